import { canonicalLink, type Language } from '@vitrina/sdk'
import type { Location, MetaDescriptor } from 'react-router'
import { splitLanguage, type ShopLanguage } from '../routing/pages'
import { alternateMeta, documentTitle } from '../routing/seo'

interface MetaArgs {
  location: Location
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>
}

/**
 * Title, canonical and hreflang links of a content page (a post, a page, the blog), from its paths
 * in each language (translated slugs), with the SDK's `canonicalLink` and `alternateLinks`.
 */
export function contentMeta(
  { location, matches }: MetaArgs,
  title: string | undefined,
  paths: Partial<Record<ShopLanguage, string>> | undefined,
): MetaDescriptor[] {
  const origin = (matches.find((match) => match?.id === 'root')?.data as { origin?: string } | undefined)?.origin ?? ''
  const { language } = splitLanguage(location.pathname)
  const canonicalPath = paths?.[language] ?? location.pathname
  return [
    documentTitle(title),
    { tagName: 'link', rel: 'canonical', href: canonicalLink(origin, canonicalPath) },
    ...alternateMeta(origin, (paths ?? {}) as Partial<Record<Language, string>>),
  ]
}

/** The two share links of a post (spec §2): Facebook and X, each with the post's canonical URL. */
export function shareLinks(url: string, title: string): { facebook: string; x: string } {
  const u = encodeURIComponent(url)
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    x: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`,
  }
}
