import { filterKindOf } from './catalog.filters'
import type { FilterValue, ListingFilters, ListingQuery, PageSize } from './catalog.listing.types'
import { isSortType, PAGE_SIZES } from './catalog.sort'
import type { LayeredFilter } from './catalog.types'

/** The URL parameters that are not filters. */
export const LISTING_QUERY_PARAMS = ['featured', 'limit', 'page', 'search', 'sort'] as const

// A number bound: digits with an optional fraction; ranges are `min-max` with either side optional.
const NUMBER = '(\\d+(?:\\.\\d+)?)'
const RANGE = new RegExp(`^${NUMBER}?-${NUMBER}?$`)
const DATE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})?)?$/
const IDS = /^[1-9]\d*(?:,[1-9]\d*)*$/

const isDate = (text: string): boolean => DATE.test(text) && !Number.isNaN(Date.parse(text))

function encodeValue(value: FilterValue): string {
  switch (value.kind) {
    case 'options':
      return [...new Set(value.ids)].sort((a, b) => a - b).join(',')
    case 'yesNo':
      return [true, false]
        .filter((flag) => value.values.includes(flag))
        .map((flag) => (flag ? 'yes' : 'no'))
        .join(',')
    case 'range':
      return `${value.min ?? ''}-${value.max ?? ''}`
    case 'dateRange':
      return `${encodeURIComponent(value.from ?? '')}_${encodeURIComponent(value.to ?? '')}`
  }
}

/** Reads one filter parameter by its syntax; undefined when it is not a valid value of `kind` (or of any kind). */
function decodeValue(text: string, kind?: FilterValue['kind']): FilterValue | undefined {
  let value: FilterValue | undefined
  if (IDS.test(text)) {
    const ids = [...new Set(text.split(',').map(Number))].filter(Number.isSafeInteger).sort((a, b) => a - b)
    if (ids.length === 0) return undefined
    value = { kind: 'options', ids }
  } else if (/^(yes|no)(,(yes|no))?$/.test(text)) {
    const flags = text.split(',')
    value = { kind: 'yesNo', values: [true, false].filter((flag) => flags.includes(flag ? 'yes' : 'no')) }
  } else if (RANGE.test(text) && text !== '-') {
    const [min, max] = text.split('-').map((bound) => (bound === '' ? undefined : Number(bound)))
    if (min !== undefined && max !== undefined && min > max) return undefined
    value = { kind: 'range', ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) }
  } else {
    const [from = '', to = '', extra] = text.split('_')
    if (extra !== undefined || (from === '' && to === '') || (from !== '' && !isDate(from)) || (to !== '' && !isDate(to))) return undefined
    if (from !== '' && to !== '' && Date.parse(from) > Date.parse(to)) return undefined
    value = { kind: 'dateRange', ...(from === '' ? {} : { from }), ...(to === '' ? {} : { to }) }
  }
  // A single option id also reads as a one-value list; a known number filter needs the range syntax.
  return kind === undefined || value.kind === kind ? value : undefined
}

/**
 * Writes a listing's state as a URL query (without `?`): one parameter per filter plus `featured`, `limit`,
 * `page`, `search` and `sort`, sorted by name, defaults left out.
 *
 * @remarks
 * The format (spec §2: "one per filter (attribute code) holding comma-separated numeric ids or yes/no"):
 * - option filters: ascending ids, `boja=3,7`;
 * - yes/no filters: `eko=yes`, `eko=no` or `eko=yes,no`;
 * - number ranges (the price, number fields): `min-max` with either side optional, `price=10-49.99`, `tezina=-5`;
 * - date ranges (date, date-time): `from_to` with ISO dates or date-times, either side optional, `dostupno_od=2026-06-01_`;
 * - `page` when not 1, `featured=1` when set, `sort` (1 to 8) and `limit` (12 or 24) when chosen, `search` when there are search words.
 *
 * The output is canonical: equal states give equal text, so it can be compared to the current URL.
 */
export function encodeListingQuery(query: ListingQuery): string {
  const params: Array<[string, string]> = Object.entries(query.filters).map(([code, value]) => [encodeURIComponent(code), encodeValue(value)])
  if (query.page > 1) params.push(['page', String(query.page)])
  if (query.featured) params.push(['featured', '1'])
  if (query.sort !== undefined) params.push(['sort', String(query.sort)])
  if (query.limit !== undefined) params.push(['limit', String(query.limit)])
  if (query.keywords) params.push(['search', encodeURIComponent(query.keywords)])
  return params
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('&')
}

/**
 * Reads a listing's state from a URL query; what is unknown or invalid is ignored.
 *
 * @param search - The query (`?boja=3,7&page=2`, with or without `?`) or its parameters.
 * @param filters - The listing's layered filters, when known: then only their codes are read as filters, each
 *   with the syntax of its type. Without them every parameter that reads as a filter value is taken.
 */
export function decodeListingQuery(search: string | URLSearchParams, filters?: readonly Pick<LayeredFilter, 'attributeCode' | 'type'>[]): ListingQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search
  const known = filters && new Map(filters.map((filter) => [filter.attributeCode, filterKindOf(filter.type)]))
  const query: ListingQuery = { filters: {}, page: 1, featured: params.get('featured') === '1' }
  const chosen: ListingFilters = query.filters

  const page = Number(params.get('page'))
  if (Number.isSafeInteger(page) && page > 1) query.page = page
  const sort = Number(params.get('sort'))
  if (isSortType(sort)) query.sort = sort
  const limit = Number(params.get('limit'))
  if (PAGE_SIZES.includes(limit as PageSize)) query.limit = limit as PageSize
  const keywords = params.get('search')
  if (keywords) query.keywords = keywords

  for (const [code, text] of params) {
    if ((LISTING_QUERY_PARAMS as readonly string[]).includes(code) || (known && !known.has(code))) continue
    const value = decodeValue(text, known?.get(code))
    if (value) chosen[code] = value
  }
  return query
}
