/** The locales a request may ask for. */
export type RequestLanguage = 'hr' | 'sl' | 'en' | 'de'
/** The languages content is translated into; the others fall back to hr. */
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

/** The path prefix of a language: none for the default language, `/sl` otherwise. */
export function languagePrefix(language: ContentLanguage): string {
  return language === 'hr' ? '' : `/${language}`
}
