import type { Id } from '@vitrina/sdk'
import type { ShopLanguage } from '../routing/pages'

/**
 * Where the language switch of a page goes (spec §7 "finder/getUrlOnLanguage ... without page data plain locale
 * switching"): the page's own path in each language when its loader already knows the translated slugs (a
 * product's or category's `slugs`, the same paths as its alternate links), or the CMS entity the SDK's
 * `content.pathOnLanguage` asks `finder/getUrlOnLanguage` about. A page without either switches plainly.
 */
export interface LanguageTarget {
  paths?: Partial<Record<ShopLanguage, string>>
  termId?: Id
  postId?: Id
}

/**
 * A route's `handle` for the language switch: reads the route's loader data.
 *
 * @example
 * ```ts
 * export const handle: LanguageSwitchHandle = { languageTarget: (data) => ({ postId: (data as PageData).page.id }) }
 * ```
 */
export interface LanguageSwitchHandle {
  languageTarget(data: unknown): LanguageTarget | undefined
}

interface MatchLike {
  handle?: unknown
  data?: unknown
  loaderData?: unknown
}

function hasLanguageTarget(handle: unknown): handle is LanguageSwitchHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as LanguageSwitchHandle).languageTarget === 'function'
}

/** The language target of the deepest route match that has one. */
export function languageTargetOf(matches: readonly MatchLike[]): LanguageTarget | undefined {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const match = matches[index]!
    if (!hasLanguageTarget(match.handle)) continue
    const data = match.loaderData ?? match.data
    if (data === undefined) continue
    const target = match.handle.languageTarget(data)
    if (target) return target
  }
  return undefined
}

/** Loads another document (the language switch of a CMS page, once the backend named its path); replaceable in tests. */
export const documentNavigation = {
  assign(url: string): void {
    window.location.assign(url)
  },
}
