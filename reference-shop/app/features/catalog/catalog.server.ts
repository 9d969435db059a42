import { decodeListingQuery, productSortOf, type Category, type ProductSummary, type ListingSnapshot, type Product, type ProductFilters, type SdkError } from '@vitrina/sdk'
import { data, redirect } from 'react-router'
import { pagePath, splitLanguage } from '../routing/pages'
import { requestStorefront, storefrontCookieHeaders, type RequestStorefront, type LoaderInput } from '../storefront/storefront.server'

/** A failed read: 404 when the backend does not know the slug, else the backend's trouble as 502. */
function failure(storefront: RequestStorefront, error: SdkError): never {
  const status = error.status === 404 ? 404 : 502
  throw data({ messageKey: error.messageKey }, { status, headers: storefrontCookieHeaders(storefront) })
}

/** Spec §9: "Featured slider limit 55". */
export const FEATURED_LIMIT = 55

/** Data of a category page: the category, its first listing state and its featured products (spec §2, /shop/{slug}). */
export interface CategoryPageData {
  category: Category | null
  snapshot: ListingSnapshot
  featured: ProductSummary[]
}

/**
 * How many pages of 'Svi proizvodi' a URL may ask the server to render at once: `?page=N` there means pages
 * 1 to N, loaded one after another, and a hand-written `page=9999` must not become thousands of calls.
 */
export const ALL_PRODUCTS_MAX_PAGES = 10

/**
 * 'Svi proizvodi' (spec §2: "a sortable list and 'Učitaj više'"): every product with the sort from the URL.
 * 'Učitaj više' appends pages and writes the last one to the URL, so `?page=3` renders pages 1 to 3 (a reload
 * or a shared link shows what the shopper had loaded). No layered filters: the URL's sort and page are all
 * that is read, so nothing else from it can become a filter.
 */
async function loadAllProducts(storefront: RequestStorefront, search: URLSearchParams) {
  const { page, ...query } = decodeListingQuery(search, [])
  const listing = storefront.shop.catalog.createListing({ all: true, query: { ...query, page: 1 } })
  const first = await listing.load()
  if (!first.ok) failure(storefront, first.error)
  const lastPage = Math.min(page, ALL_PRODUCTS_MAX_PAGES)
  while (listing.$page.get() < lastPage && listing.loadMore()) {
    const more = await listing.settled()
    if (!more.ok) failure(storefront, more.error)
  }
  const snapshot = listing.dehydrate()
  listing.dispose()
  return data({ category: null, snapshot, featured: [] } satisfies CategoryPageData, { headers: storefrontCookieHeaders(storefront) })
}

/**
 * Loads a category (or, without a slug, every product) and its listing in the state the URL asks for. The
 * listing's snapshot goes to the browser, which starts from it without asking again.
 */
export async function loadCategoryPage({ request, context }: LoaderInput, slug: string | undefined) {
  const storefront = requestStorefront(request, context)
  const { catalog } = storefront.shop
  const search = new URL(request.url).searchParams
  if (!slug) return loadAllProducts(storefront, search)
  const found = await catalog.getCategory(slug)
  if (!found.ok) failure(storefront, found.error)
  const category: Category = found.data
  // The layered filters first, so that only real filter codes are read from the URL: a stray `utm_id=123`
  // would otherwise be sent as a filter, which the backend refuses (docs/contract/catalog-sdk-notes.md).
  const base: ProductFilters = { archived: false, categories: [category.id] }
  if (category.slug === 'akcija' || category.isSale === true) base.discount = true
  const layered = await catalog.getLayeredNavigation({ filters: base })
  if (!layered.ok) failure(storefront, layered.error)
  const query = decodeListingQuery(search, layered.data)
  const listing = catalog.createListing({ category, query })
  // The slider 'Najpopularniji proizvodi u kategoriji' is the category's featured products, newest first.
  const [loaded, featured] = await Promise.all([
    listing.load(),
    catalog.filterProducts({ filters: { ...base, featured: true }, limit: FEATURED_LIMIT, sort: productSortOf(1) }),
  ])
  if (!loaded.ok) failure(storefront, loaded.error)
  const snapshot = listing.dehydrate()
  listing.dispose()
  // A slider that failed to load is left out rather than failing the page.
  const featuredProducts = featured.ok ? featured.data.records : []
  return data({ category, snapshot, featured: featuredProducts } satisfies CategoryPageData, { headers: storefrontCookieHeaders(storefront) })
}

/** Loads the search results for `?search=&page=` (12 per page). */
export async function loadSearchPage({ request, context }: LoaderInput) {
  const storefront = requestStorefront(request, context)
  const search = new URL(request.url).searchParams
  const keywords = search.get('search')?.trim() ?? ''
  // Only the page is read: the search page offers no filters, so nothing else from the URL may become one.
  const page = Number(search.get('page'))
  const listing = storefront.shop.catalog.createListing({ keywords, query: { keywords, page: Number.isSafeInteger(page) && page > 1 ? page : 1 } })
  const loaded = await listing.load()
  if (!loaded.ok) failure(storefront, loaded.error)
  const snapshot = listing.dehydrate()
  listing.dispose()
  return data({ keywords, snapshot }, { headers: storefrontCookieHeaders(storefront) })
}

/** Loads a product with everything its page shows; an unknown slug is a 404. */
export async function loadProductPage({ request, context }: LoaderInput, slug: string | undefined) {
  const storefront = requestStorefront(request, context)
  if (!slug) throw data(null, { status: 404 })
  const found = await storefront.shop.catalog.getProduct({ slug })
  if (!found.ok) failure(storefront, found.error)
  // docs/contract/catalog.md: "a variant's page is its parent's".
  const { parent } = found.data
  if (parent) {
    const url = new URL(request.url)
    throw redirect(`${pagePath('product', splitLanguage(url.pathname).language, { slug: parent.slug })}${url.search}`, { status: 301, headers: storefrontCookieHeaders(storefront) })
  }
  return data({ product: found.data satisfies Product }, { headers: storefrontCookieHeaders(storefront) })
}
