import { languagePrefix, splitLanguage, type ShopLanguage } from '../routing/pages'

/** The admin area's languages (back-office spec §9: "locales hr and sl"); the switcher offers these. */
export const ADMIN_LANGUAGES = ['hr', 'sl'] as const satisfies readonly ShopLanguage[]

/** One of {@link ADMIN_LANGUAGES}. */
export type AdminLanguage = (typeof ADMIN_LANGUAGES)[number]

/** The sections of the admin sidebar (back-office spec §2 "Admin routes"), each a path under `/admin/`. */
export type AdminSection = 'consent' | 'templates' | 'cache'

/** The admin language of a path: sl under `/sl`, hr otherwise (the admin area has no en or de routes). */
export function adminLanguageOf(pathname: string): AdminLanguage {
  return splitLanguage(pathname).language === 'sl' ? 'sl' : 'hr'
}

/** The path of an admin screen: `/admin/consent`, `/sl/admin/consent/newsletter`; no section: `/admin`. */
export function adminPath(language: AdminLanguage, section?: AdminSection, slug?: string): string {
  const tail = section ? `/${section}${slug ? `/${encodeURIComponent(slug)}` : ''}` : ''
  return `${languagePrefix(language)}/admin${tail}`
}

/** The same admin screen in the other language: the prefix changes, the rest stays. */
export function adminPathIn(pathname: string, language: AdminLanguage): string {
  return `${languagePrefix(language)}${splitLanguage(pathname).rest}`
}
