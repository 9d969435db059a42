import type Database from 'better-sqlite3'
import { fail } from '../http/http.errors'
import { invalid, optionalBoolean, optionalIdList, optionalString, optionalStringList } from '../http/http.input'
import type { ContentLanguage } from '../http/http.language'
import { findCategoryId } from './category.queries'
import { type AttributeDefinition, readAttributes } from './product.attributes'
import { parseSearch, type SearchQuery } from './product.search'

/** A closed or half-open range; dates are epoch milliseconds. */
export interface Range {
  min?: number
  max?: number
}

/** A filter on one attribute, keyed by its code. */
export type AttributeFilter =
  | { key: string; attribute: AttributeDefinition; kind: 'options'; optionIds: ReadonlySet<number> }
  | { key: string; attribute: AttributeDefinition; kind: 'flag'; values: ReadonlySet<boolean> }
  | { key: string; attribute: AttributeDefinition; kind: 'number' | 'date'; range: Range }

/** What a product list or layered-navigation request asks for, validated. */
export interface ProductQuery {
  search?: SearchQuery
  /** `mainCategory`: products of this category or its sub-categories. */
  mainCategoryId?: number
  /** `filters.categories`: products of any of these categories (or their sub-categories). */
  categoryIds?: number[]
  ids?: number[]
  archived: boolean
  discount?: boolean
  featured?: boolean
  /** Tag names, slugs or ids; a product with any of them matches. */
  tags?: string[]
  brandIds?: number[]
  price?: Range
  attributeFilters: AttributeFilter[]
  /** False for a call that names no category, keywords, ids or filters: it answers an empty list. */
  hasCriteria: boolean
}

/**
 * The brand filter's key, as layered navigation names it (`attributeCode`) and as `web/filter` reads it
 * (`filters.brand`, or `filters.brands`): a list of brand ids.
 */
export const BRAND_FILTER = 'brand'

/** The `filters` keys that are not attribute codes. */
export const SYSTEM_FILTERS = ['archived', 'categories', 'discount', 'featured', 'tags', 'ids', 'brands', BRAND_FILTER, 'price'] as const

/**
 * Reads `keywords`, `mainCategory`, `ids` and `filters` of a `web/filter` or `layered/navigation` body.
 * `filters` is an object keyed by filter (system keys and attribute codes), or a list of `{ key, value }`.
 */
export function parseProductQuery(db: Database.Database, body: Record<string, unknown>, language: ContentLanguage): ProductQuery {
  const keywords = optionalString(body.keywords, 'keywords', 200)
  const search = keywords ? parseSearch(keywords) : undefined
  const filters = filterMap(body.filters)
  const query: ProductQuery = { archived: false, attributeFilters: [], hasCriteria: false }
  if (search) query.search = search

  const mainCategory = body.mainCategory
  if (mainCategory !== undefined && mainCategory !== null && mainCategory !== '') {
    if (typeof mainCategory !== 'number' && typeof mainCategory !== 'string') invalid('mainCategory', 'mainCategory must be a category id or slug.')
    const id = findCategoryId(db, mainCategory, language)
    if (id === undefined) fail(404, 'Category not found.')
    query.mainCategoryId = id
  }

  const ids = [...(optionalIdList(body.ids, 'ids') ?? []), ...(optionalIdList(filters.ids, 'filters.ids') ?? [])]
  if (body.ids !== undefined || filters.ids !== undefined) query.ids = ids
  const categoryIds = optionalIdList(filters.categories, 'filters.categories')
  if (categoryIds) query.categoryIds = categoryIds
  query.archived = optionalBoolean(filters.archived, 'filters.archived') ?? false
  const discount = optionalBoolean(filters.discount, 'filters.discount')
  if (discount !== undefined) query.discount = discount
  const featured = optionalBoolean(filters.featured, 'filters.featured')
  if (featured !== undefined) query.featured = featured
  const tags = filters.tags === undefined ? undefined : tagList(filters.tags)
  if (tags) query.tags = tags
  if (filters.brands !== undefined && filters[BRAND_FILTER] !== undefined) invalid('filters.brand', 'Give filters.brand or filters.brands, not both.')
  const brandIds = optionalIdList(filters.brands, 'filters.brands') ?? optionalIdList(brandValue(filters[BRAND_FILTER]), `filters.${BRAND_FILTER}`)
  if (brandIds) query.brandIds = brandIds
  if (filters.price !== undefined) query.price = numberRange(filters.price, 'filters.price')

  const attributes = new Map(readAttributes(db).map((attribute) => [attribute.code, attribute]))
  for (const [key, value] of Object.entries(filters)) {
    if ((SYSTEM_FILTERS as readonly string[]).includes(key)) continue
    const attribute = attributes.get(key)
    if (!attribute?.filterable) invalid(`filters.${key}`, `Unknown filter: ${key}.`)
    query.attributeFilters.push(attributeFilter(attribute, value, `filters.${key}`))
  }

  query.hasCriteria = search !== undefined || query.mainCategoryId !== undefined || query.ids !== undefined || Object.keys(filters).length > 0
  return query
}

function filterMap(value: unknown): Record<string, unknown> {
  if (value === undefined || value === null) return {}
  if (Array.isArray(value)) {
    const map: Record<string, unknown> = {}
    value.forEach((entry: unknown, index) => {
      const key = (entry as { key?: unknown } | null)?.key
      if (typeof entry !== 'object' || entry === null || typeof key !== 'string' || key === '') {
        invalid(`filters[${index}]`, `filters[${index}] must be an object { key, value }.`)
      }
      if (key in map) invalid(`filters.${key}`, `filters.${key} is given twice.`)
      map[key] = (entry as { value?: unknown }).value
    })
    return map
  }
  if (typeof value !== 'object') invalid('filters', 'filters must be an object keyed by filter, or a list of { key, value }.')
  return value as Record<string, unknown>
}

/** One brand id may come bare, as the URL codec sends a single option (`brand=4`). */
function brandValue(value: unknown): unknown {
  return typeof value === 'number' ? [value] : value
}

function tagList(value: unknown): string[] {
  const list =
    typeof value === 'number' ? [String(value)] : Array.isArray(value) ? value.map((item) => (typeof item === 'number' ? String(item) : item)) : value
  return optionalStringList(list, 'filters.tags') ?? []
}

function attributeFilter(attribute: AttributeDefinition, value: unknown, path: string): AttributeFilter {
  switch (attribute.kind) {
    case 'options': {
      const ids = optionalIdList(typeof value === 'number' ? [value] : value, path)
      if (!ids) invalid(path, `${path} must be a list of positive integers.`)
      return { key: attribute.code, attribute, kind: 'options', optionIds: new Set(ids) }
    }
    case 'flag':
      return { key: attribute.code, attribute, kind: 'flag', values: new Set(flagValues(value, path)) }
    case 'number':
      return { key: attribute.code, attribute, kind: 'number', range: numberRange(value, path) }
    case 'date':
      return { key: attribute.code, attribute, kind: 'date', range: dateRange(value, path) }
  }
}

const YES = new Set<unknown>([true, 1, '1', 'yes', 'true'])
const NO = new Set<unknown>([false, 0, '0', 'no', 'false'])

// A yes/no filter comes from the shop's query string as `yes`, `no` or `yes,no`.
function flagValues(value: unknown, path: string): boolean[] {
  const items = typeof value === 'string' ? value.split(',').map((item) => item.trim().toLowerCase()) : Array.isArray(value) ? value : [value]
  if (items.length === 0) invalid(path, `${path} must be yes or no.`)
  return items.map((item: unknown) => {
    const normalised = typeof item === 'string' ? item.toLowerCase() : item
    if (YES.has(normalised)) return true
    if (NO.has(normalised)) return false
    return invalid(path, `${path} must be yes or no.`)
  })
}

function rangeObject(value: unknown, path: string, shape: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) invalid(path, `${path} must be an object ${shape}.`)
  return value as Record<string, unknown>
}

function numberRange(value: unknown, path: string): Range {
  const object = rangeObject(value, path, '{ min, max }')
  const read = (key: 'min' | 'max'): number | undefined => {
    const raw = object[key]
    if (raw === undefined || raw === null || raw === '') return undefined
    const n = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw
    if (typeof n !== 'number' || !Number.isFinite(n)) invalid(`${path}.${key}`, `${path}.${key} must be a number.`)
    return n
  }
  return checkedRange({ min: read('min'), max: read('max') }, path, '{ min, max }')
}

function dateRange(value: unknown, path: string): Range {
  const object = rangeObject(value, path, '{ min, max } (or { from, to })')
  const read = (key: 'min' | 'max', alias: 'from' | 'to'): number | undefined => {
    const raw = object[key] ?? object[alias]
    if (raw === undefined || raw === null || raw === '') return undefined
    const time = typeof raw === 'string' && /^\d{4}-\d{2}-\d{2}/.test(raw) ? Date.parse(raw) : Number.NaN
    if (Number.isNaN(time)) invalid(`${path}.${key}`, `${path}.${key} must be an ISO date or date-time.`)
    return time
  }
  return checkedRange({ min: read('min', 'from'), max: read('max', 'to') }, path, '{ min, max }')
}

function checkedRange(range: { min: number | undefined; max: number | undefined }, path: string, shape: string): Range {
  if (range.min === undefined && range.max === undefined) invalid(path, `${path} must be an object ${shape} with at least one bound.`)
  if (range.min !== undefined && range.max !== undefined && range.min > range.max) invalid(path, `${path}.min must not be above ${path}.max.`)
  const result: Range = {}
  if (range.min !== undefined) result.min = range.min
  if (range.max !== undefined) result.max = range.max
  return result
}
