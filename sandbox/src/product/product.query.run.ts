import type Database from 'better-sqlite3'
import { all } from '../db/db.statements'
import type { ContentLanguage } from '../http/http.language'
import { withDescendants } from './category.queries'
import type { AttributeDefinition } from './product.attributes'
import { BRAND_FILTER, type ProductQuery, type Range } from './product.query.parse'
import { relevance } from './product.search'

/** A listed product that matched the SQL part of a query, with what sorting needs. */
export interface ProductCandidate {
  id: number
  name: string
  finalPrice: number
  categoryPriority: number
  brandId: number | null
  /** Keyword relevance; 0 without keywords. */
  score: number
}

/** The attribute values of one product, by attribute id, for attribute filters and facets. */
export interface ProductFacts {
  options: Map<number, Set<number>>
  numbers: Map<number, number>
  flags: Map<number, boolean>
  /** Epoch milliseconds. */
  dates: Map<number, number>
}

/** One filter that narrows candidates in memory: an attribute filter or the price range. */
export interface ProductPredicate {
  /** The filter key (`price` or the attribute code); a facet ignores its own predicate. */
  key: string
  test(candidate: ProductCandidate, facts: ProductFacts | undefined): boolean
}

/** The sort params of the product list. */
export const PRODUCT_SORT_PARAMS = ['id', 'finalPrice', 'name', 'categoryPriority', 'relevance'] as const

/** A product sort param. */
export type ProductSortParam = (typeof PRODUCT_SORT_PARAMS)[number]

interface CandidateRow {
  id: number
  name: string
  final_price: number
  category_priority: number
  brand_id: number | null
  sku?: string
  variant_skus?: string | null
  brand?: string | null
  short_description?: string
  description?: string
}

/**
 * The listed products (not variants, visible) matching everything of `query` that SQL decides (categories,
 * ids, discount, featured, tags, archived) and then the keywords. Brand, price and attribute filters are
 * {@link predicatesOf}: facets need the candidates before them.
 */
export function findCandidates(db: Database.Database, query: ProductQuery, language: ContentLanguage): ProductCandidate[] {
  if (!query.hasCriteria) return []
  const where = ['p.parent_id IS NULL', 'p.visible = 1', 'p.archived = @archived']
  const params: Record<string, unknown> = { language, archived: query.archived ? 1 : 0 }
  const inCategories = (param: string) =>
    `EXISTS (SELECT 1 FROM product_categories pc WHERE pc.product_id = p.id AND pc.category_id IN (SELECT value FROM json_each(@${param})))`
  if (query.ids) {
    where.push('p.id IN (SELECT value FROM json_each(@ids))')
    params.ids = JSON.stringify(query.ids)
  }
  if (query.mainCategoryId !== undefined) {
    where.push(inCategories('main'))
    params.main = JSON.stringify(withDescendants(db, [query.mainCategoryId]))
  }
  if (query.categoryIds) {
    where.push(inCategories('categories'))
    params.categories = JSON.stringify(withDescendants(db, query.categoryIds))
  }
  if (query.discount !== undefined) where.push(query.discount ? 'p.discount_retail_price IS NOT NULL' : 'p.discount_retail_price IS NULL')
  if (query.featured !== undefined) {
    where.push('p.featured = @featured')
    params.featured = query.featured ? 1 : 0
  }
  if (query.tags) {
    // Tags match by slug, name or id, case-insensitively (the shop displays novo, najprodavanije, popust in any case).
    where.push(`EXISTS (SELECT 1 FROM product_tags pt JOIN tags tg ON tg.id = pt.tag_id WHERE pt.product_id = p.id
      AND (lower(tg.slug) IN (SELECT lower(value) FROM json_each(@tags)) OR lower(tg.name) IN (SELECT lower(value) FROM json_each(@tags))
        OR CAST(tg.id AS TEXT) IN (SELECT value FROM json_each(@tags))))`)
    params.tags = JSON.stringify(query.tags)
  }
  const searchColumns = query.search
    ? `, p.sku, b.name AS brand, t.short_description, t.description,
       (SELECT group_concat(v.sku, ' ') FROM products v WHERE v.parent_id = p.id) AS variant_skus`
    : ''
  const rows = all<CandidateRow>(
    db,
    `SELECT p.id, t.name, p.final_price, p.category_priority, p.brand_id${searchColumns}
       FROM products p
       JOIN product_translations t ON t.product_id = p.id AND t.language = @language
       LEFT JOIN brands b ON b.id = p.brand_id
      WHERE ${where.join(' AND ')}`,
    params,
  )
  const candidate = (row: CandidateRow, score: number): ProductCandidate => ({
    id: row.id,
    name: row.name,
    finalPrice: row.final_price,
    categoryPriority: row.category_priority,
    brandId: row.brand_id,
    score,
  })
  const search = query.search
  if (!search) return rows.map((row) => candidate(row, 0))
  return rows.flatMap((row) => {
    const score = relevance(
      {
        name: row.name,
        sku: row.sku ?? '',
        variantSkus: row.variant_skus ? row.variant_skus.split(' ') : [],
        brand: row.brand ?? '',
        shortDescription: row.short_description ?? '',
        description: row.description ?? '',
      },
      search,
    )
    return score > 0 ? [candidate(row, score)] : []
  })
}

/** The in-memory filters of a query: the brands, the price range and every attribute filter. */
export function predicatesOf(query: ProductQuery): ProductPredicate[] {
  const predicates: ProductPredicate[] = []
  if (query.price) {
    const range = query.price
    predicates.push({ key: 'price', test: (candidate) => inRange(candidate.finalPrice, range) })
  }
  if (query.brandIds) {
    const brands = new Set(query.brandIds)
    predicates.push({ key: BRAND_FILTER, test: (candidate) => candidate.brandId !== null && brands.has(candidate.brandId) })
  }
  for (const filter of query.attributeFilters) {
    const id = filter.attribute.id
    switch (filter.kind) {
      case 'options':
        predicates.push({ key: filter.key, test: (_, facts) => [...(facts?.options.get(id) ?? [])].some((option) => filter.optionIds.has(option)) })
        break
      case 'flag':
        predicates.push({ key: filter.key, test: (_, facts) => facts?.flags.has(id) === true && filter.values.has(facts.flags.get(id)!) })
        break
      case 'number':
        predicates.push({ key: filter.key, test: (_, facts) => inRange(facts?.numbers.get(id), filter.range) })
        break
      case 'date':
        predicates.push({ key: filter.key, test: (_, facts) => inRange(facts?.dates.get(id), filter.range) })
        break
    }
  }
  return predicates
}

/** Reads the attribute values of `ids` (one query). */
export function loadFacts(db: Database.Database, ids: readonly number[], attributes: readonly AttributeDefinition[]): Map<number, ProductFacts> {
  const byId = new Map(attributes.map((attribute) => [attribute.id, attribute]))
  const facts = new Map<number, ProductFacts>()
  if (ids.length === 0) return facts
  const rows = all<{ product_id: number; attribute_id: number; option_id: number | null; value_number: number | null; value_date: string | null }>(
    db,
    `SELECT product_id, attribute_id, option_id, value_number, value_date FROM product_attribute_values
      WHERE product_id IN (SELECT value FROM json_each(?))`,
    JSON.stringify(ids),
  )
  for (const row of rows) {
    const attribute = byId.get(row.attribute_id)
    if (!attribute) continue
    let entry = facts.get(row.product_id)
    if (!entry) {
      entry = { options: new Map(), numbers: new Map(), flags: new Map(), dates: new Map() }
      facts.set(row.product_id, entry)
    }
    if (attribute.kind === 'options' && row.option_id !== null) {
      let set = entry.options.get(attribute.id)
      if (!set) entry.options.set(attribute.id, (set = new Set()))
      set.add(row.option_id)
    } else if (attribute.kind === 'number' && row.value_number !== null) entry.numbers.set(attribute.id, row.value_number)
    else if (attribute.kind === 'flag' && row.value_number !== null) entry.flags.set(attribute.id, row.value_number === 1)
    else if (attribute.kind === 'date' && row.value_date !== null) entry.dates.set(attribute.id, Date.parse(row.value_date))
  }
  return facts
}

/**
 * Sorts candidates. Without a sort: by relevance when searching, in the order of `ids` when asked by ids,
 * else newest first (id descending, the shop's default sort option 1). Ties go by id ascending.
 */
export function sortCandidates(
  candidates: ProductCandidate[],
  sort: { param: ProductSortParam; order: 'asc' | 'desc' } | undefined,
  query: ProductQuery,
  language: ContentLanguage,
): ProductCandidate[] {
  if (!sort && !query.search && query.ids) {
    const position = new Map(query.ids.map((id, index) => [id, index] as const))
    return candidates.sort((a, b) => position.get(a.id)! - position.get(b.id)!)
  }
  const { param, order } = sort ?? (query.search ? { param: 'relevance' as const, order: 'desc' as const } : { param: 'id' as const, order: 'desc' as const })
  const collator = new Intl.Collator(language, { sensitivity: 'base', numeric: true })
  const comparators: Record<ProductSortParam, (a: ProductCandidate, b: ProductCandidate) => number> = {
    id: (a, b) => a.id - b.id,
    finalPrice: (a, b) => a.finalPrice - b.finalPrice,
    name: (a, b) => collator.compare(a.name, b.name),
    categoryPriority: (a, b) => a.categoryPriority - b.categoryPriority,
    relevance: (a, b) => a.score - b.score,
  }
  const compare = comparators[param]
  const sign = order === 'asc' ? 1 : -1
  return candidates.sort((a, b) => sign * compare(a, b) || a.id - b.id)
}

function inRange(value: number | undefined, range: Range): boolean {
  if (value === undefined) return false
  return (range.min === undefined || value >= range.min) && (range.max === undefined || value <= range.max)
}

/** Narrows candidates by `predicates`, reading attribute values only when an attribute filter needs them. */
export function filterCandidates(
  db: Database.Database,
  candidates: ProductCandidate[],
  predicates: readonly ProductPredicate[],
  attributes: readonly AttributeDefinition[],
): ProductCandidate[] {
  if (predicates.length === 0) return candidates
  const facts = attributes.length > 0 ? loadFacts(db, candidates.map((candidate) => candidate.id), attributes) : new Map<number, ProductFacts>()
  return candidates.filter((candidate) => predicates.every((predicate) => predicate.test(candidate, facts.get(candidate.id))))
}
