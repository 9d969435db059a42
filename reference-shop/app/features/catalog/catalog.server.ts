import {
  type CatalogService,
  type Category,
  type Consent,
  createCatalogService,
  decodeListingQuery,
  type LayeredFilter,
  type ListingSnapshot,
  type Product,
  type ProductFilters,
  productSortOf,
  type ProductSummary,
  type SdkError,
} from '@vitrina/sdk'
import { data, redirect } from 'react-router'
import { throwBackendFailure } from '../errors/backend-failure.server'
import { loadNewsletterConsents } from '../newsletter/newsletter.server'
import { descriptionText } from './description-text'
import { pagePath, splitLanguage } from '../routing/pages'
import { requestStorefront, storefrontCookieHeaders, type RequestStorefront, type LoaderInput } from '../storefront/storefront.server'

/** A failed read: 404 when the backend does not know the slug, 503 while the backend is away, else 502. */
function failure(storefront: RequestStorefront, error: SdkError): never {
  throwBackendFailure(error, storefrontCookieHeaders(storefront))
}

/** Spec §9: "Featured slider limit 55". */
export const FEATURED_LIMIT = 55

/** Data of a category page: the category, its first listing state and its featured products (spec §2, /shop/{slug}). */
export interface CategoryPageData {
  category: Category | null
  snapshot: ListingSnapshot
  featured: ProductSummary[]
  /** The Newsletter consents of the listing's newsletter block; null when they could not be loaded. */
  newsletterConsents: Consent[] | null
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
  const listing = createCatalogService(storefront.shop).createListing({ all: true, query: { ...query, page: 1 } })
  const [first, newsletterConsents] = await Promise.all([listing.load(), loadNewsletterConsents(storefront)])
  if (!first.ok) failure(storefront, first.error)
  const lastPage = Math.min(page, ALL_PRODUCTS_MAX_PAGES)
  while (listing.$page.get() < lastPage && listing.loadMore()) {
    const more = await listing.settled()
    if (!more.ok) failure(storefront, more.error)
  }
  const snapshot = listing.dehydrate()
  listing.dispose()
  return data({ category: null, snapshot, featured: [], newsletterConsents } satisfies CategoryPageData, { headers: storefrontCookieHeaders(storefront) })
}

/**
 * A category's listing in the state the URL asks for. Only real filter codes may be read from the URL: a stray
 * `utm_id=123` would otherwise be sent as a filter, which the backend refuses (docs/contract/catalog-sdk-notes.md).
 * So a URL with parameters that read as filters needs the category's layered filters first; a URL without any
 * (the usual visit) does not, and the listing's own load brings the layered filters with the products.
 */
async function loadCategoryListing(storefront: RequestStorefront, catalog: CatalogService, category: Category, base: ProductFilters, search: URLSearchParams) {
  let codes: LayeredFilter[] = []
  if (Object.keys(decodeListingQuery(search).filters).length > 0) {
    const layered = await catalog.getLayeredNavigation({ filters: base })
    if (!layered.ok) failure(storefront, layered.error)
    codes = layered.data
  }
  const listing = catalog.createListing({ category, query: decodeListingQuery(search, codes) })
  const loaded = await listing.load()
  if (!loaded.ok) failure(storefront, loaded.error)
  const snapshot = listing.dehydrate()
  listing.dispose()
  return snapshot
}

/**
 * A category or product as its page shows it: the backend's HTML description and short description as their text
 * (description-text.ts). The page and its meta tags read them as they are, so the browser needs no HTML reader and
 * the page's data carries no markup.
 */
export function withTextDescriptions<T extends { description?: string; shortDescription?: string }>(item: T): T {
  const text = (html: string | undefined) => (html ? descriptionText(html) : html)
  return { ...item, description: text(item.description), shortDescription: text(item.shortDescription) }
}

/**
 * Loads a category (or, without a slug, every product) and its listing in the state the URL asks for. The
 * listing's snapshot goes to the browser, which starts from it without asking again.
 */
export async function loadCategoryPage({ request, context }: LoaderInput, slug: string | undefined) {
  const storefront = requestStorefront(request, context)
  const catalog = createCatalogService(storefront.shop)
  const search = new URL(request.url).searchParams
  if (!slug) return loadAllProducts(storefront, search)
  const found = await catalog.getCategory(slug)
  if (!found.ok) failure(storefront, found.error)
  const category: Category = withTextDescriptions(found.data)
  const base: ProductFilters = { archived: false, categories: [category.id] }
  if (category.slug === 'akcija' || category.isSale === true) base.discount = true
  // The slider 'Najpopularniji proizvodi u kategoriji' is the category's featured products, newest first; it needs
  // only the category, so it loads beside the listing.
  const [snapshot, featured, newsletterConsents] = await Promise.all([
    loadCategoryListing(storefront, catalog, category, base, search),
    catalog.filterProducts({ filters: { ...base, featured: true }, limit: FEATURED_LIMIT, sort: productSortOf(1) }),
    loadNewsletterConsents(storefront),
  ])
  // A slider that failed to load is left out rather than failing the page.
  const featuredProducts = featured.ok ? featured.data.records : []
  return data({ category, snapshot, featured: featuredProducts, newsletterConsents } satisfies CategoryPageData, {
    headers: storefrontCookieHeaders(storefront),
  })
}

/** Loads the search results for `?search=&page=` (12 per page). */
export async function loadSearchPage({ request, context }: LoaderInput) {
  const storefront = requestStorefront(request, context)
  const search = new URL(request.url).searchParams
  const keywords = search.get('search')?.trim() ?? ''
  // Only the page is read: the search page offers no filters, so nothing else from the URL may become one.
  const page = Number(search.get('page'))
  const listing = createCatalogService(storefront.shop).createListing({
    keywords,
    query: { keywords, page: Number.isSafeInteger(page) && page > 1 ? page : 1 },
  })
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
  const found = await createCatalogService(storefront.shop).getProduct({ slug })
  if (!found.ok) failure(storefront, found.error)
  // docs/contract/catalog.md: "a variant's page is its parent's".
  const { parent } = found.data
  if (parent) {
    const url = new URL(request.url)
    throw redirect(`${pagePath('product', splitLanguage(url.pathname).language, { slug: parent.slug })}${url.search}`, {
      status: 301,
      headers: storefrontCookieHeaders(storefront),
    })
  }
  return data({ product: withTextDescriptions(found.data) satisfies Product }, { headers: storefrontCookieHeaders(storefront) })
}
