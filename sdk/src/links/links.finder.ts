import type { SlugType } from '../content/content.types'
import type { CallOptions } from '../http/http.types'
import { serviceCall } from '../internal/call'
import { lazySchemas } from '../internal/lazy-schemas'
import { serviceOf } from '../internal/per-storefront'
import { mapResult } from '../internal/result'
import type { Result } from '../result/result.types'
import type { Id } from '../site/site.types'
import type { StorefrontContext } from '../storefront/storefront.context'
import type { Storefront } from '../storefront/storefront.types'
import type { LinkTargetKind } from './links.form'

const schemas = /* @__PURE__ */ lazySchemas(() => import('./links.finder.schema'))

/** One thing a link can point at, as the link options modal lists it. */
export interface LinkTargetOption {
  /** The kind of target (the select it is listed in). */
  kind: LinkTargetKind
  /** Its id. */
  id: Id
  /** Its slug in the request language: what `chooseLinkTarget` takes. */
  slug: string
  /** Its title, for the list. */
  title: string
}

/** The link options modal's search (back-office spec §7, "Link builder and finder"). */
export interface LinkFinder {
  /**
   * The targets of one kind whose title or slug holds every word of `keywords` (`GET finder/searchSlugs`), in title
   * order; empty keywords list the first ones. Blog categories are the terms of the `category` taxonomy (tags are not
   * link targets).
   */
  search(kind: LinkTargetKind, keywords: string, query?: { limit?: number }, options?: CallOptions): Promise<Result<LinkTargetOption[]>>
}

/** What `finder/searchSlugs` calls each kind of target. */
const SLUG_TYPE_OF: Readonly<Record<LinkTargetKind, SlugType>> = {
  page: 'page',
  post: 'post',
  product: 'product',
  productCategory: 'category',
  blogCategory: 'term',
}

/** The modal lists 20 of a kind at a time: enough to pick from while typing narrows them. */
const DEFAULT_LIMIT = 20

function buildLinkFinder(_shop: Storefront, ctx: StorefrontContext): LinkFinder {
  const cms = serviceCall(ctx.http, 'cms')
  return {
    async search(kind, keywords, { limit = DEFAULT_LIMIT } = {}, options) {
      const found = await cms('GET', 'finder/searchSlugs', schemas('linkHitsSchema'), { keywords: keywords.trim(), types: SLUG_TYPE_OF[kind], limit }, options)
      return mapResult(found, (matches) =>
        matches
          .filter((match) => match.type === SLUG_TYPE_OF[kind] && (kind !== 'blogCategory' || match.taxonomy === 'category'))
          .map((match) => ({ kind, id: match.id, slug: match.slug, title: match.title ?? match.slug })),
      )
    },
  }
}

/**
 * The link options modal's search of a storefront instance: pages, posts, products and categories by words, in the
 * request language. Created on the first call and the same for every later call with the same instance.
 *
 * @param shop - An instance made by `createStorefront`.
 *
 * @example
 * ```ts
 * import { chooseLinkTarget, createLinkFinder, createLinkForm } from '@vitrina/sdk/back-office'
 *
 * let form = createLinkForm({ name: 'Kolica' })
 * const found = await createLinkFinder(shop).search('product', 'kolica')
 * if (found.ok && found.data[0]) form = chooseLinkTarget(form, 'product', found.data[0].slug, 'hr')
 * ```
 */
export function createLinkFinder(shop: Storefront): LinkFinder {
  return serviceOf(shop, buildLinkFinder)
}
