import type { FilterValue, ListingFilters, ListingQuery, ListingScope } from './catalog.listing.types'
import type { LayeredFilterType, ProductFilters } from './catalog.types'

/** The kind of value a layered filter type takes: option ids, yes/no, a number range or a date range. */
export function filterKindOf(type: LayeredFilterType): FilterValue['kind'] {
  return type === 'yesNo' ? 'yesNo' : type === 'numberField' ? 'range' : type === 'date' || type === 'dateTime' ? 'dateRange' : 'options'
}

/** How many filter values are chosen: each option id and each yes/no counts one, a range counts one. */
export function countFilters(filters: ListingFilters): number {
  let count = 0
  for (const value of Object.values(filters)) count += value.kind === 'options' ? value.ids.length : value.kind === 'yesNo' ? value.values.length : 1
  return count
}

/** The wire form of a chosen filter: option ids, booleans, or `{ min, max }` (dates as ISO text). */
function wireValue(value: FilterValue): unknown {
  switch (value.kind) {
    case 'options':
      return value.ids
    case 'yesNo':
      return value.values
    case 'range':
      return { min: value.min, max: value.max }
    case 'dateRange':
      return { min: value.from, max: value.to }
  }
}

/**
 * The `filters` of a listing's product and layered-navigation calls.
 *
 * @remarks
 * Spec §9: "Mandatory list filter: archived=false plus categories=[category id]; discount filter adds
 * discount=true" (slug `akcija`, spec §2); `featured=1` adds `featured: true`.
 */
export function listingWireFilters(scope: ListingScope, query: Pick<ListingQuery, 'filters' | 'featured'>): ProductFilters {
  const filters: ProductFilters = { archived: false }
  if ('category' in scope) {
    filters.categories = [scope.category.id]
    if (scope.category.slug === 'akcija' || scope.category.isSale === true) filters.discount = true
  }
  if (query.featured) filters.featured = true
  for (const [code, value] of Object.entries(query.filters)) {
    // The system keys stay the listing's own; only `price` is both a system key and a layered filter.
    if (!(code in filters)) filters[code] = wireValue(value)
  }
  return filters
}
