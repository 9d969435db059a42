import type { ListingCategory, PageSize, SortType } from './catalog.listing.types'
import type { ProductSort } from './catalog.types'

/** Every sort option, in the order the shop offers them (spec §9). */
export const SORT_TYPES: readonly SortType[] = [1, 2, 3, 4, 5, 6, 7, 8]

/** The default sort option: newest first. */
export const DEFAULT_SORT: SortType = 1

/** The page sizes a listing offers. */
export const PAGE_SIZES: readonly PageSize[] = [12, 24]

/** The default page size. */
export const DEFAULT_PAGE_SIZE: PageSize = 12

// Pairs of options share a param: 1/2 id, 3/4 finalPrice, 5/6 name, 7/8 categoryPriority.
const SORT_PARAMS = ['id', 'finalPrice', 'name', 'categoryPriority'] as const

/** Tells whether a value is one of the eight sort options. */
export function isSortType(value: unknown): value is SortType {
  return (SORT_TYPES as readonly unknown[]).includes(value)
}

/** The wire sort of an option: 1 `id desc`, 2 `id asc`, 3 `finalPrice asc`, 4 `finalPrice desc`, 5 `name asc`, 6 `name desc`, 7 `categoryPriority asc`, 8 `categoryPriority desc`. */
export function productSortOf(sort: SortType): ProductSort {
  // "1 newest first (id desc)" is the one pair whose first option is descending.
  const ascending = sort === 1 ? false : sort === 2 ? true : sort % 2 === 1
  return { param: SORT_PARAMS[(sort - 1) >> 1]!, order: ascending ? 'asc' : 'desc' }
}

/**
 * The sort options a listing offers and its default: a category's `sortTypes` in its order (all eight when empty) and
 * its `sortDefaultType` when that is one of them, else the first option offered.
 */
export function sortOptionsOf(category?: Pick<ListingCategory, 'sortTypes' | 'sortDefaultType'>): {
  /** The sort types to offer, in the category's order (all eight when it names none). */
  options: readonly SortType[]
  /** The sort a listing starts with: the category's default when offered, else the house default or the first option. */
  defaultSort: SortType
} {
  // In the category's own order (the sale category offers cheapest first first), without repeats or unknowns.
  const allowed = [...new Set(category?.sortTypes)].filter(isSortType)
  const options = allowed.length > 0 ? allowed : SORT_TYPES
  const wanted = category?.sortDefaultType
  return { options, defaultSort: options.find((sort) => sort === wanted) ?? (options.includes(DEFAULT_SORT) ? DEFAULT_SORT : options[0]!) }
}
