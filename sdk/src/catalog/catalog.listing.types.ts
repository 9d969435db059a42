import type { ReadableAtom } from 'nanostores'
import type { SdkError } from '../errors/errors.classes'
import type { Result } from '../result/result.types'
import type { Id } from '../site/site.types'
import type { LayeredFilter, ProductSummary } from './catalog.types'

/**
 * A sort option of a product list: 1 newest first (default), 2 oldest first, 3 cheapest first, 4 most
 * expensive first, 5 name A to Z, 6 name Z to A, 7 low category priority first, 8 high category priority first.
 */
export type SortType = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8

/** A listing's number of products per page. */
export type PageSize = 12 | 24

/**
 * The chosen value of one layered filter.
 *
 * @remarks
 * - `options`: option ids (dropdown, multiple select, text and visual swatches), ascending.
 * - `yesNo`: `true` for yes, `false` for no (yes first when both).
 * - `range`: a number range (the price, number fields); at least one bound, bounds not negative.
 * - `dateRange`: a date range (date, date-time) as ISO dates or date-times; at least one bound.
 */
export type FilterValue =
  | {
      /** Option ids of a dropdown, multiple select or swatch attribute. */
      kind: 'options'
      /** The chosen option ids, ascending. */
      ids: number[]
    }
  | {
      /** A yes/no attribute. */
      kind: 'yesNo'
      /** The chosen answers: `true` for yes, `false` for no. */
      values: boolean[]
    }
  | {
      /** A number range: the price or a number attribute. */
      kind: 'range'
      /** The lower bound (inclusive, not negative), or open. */
      min?: number
      /** The upper bound (inclusive, not negative), or open. */
      max?: number
    }
  | {
      /** A date or date-time range. */
      kind: 'dateRange'
      /** The first day or moment (ISO date or date-time), or open. */
      from?: string
      /** The last day or moment (ISO date or date-time), or open. */
      to?: string
    }

/** The chosen layered filters of a listing, by attribute code (`price` for the price range). */
export type ListingFilters = Record<string, FilterValue>

/** The state of a listing that its URL query holds (see {@link encodeListingQuery}). */
export interface ListingQuery {
  /** The chosen filters by attribute code. */
  filters: ListingFilters
  /** The page, from 1. */
  page: number
  /** Only featured products (`featured=1`, the 'Pogledaj ponudu' link of the featured slider). */
  featured: boolean
  /** The chosen sort; absent for the listing's default. */
  sort?: SortType
  /** The chosen page size; absent for the listing's default. */
  limit?: PageSize
  /** The search words (`search`); absent when there are none. */
  keywords?: string
}

/** The category a listing shows, with the sort rules it sets; a {@link Category} fits. */
export interface ListingCategory {
  /** The category id, sent as the mandatory `categories` filter. */
  id: Id
  /** The slug; `akcija` adds the `discount` filter. */
  slug: string
  /** The sort options the category allows; empty or absent allows all eight. */
  sortTypes?: readonly number[]
  /** The category's default sort option. */
  sortDefaultType?: number | null
  /** The backend's sale-category flag; like the slug `akcija`, it adds the `discount` filter. */
  isSale?: boolean
}

/** What a listing lists: one category's products, search results, or every product. */
export type ListingScope =
  | {
      /** The category whose products are listed (its sort options and sale flag apply). */
      category: ListingCategory
    }
  | {
      /** The search words whose results are listed. */
      keywords: string
    }
  | {
      /** Every product of the store. */
      all: true
    }

/** The input of {@link CatalogService.createListing}. */
export type ListingOptions = ListingScope & {
  /** The page size when the query names none: 12 (default) or 24. */
  pageSize?: PageSize
  /** The starting state, usually decoded from the URL with {@link decodeListingQuery}. */
  query?: Partial<ListingQuery>
  /** Server-rendered state to start from without a request (see {@link Listing.dehydrate}). */
  snapshot?: ListingSnapshot
}

/** A listing's state as JSON data, for handing a server-rendered listing to the browser. */
export interface ListingSnapshot {
  /** The listing's query. */
  query: ListingQuery
  /** The loaded products. */
  products: ProductSummary[]
  /** The layered filters. */
  filters: LayeredFilter[]
  /** How many products match. */
  total: number
  /** How many pages there are. */
  totalPages: number
}

/**
 * The controller of one product listing (category page, search page, all products): stores for the page to
 * show and methods for what the shopper does.
 *
 * @remarks
 * Filter changes reset to page 1 and load after a 500 ms pause; a newer change cancels the pending one and
 * aborts its request, and a late answer never overwrites a newer one. Sort, page size and keyword changes
 * reset to page 1 and load at once. Methods that can be refused (a page out of range, a sort the category
 * does not allow) return false and change nothing.
 */
export interface Listing {
  /** The products shown: one page, or several after `loadMore`. */
  readonly $products: ReadableAtom<ProductSummary[]>
  /** The layered filters to choose from, with counts. */
  readonly $filters: ReadableAtom<LayeredFilter[]>
  /** The listing's state: chosen filters, page, featured, sort, page size and keywords. */
  readonly $query: ReadableAtom<ListingQuery>
  /** The chosen filters by attribute code. */
  readonly $selected: ReadableAtom<ListingFilters>
  /** How many filter values are chosen (each option, each yes/no, each range counts one). */
  readonly $filterCount: ReadableAtom<number>
  /** How many products match. */
  readonly $total: ReadableAtom<number>
  /** The current page (the last one loaded after `loadMore`). */
  readonly $page: ReadableAtom<number>
  /** How many pages there are (0 before the first load). */
  readonly $totalPages: ReadableAtom<number>
  /** The sort in effect. */
  readonly $sort: ReadableAtom<SortType>
  /** The sort options to offer, restricted by the category's `sortTypes`. */
  readonly $sortOptions: ReadableAtom<readonly SortType[]>
  /** The page size in effect. */
  readonly $pageSize: ReadableAtom<PageSize>
  /** True while a load is pending or running. */
  readonly $loading: ReadableAtom<boolean>
  /** The error of the last load, or null. */
  readonly $error: ReadableAtom<SdkError | null>
  /** The URL query of the state, canonical and without `?`, for the page to write with history replace. */
  readonly $search: ReadableAtom<string>
  /** Loads the current page and the filters now, cancelling anything pending. */
  load(): Promise<Result<void>>
  /** Resolves when no load is pending or running, with the outcome of the last one. */
  settled(): Promise<Result<void>>
  /** Sets (or, with null, removes) one filter; resets to page 1 and loads after 500 ms. */
  setFilter(code: string, value: FilterValue | null): void
  /** Ticks or unticks an option id (number) or yes/no (boolean) of a filter; resets to page 1 and loads after 500 ms. */
  toggleOption(code: string, value: number | boolean): void
  /** Removes every filter; resets to page 1 and loads after 500 ms. */
  clearFilters(): void
  /** Chooses a sort option; false when the listing does not offer it. */
  setSort(sort: SortType): boolean
  /** Chooses 12 or 24 products per page; false for another size. */
  setPageSize(size: PageSize): boolean
  /** Goes to a page; false (ignored) outside 1..totalPages. */
  setPage(page: number): boolean
  /** Goes to the next page; false on the last page. */
  next(): boolean
  /** Goes to the previous page; false on the first page. */
  previous(): boolean
  /** Appends the next page to the products; false on the last page or while loading. */
  loadMore(): boolean
  /** Sets the search words; resets to page 1 and loads. */
  setKeywords(keywords: string): void
  /** Shows only featured products or all; resets to page 1 and loads. */
  setFeatured(featured: boolean): void
  /** The listing's state as JSON data. */
  dehydrate(): ListingSnapshot
  /** Cancels what is pending or running; the listing loads nothing afterwards. */
  dispose(): void
}
