import { useStore } from '@nanostores/react'
import { createCatalogService, type CatalogService } from '@vitrina/sdk'
import type { LayeredFilter, Listing, ListingFilters, ListingQuery, PageSize, ProductSummary, SdkError, SortType } from '@vitrina/sdk'
import { useStorefront } from './storefront.context'

/** What {@link useListing} returns: a listing's current values and its methods. */
export interface UseListingResult {
  /** The products shown. */
  products: ProductSummary[]
  /** The layered filters to choose from, with counts. */
  filters: LayeredFilter[]
  /** The listing's state: chosen filters, page, featured, sort, page size and keywords. */
  query: ListingQuery
  /** The chosen filters by attribute code. */
  selected: ListingFilters
  /** How many filter values are chosen. */
  filterCount: number
  /** How many products match. */
  total: number
  /** The current page. */
  page: number
  /** How many pages there are. */
  totalPages: number
  /** The sort in effect. */
  sort: SortType
  /** The sort options to offer. */
  sortOptions: readonly SortType[]
  /** The page size in effect. */
  pageSize: PageSize
  /** True while a load is pending or running. */
  loading: boolean
  /** The error of the last load, or null. */
  error: SdkError | null
  /** The URL query of the state, without `?`. */
  search: string
  /** Sets or removes one filter. */
  setFilter: Listing['setFilter']
  /** Ticks or unticks an option or yes/no value of a filter. */
  toggleOption: Listing['toggleOption']
  /** Removes every filter. */
  clearFilters: Listing['clearFilters']
  /** Chooses a sort option. */
  setSort: Listing['setSort']
  /** Chooses 12 or 24 products per page. */
  setPageSize: Listing['setPageSize']
  /** Goes to a page. */
  setPage: Listing['setPage']
  /** Appends the next page. */
  loadMore: Listing['loadMore']
  /** Sets the search words. */
  setKeywords: Listing['setKeywords']
}

/**
 * Subscribes to a product listing (from `createCatalogService(shop).createListing`) and hands its methods through.
 *
 * @example
 * ```tsx
 * import { useListing, useStorefront } from '@vitrina/react'
 * import { createCatalogService, type ListingCategory } from '@vitrina/sdk'
 * import { useMemo } from 'react'
 *
 * function CategoryPage({ category }: { category: ListingCategory }) {
 *   const shop = useStorefront()
 *   const listing = useMemo(() => createCatalogService(shop).createListing({ category }), [shop, category])
 *   const { products, page, totalPages, setPage } = useListing(listing)
 *   return (
 *     <button disabled={page >= totalPages} onClick={() => void setPage(page + 1)}>
 *       {products.length} products, next page
 *     </button>
 *   )
 * }
 * ```
 */
export function useListing(listing: Listing): UseListingResult {
  return {
    products: useStore(listing.$products),
    filters: useStore(listing.$filters),
    query: useStore(listing.$query),
    selected: useStore(listing.$selected),
    filterCount: useStore(listing.$filterCount),
    total: useStore(listing.$total),
    page: useStore(listing.$page),
    totalPages: useStore(listing.$totalPages),
    sort: useStore(listing.$sort),
    sortOptions: useStore(listing.$sortOptions),
    pageSize: useStore(listing.$pageSize),
    loading: useStore(listing.$loading),
    error: useStore(listing.$error),
    search: useStore(listing.$search),
    setFilter: listing.setFilter,
    toggleOption: listing.toggleOption,
    clearFilters: listing.clearFilters,
    setSort: listing.setSort,
    setPageSize: listing.setPageSize,
    setPage: listing.setPage,
    loadMore: listing.loadMore,
    setKeywords: listing.setKeywords,
  }
}

/**
 * Hands through the instance's catalogue service (`createCatalogService`, one per instance): products by slug or id,
 * product lists (by `ids`, cut down with `select`), categories as a tree or flat, tags, layered filters, bundle checks
 * and the listings {@link useListing} subscribes to.
 *
 * @example
 * ```tsx
 * import { useCatalog } from '@vitrina/react'
 *
 * function useComparedPrices() {
 *   const catalog = useCatalog()
 *   return () => catalog.filterProducts({ ids: [12, 14], select: ['name', 'finalPrice'] }) // two products, two fields each
 * }
 * ```
 */
export function useCatalog(): CatalogService {
  return createCatalogService(useStorefront())
}
