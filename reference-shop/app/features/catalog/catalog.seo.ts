import { canonicalLink, type Language } from '@vitrina/sdk'
import type { Location, MetaDescriptor } from 'react-router'
import type { LanguageTarget } from '../layout/language-target'
import { alternateMeta, documentTitle } from '../routing/seo'
import { pagePath, splitLanguage, type PageId } from '../routing/pages'

interface MetaArgs {
  location: Location
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>
}

/** A category's or product's slug per language, as the backend gives them for alternate links. */
type Slugs = Partial<Record<Language, string>> | undefined

/**
 * A catalogue page's path in hr and sl, each with that language's slug (alternate links and the language switch),
 * and for a category also in en and de: the backend writes categories in all four languages (under the hr slug in
 * en and de), products only in hr and sl, so an English or German product page only repeats the Croatian one.
 */
export function catalogPaths(page: PageId, slugs: Slugs, slug?: string): Partial<Record<Language, string>> {
  const paths: Partial<Record<Language, string>> = {}
  for (const target of page === 'shop' ? (['hr', 'sl', 'en', 'de'] as const) : (['hr', 'sl'] as const)) {
    const targetSlug = slugs?.[target] ?? slugs?.hr ?? slug
    paths[target] = pagePath(page, target, targetSlug ? { slug: targetSlug } : {})
  }
  return paths
}

/**
 * The language switch's target of a product or category page: the same item under its slug in the other
 * language. Without the item (all products) the switch stays plain.
 */
export function catalogLanguageTarget(page: PageId, item: { slug?: string; slugs?: Slugs } | undefined): LanguageTarget | undefined {
  if (!item?.slugs) return undefined
  return { paths: catalogPaths(page, item.slugs, item.slug) }
}

/**
 * Title, canonical and hreflang links of a catalogue page (spec §2: "alternate and canonical SEO links"), built
 * with the SDK's `canonicalLink` and `alternateLinks` (alternateMeta). Each language's path uses that language's slug, since
 * category and product slugs are translated; the canonical URL drops the listing's query.
 */
export function catalogMeta({ location, matches }: MetaArgs, page: PageId, title: string | undefined, slugs: Slugs, slug?: string): MetaDescriptor[] {
  const origin = (matches.find((match) => match?.id === 'root')?.data as { origin?: string } | undefined)?.origin ?? ''
  const { language } = splitLanguage(location.pathname)
  const paths = catalogPaths(page, slugs, slug)
  const canonicalPath = language === 'hr' || language === 'sl' ? (paths[language] ?? location.pathname) : location.pathname
  return [documentTitle(title), { tagName: 'link', rel: 'canonical', href: canonicalLink(origin, canonicalPath) }, ...alternateMeta(origin, paths)]
}
