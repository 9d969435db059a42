import { LANGUAGES, type Language } from '../language/language.constants'

/** An alternate-language link of a page, for `<link rel="alternate" hreflang href>`. */
export interface AlternateLink {
  /** `hr`, `sl`, `en`, `de` or `x-default`. */
  hreflang: string
  /** The absolute URL of the page in that language. */
  href: string
}

function absolute(origin: string, path: string): string {
  return `${origin.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`
}

/**
 * The alternate links of a page: one per language it exists in, that is each language given a path, in the order
 * hr, sl, en, de, plus `x-default` for the hr page. Pass each language's path: `routePath(...)` for fixed routes,
 * the translated slug's path for content; leave out a language whose page would only repeat another's (content
 * that has no translation in it).
 *
 * @example
 * ```ts
 * import { alternateLinks } from '@vitrina/sdk'
 *
 * alternateLinks('https://vitrina.test', { hr: '/o-nama', sl: '/sl/o-nas' })
 * // [{ hreflang: 'hr', href: 'https://vitrina.test/o-nama' }, { hreflang: 'sl', ... }, { hreflang: 'x-default', href: 'https://vitrina.test/o-nama' }]
 * ```
 */
export function alternateLinks(origin: string, paths: Partial<Record<Language, string>>): AlternateLink[] {
  const links: AlternateLink[] = []
  for (const language of LANGUAGES) {
    const path = paths[language]
    if (path !== undefined) links.push({ hreflang: language, href: absolute(origin, path) })
  }
  if (paths.hr !== undefined) links.push({ hreflang: 'x-default', href: absolute(origin, paths.hr) })
  return links
}

/** The canonical URL of a page: the origin plus the path, without query or fragment. */
export function canonicalLink(origin: string, path: string): string {
  return absolute(origin, path.replace(/[?#].*$/, ''))
}
