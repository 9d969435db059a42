import type { Language } from '../language/language.constants'

/** An alternate-language link of a page, for `<link rel="alternate" hreflang href>`. */
export interface AlternateLink {
  /** `hr`, `sl` or `x-default`. */
  hreflang: string
  /** The absolute URL of the page in that language. */
  href: string
}

/** The content languages alternates are given for; x-default points at the hr page. */
const ALTERNATE_LANGUAGES = ['hr', 'sl'] as const

function absolute(origin: string, path: string): string {
  return `${origin.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`
}

/**
 * The alternate links of a page: one per content language it exists in (hr, sl) plus `x-default` for the hr
 * page. Pass each language's path: `routePath(...)` for fixed routes, the translated slug's path for content.
 *
 * @example
 * ```ts
 * alternateLinks('https://vitrina.test', { hr: '/o-nama', sl: '/sl/o-nas' })
 * // [{ hreflang: 'hr', href: 'https://vitrina.test/o-nama' }, { hreflang: 'sl', ... }, { hreflang: 'x-default', href: 'https://vitrina.test/o-nama' }]
 * ```
 */
export function alternateLinks(origin: string, paths: Partial<Record<Language, string>>): AlternateLink[] {
  const links: AlternateLink[] = []
  for (const language of ALTERNATE_LANGUAGES) {
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
