/**
 * The sandbox answers in two tiers of languages (docs/contract.md, "Languages"):
 * - the shop's chrome (navigation, layout elements, categories, attribute, filter and custom-option labels, delivery
 *   and payment methods, consents, page titles) is written in every request language; a text a language lacks is
 *   read in hr (see `db/db.texts.ts` for the JSON label columns);
 * - content (products, posts and page bodies, blog terms, events) is written in the content languages hr and sl;
 *   en and de read it in hr ({@link contentLanguageOf}).
 */

/** The locales a request may ask for; the shop's chrome is written in each of them. */
export type RequestLanguage = 'hr' | 'sl' | 'en' | 'de'
/** The languages content is translated into; the other request languages read hr. */
export type ContentLanguage = 'hr' | 'sl'

/** The supported request languages, the default first. */
export const REQUEST_LANGUAGES: readonly RequestLanguage[] = ['hr', 'sl', 'en', 'de']
/** The content languages, the default first. */
export const CONTENT_LANGUAGES: readonly ContentLanguage[] = ['hr', 'sl']

/** Reads a request language from a header value; unknown or missing values give hr. */
export function parseRequestLanguage(value: string | undefined | null): RequestLanguage {
  const code = value?.trim().slice(0, 2).toLowerCase()
  return (REQUEST_LANGUAGES as readonly string[]).includes(code ?? '') ? (code as RequestLanguage) : 'hr'
}

/** The content language that serves a request language. */
export function contentLanguageOf(language: RequestLanguage): ContentLanguage {
  return language === 'sl' ? 'sl' : 'hr'
}

/** The shop's path prefix of a language: none for the default language, `/sl`, `/en` or `/de` otherwise. */
export function languagePrefix(language: RequestLanguage): string {
  return language === 'hr' ? '' : `/${language}`
}
