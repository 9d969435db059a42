import { languagePrefix, type RequestLanguage } from '../http/http.language'

/** What a slug can name. */
export type SlugTarget = 'post' | 'page' | 'term' | 'product' | 'category'

/** Every slug target, in the order `finder/decide` tries them. */
export const SLUG_TARGETS: readonly SlugTarget[] = ['post', 'page', 'term', 'product', 'category']

/**
 * The shop path of a slug in `language`, as the reference shop routes it (spec, storefront section 2):
 * posts and pages `/{slug}`, blog terms `/objave/{slug}` (`/blog/{slug}` in en and de), products
 * `/product/{slug}`, categories `/shop/{slug}`; every language but hr adds its prefix (`/sl`, `/en`, `/de`).
 */
export function shopPath(target: SlugTarget, slug: string, language: RequestLanguage): string {
  const prefix = languagePrefix(language)
  switch (target) {
    case 'post':
    case 'page':
      return `${prefix}/${slug}`
    case 'term':
      return `${prefix}/${language === 'hr' || language === 'sl' ? 'objave' : 'blog'}/${slug}`
    case 'product':
      return `${prefix}/product/${slug}`
    case 'category':
      return `${prefix}/shop/${slug}`
  }
}

/** The shop path of an event: `/dogadjaj/{id}` (`/event/{id}` in en and de), prefixed like {@link shopPath}. */
export function eventPath(id: number, language: RequestLanguage): string {
  return `${languagePrefix(language)}/${language === 'hr' || language === 'sl' ? 'dogadjaj' : 'event'}/${id}`
}

const LANGUAGE_CODES: Record<string, RequestLanguage> = {
  hr: 'hr',
  hrv: 'hr',
  sl: 'sl',
  slv: 'sl',
  en: 'en',
  eng: 'en',
  de: 'de',
  deu: 'de',
  ger: 'de',
}

/** A language from a two-letter (`sl`) or three-letter (`slv`) code; undefined for others. */
export function languageFromCode(code: string): RequestLanguage | undefined {
  return LANGUAGE_CODES[code.trim().toLowerCase()]
}
