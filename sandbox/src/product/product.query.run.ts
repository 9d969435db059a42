import type Database from 'better-sqlite3'
import { sql } from '../db/db.statements'
import type { ContentLanguage } from '../http/http.language'
import { withDescendants } from './category.queries'
import { type Catalogue, nameRanks } from './product.catalogue'
import { BRAND_FILTER, type ProductQuery, type Range } from './product.query.parse'
import { searchCatalogue } from './product.search.index'

/** A listed product that matched the criteria of a query: its position in the catalogue, with what sorting needs. */
export interface ProductCandidate {
  position: number
  /** Keyword relevance; 0 without keywords. */
  score: number
}

/** One filter that narrows candidates after the criteria: an attribute filter, the brands or the price range. */
export interface ProductPredicate {
  /** The filter key (`price`, `brand` or the attribute code); a facet ignores its own predicate. */
  key: string
  test(position: number): boolean
}

/** The sort params of the product list. */
export const PRODUCT_SORT_PARAMS = ['id', 'finalPrice', 'name', 'categoryPriority', 'relevance'] as const

/** A product sort param. */
export type ProductSortParam = (typeof PRODUCT_SORT_PARAMS)[number]

/**
 * The listed products (not variants, visible, translated into `language`) matching the criteria of `query`:
 * categories, ids, discount, featured, tags, archived and the keywords. Brand, price and attribute filters are
 * {@link predicatesOf}: facets need the candidates before them. In id order.
 */
export function findCandidates(db: Database.Database, catalogue: Catalogue, query: ProductQuery, language: ContentLanguage): ProductCandidate[] {
  if (!query.hasCriteria) return []
  const tests: Array<(position: number) => boolean> = []
  const member = (positions: Iterable<number>) => {
    const mask = new Uint8Array(catalogue.size)
    for (const position of positions) mask[position] = 1
    tests.push((position) => mask[position] === 1)
  }
  const byIds = (ids: Iterable<number>) => [...ids].flatMap((id) => catalogue.positionOf.get(id) ?? [])
  const inCategories = (ids: readonly number[]) => withDescendants(db, ids).flatMap((id) => catalogue.inCategory.get(id) ?? [])
  if (query.ids) member(byIds(query.ids))
  if (query.mainCategoryId !== undefined) member(inCategories([query.mainCategoryId]))
  if (query.categoryIds) member(inCategories(query.categoryIds))
  if (query.discount !== undefined) {
    const discounted = query.discount ? 1 : 0
    tests.push((position) => catalogue.discounted[position] === discounted)
  }
  if (query.featured !== undefined) {
    const featured = query.featured ? 1 : 0
    tests.push((position) => catalogue.featured[position] === featured)
  }
  if (query.tags) member(byIds(taggedProductIds(db, query.tags)))

  const names = catalogue.names[language]
  const archived = query.archived ? 1 : 0
  const scores = query.search ? searchCatalogue(db, catalogue, query.search, language) : undefined
  const positions = scores ? [...scores.keys()].sort((a, b) => a - b) : catalogue.ids.keys()
  const candidates: ProductCandidate[] = []
  for (const position of positions) {
    if (names[position] === undefined || catalogue.archived[position] !== archived) continue
    if (tests.every((test) => test(position))) candidates.push({ position, score: scores?.get(position) ?? 0 })
  }
  return candidates
}

// Tags match by slug, name or id, case-insensitively (the shop displays novo, najprodavanije, popust in any case).
function taggedProductIds(db: Database.Database, tags: readonly string[]): number[] {
  return sql(
    db,
    `SELECT DISTINCT product_id FROM product_tags WHERE tag_id IN (
       SELECT id FROM tags WHERE lower(slug) IN (SELECT lower(value) FROM json_each(@tags)) OR lower(name) IN (SELECT lower(value) FROM json_each(@tags))
          OR CAST(id AS TEXT) IN (SELECT value FROM json_each(@tags)))`,
  )
    .pluck(true)
    .all({ tags: JSON.stringify(tags) }) as number[]
}

/** The filters of a query that narrow candidates: the brands, the price range and every attribute filter. */
export function predicatesOf(catalogue: Catalogue, query: ProductQuery): ProductPredicate[] {
  const predicates: ProductPredicate[] = []
  if (query.price) {
    const range = query.price
    predicates.push({ key: 'price', test: (position) => inRange(catalogue.finalPrice[position]!, range) })
  }
  if (query.brandIds) {
    const brands = new Set(query.brandIds)
    predicates.push({
      key: BRAND_FILTER,
      test: (position) => {
        const brandId = catalogue.brandId[position]
        return brandId !== null && brandId !== undefined && brands.has(brandId)
      },
    })
  }
  for (const filter of query.attributeFilters) {
    const column = catalogue.attributes.get(filter.attribute.id)
    let test: (position: number) => boolean = () => false
    if (filter.kind === 'options' && column?.kind === 'options') {
      const wanted = column.optionIds.map((id) => filter.optionIds.has(id))
      test = (position) => {
        for (let i = column.start[position]!; i < column.start[position + 1]!; i++) if (wanted[column.slots[i]!]) return true
        return false
      }
    } else if (filter.kind === 'flag' && column?.kind === 'flag') {
      test = (position) => {
        const flag = column.values[position]!
        return !Number.isNaN(flag) && filter.values.has(flag === 1)
      }
    } else if ((filter.kind === 'number' || filter.kind === 'date') && column?.kind === filter.kind) {
      test = (position) => inRange(column.values[position]!, filter.range)
    }
    predicates.push({ key: filter.key, test })
  }
  return predicates
}

/** Narrows candidates by `predicates`. */
export function filterCandidates(candidates: ProductCandidate[], predicates: readonly ProductPredicate[]): ProductCandidate[] {
  if (predicates.length === 0) return candidates
  return candidates.filter((candidate) => predicates.every((predicate) => predicate.test(candidate.position)))
}

/**
 * Sorts candidates. Without a sort: by relevance when searching, in the order of `ids` when asked by ids,
 * else newest first (id descending, the shop's default sort option 1). Ties go by id ascending.
 */
export function sortCandidates(
  catalogue: Catalogue,
  candidates: ProductCandidate[],
  sort: { param: ProductSortParam; order: 'asc' | 'desc' } | undefined,
  query: ProductQuery,
  language: ContentLanguage,
): ProductCandidate[] {
  const { ids } = catalogue
  if (!sort && !query.search && query.ids) {
    const position = new Map(query.ids.map((id, index) => [id, index] as const))
    return candidates.sort((a, b) => position.get(ids[a.position]!)! - position.get(ids[b.position]!)!)
  }
  const { param, order } = sort ?? (query.search ? { param: 'relevance' as const, order: 'desc' as const } : { param: 'id' as const, order: 'desc' as const })
  const ranks = param === 'name' ? nameRanks(catalogue, language) : undefined
  const comparators: Record<ProductSortParam, (a: ProductCandidate, b: ProductCandidate) => number> = {
    id: (a, b) => ids[a.position]! - ids[b.position]!,
    finalPrice: (a, b) => catalogue.finalPrice[a.position]! - catalogue.finalPrice[b.position]!,
    name: (a, b) => ranks![a.position]! - ranks![b.position]!,
    categoryPriority: (a, b) => catalogue.categoryPriority[a.position]! - catalogue.categoryPriority[b.position]!,
    relevance: (a, b) => a.score - b.score,
  }
  const compare = comparators[param]
  const sign = order === 'asc' ? 1 : -1
  // Positions are in id order, so the tie-break by position is the tie-break by id.
  return candidates.sort((a, b) => sign * compare(a, b) || a.position - b.position)
}

/** The product ids of candidates, in their order. */
export function candidateIds(catalogue: Catalogue, candidates: readonly ProductCandidate[]): number[] {
  return candidates.map((candidate) => catalogue.ids[candidate.position]!)
}

function inRange(value: number, range: Range): boolean {
  if (Number.isNaN(value)) return false
  return (range.min === undefined || value >= range.min) && (range.max === undefined || value <= range.max)
}
