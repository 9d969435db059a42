/** A language the storefront speaks: Croatian (default), Slovenian, English or German. */
export type Language = 'hr' | 'sl' | 'en' | 'de'

/** Every language the storefront speaks, the default first. */
export const LANGUAGES: readonly Language[] = /* @__PURE__ */ Object.freeze(['hr', 'sl', 'en', 'de'] as const)

/** The default language: Croatian, served without a URL prefix. */
export const DEFAULT_LANGUAGE: Language = 'hr'

/** The cookie that remembers the chosen language. */
export const LANGUAGE_COOKIE = 'i18n_locale'

/** Spec: "language cookie 365 days". */
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60

/** Tells whether a value is one of the storefront's languages. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
}
