import { createCatalogService, createSiteService } from '@vitrina/sdk'
import type { NavigationItem, Paged, ProductFilters, ProductSummary } from '@vitrina/sdk'
import { data, type AppLoadContext } from 'react-router'
import { failure } from '../content/content.server'
import { requestStorefront, storefrontCookieHeaders, type RequestStorefront, type LoaderInput } from '../storefront/storefront.server'
import { decodeGiftCriteria, GIFT_PAGE_SIZE, GIFT_SORT, giftCategories, giftFilters, type GiftCategory, type GiftCriteria } from './gift-finder.query'

/** What the gift finder shows: the categories to choose from, the choices, their product filter and the first page. */
export interface GiftFinderPageData {
  categories: GiftCategory[]
  criteria: GiftCriteria
  filters: ProductFilters
  results: Paged<ProductSummary>
}

/**
 * The main navigation. A document request shares the layout the root loader loads anyway (no extra call);
 * the data request of a client-side navigation has no layout, and asks only for the main tree.
 */
async function mainNavigation(storefront: RequestStorefront, context: AppLoadContext): Promise<NavigationItem[]> {
  if (context.dataRequest) {
    const tree = await createSiteService(storefront.shop).fetchNavigation('main')
    return tree.ok ? tree.data : []
  }
  const layout = await storefront.layout
  return layout.ok ? (createSiteService(storefront.shop).$navigation.get().main ?? []) : []
}

/**
 * `/pronadi-poklon`: the products that match the choices in the URL (category, budget, sale only), first page
 * rendered on the server; without choices every product. Without the navigation the finder offers no
 * categories, and the rest still works.
 */
export async function loadGiftFinderPage({ request, context }: LoaderInput) {
  const storefront = requestStorefront(request, context)
  const categories = giftCategories(await mainNavigation(storefront, context))
  const criteria = decodeGiftCriteria(new URL(request.url).searchParams, categories)
  const filters = giftFilters(criteria, categories)
  const first = await createCatalogService(storefront.shop).filterProducts({ filters, page: 1, limit: GIFT_PAGE_SIZE, sort: GIFT_SORT })
  if (!first.ok) failure(storefront, first.error)
  return data({ categories, criteria, filters, results: first.data } satisfies GiftFinderPageData, { headers: storefrontCookieHeaders(storefront) })
}
