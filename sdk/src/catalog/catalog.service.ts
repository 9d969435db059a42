import { serviceCall } from '../internal/call'
import { serviceOf } from '../internal/per-storefront'
import { mapResult, ok } from '../internal/result'
import { notifyError } from '../notices/notices.errors'
import { emptyPage } from '../paging/paging.empty'
import type { Id } from '../site/site.types'
import type { StorefrontContext } from '../storefront/storefront.context'
import type { Storefront } from '../storefront/storefront.types'
import { bundleCheck, catalogSchemas as schemas } from './catalog.bundles'
import { createListing } from './catalog.listing'
import type { CallOptions, LazySchema } from '../http/http.types'
import type { Paged } from '../paging/paging.types'
import type { Result } from '../result/result.types'
import type { CatalogService, LayeredNavigationQuery, ProductListQuery, ProductSummary } from './catalog.types'

/**
 * Spec §5: "A product filter call with no criteria returns an empty result without a request": no search
 * words, no category, no ids and no filters.
 */
export function hasCriteria(query: LayeredNavigationQuery & { ids?: readonly Id[] }): boolean {
  return !!query.keywords?.trim() || (query.mainCategory ?? '') !== '' || (query.ids?.length ?? 0) > 0 || Object.keys(query.filters ?? {}).length > 0
}

export function buildCatalogService(ctx: StorefrontContext, storeId: Id): CatalogService {
  const call = serviceCall(ctx.http, 'product')

  const catalog: CatalogService = {
    getProduct: (lookup, options) => call('GET', 'products/get', schemas('productSchema'), { ...lookup, store: storeId }, options),

    getWebProduct: (id, options) => call('GET', 'web/get', schemas('productSchema'), { id, storeId }, options),

    async filterProducts(query: ProductListQuery, options?: CallOptions): Promise<Result<Paged<ProductSummary>>> {
      if (!hasCriteria(query)) return ok(emptyPage(query.limit))
      // Records cut down by `select` lack the fields the full schema checks.
      return call(
        'POST',
        'web/filter',
        schemas(query.select ? 'productSelectionPageSchema' : 'productPageSchema') as LazySchema<Paged<ProductSummary>>,
        query,
        options,
      )
    },

    async getLayeredNavigation(query, options) {
      if (!hasCriteria(query)) return ok([])
      return call('POST', 'layered/navigation', schemas('layeredFiltersSchema'), query, options)
    },

    getCategory(idOrSlug, options) {
      const key = String(idOrSlug)
      const path = /^\d+$/.test(key) ? `web/category/get/${key}` : `web/category/get/slug/${encodeURIComponent(key)}`
      return call('GET', path, schemas('categorySchema'), undefined, options)
    },

    async getCategoryTree(options) {
      const result = await call('POST', 'web/category/filter', schemas('categoryTreeSchema'), { tree: true, sort: { param: 'id', order: 'asc' } }, options)
      return mapResult(result, (page) => page.records)
    },

    filterCategories: (query = {}, options) => call('POST', 'web/category/filter', schemas('categoryTreeSchema'), query, options),

    filterTags: (query = {}, options) => call('POST', 'web/tag/filter', schemas('tagPageSchema'), query, options),

    checkBundles: bundleCheck(ctx.http),

    createListing: (options) => createListing({ catalog, clock: ctx.clock, onError: (error) => notifyError(ctx.notices, error, ctx.$language.get()) }, options),
  }
  return catalog
}

const catalogOf = (shop: Storefront, ctx: StorefrontContext): CatalogService => buildCatalogService(ctx, shop.options.storeId)

/**
 * The catalogue service of a storefront instance: products, categories, tags, layered filters and category
 * listings. Created on the first call and the same service for every later call with the same instance.
 *
 * @param shop - An instance made by `createStorefront`.
 *
 * @example
 * ```ts
 * import { createCatalogService } from '@vitrina/sdk'
 *
 * const product = await createCatalogService(shop).getProduct({ slug: 'kvarner-kids-nova-sportska-kolica' })
 * if (product.ok) console.log(product.data.name)
 * ```
 */
export function createCatalogService(shop: Storefront): CatalogService {
  return serviceOf(shop, catalogOf)
}
