import type Database from 'better-sqlite3'
import { all } from '../db/db.statements'
import { contentLanguageOf, type RequestLanguage } from '../http/http.language'
import { type AttributeDefinition, type AttributeType, labelIn, readAttributes, YES_NO_LABELS } from './product.attributes'
import { type AttributeColumn, type Catalogue, readCatalogue } from './product.catalogue'
import { BRAND_FILTER, type ProductQuery } from './product.query.parse'
import { findCandidates, predicatesOf, type ProductCandidate, type ProductPredicate } from './product.query.run'

/** One value of a layered filter: an option with its count, or the range of a number, date or the price. */
export interface LayeredValue {
  /** Option id; 1/0 for yes/no; null for a range. */
  id: number | null
  /** Option code; `yes`/`no`; null for a range. */
  code: string | null
  valueLabel: string
  attributeID: number
  totalProducts: number
  minValue: number | string | null
  maxValue: number | string | null
  /** Hex colour (visualSwatch) or short text (textSwatch); only on option values. */
  swatch?: string | null
}

/** A layered filter of the category page. */
export interface LayeredFilter {
  attributeCode: string
  label: string
  type: AttributeType
  attributeID: number
  unit: string | null
  values: LayeredValue[]
}

const PRICE_LABEL: Record<RequestLanguage, string> = { hr: 'Cijena', sl: 'Cena', en: 'Price', de: 'Preis' }
const BRAND_LABEL: Record<RequestLanguage, string> = { hr: 'Brend', sl: 'Znamka', en: 'Brand', de: 'Marke' }
/** The brand filter is not a product attribute; it answers with this attributeID (the price range has 0). */
export const BRAND_ATTRIBUTE_ID = -1

/**
 * The layered filters of a product list: the price range first, then the brands (`brand`, a multipleSelect
 * of brand ids), then every filterable attribute that some product of the list has. Counts follow standard
 * faceting: a facet counts the products that pass every OTHER active filter, so choosing `plava` in `boja`
 * does not shrink the other colours' counts, while it does shrink the counts of `materijal`. Labels are in
 * `language` (chrome); a keyword search matches product names in its content language.
 */
export function layeredNavigation(db: Database.Database, query: ProductQuery, language: RequestLanguage): LayeredFilter[] {
  const catalogue = readCatalogue(db)
  const candidates = findCandidates(db, catalogue, query, contentLanguageOf(language))
  if (candidates.length === 0) return []
  const attributes = readAttributes(db).filter((attribute) => attribute.filterable)
  const poolFor = facetPools(candidates, predicatesOf(catalogue, query))

  const filters: LayeredFilter[] = []
  const price = extent(catalogue.finalPrice, poolFor('price'))
  if (price) {
    filters.push({
      attributeCode: 'price',
      label: PRICE_LABEL[language],
      type: 'numberField',
      attributeID: 0,
      unit: 'EUR',
      values: [{ id: null, code: null, valueLabel: 'EUR', attributeID: 0, totalProducts: price.count, minValue: price.min, maxValue: price.max }],
    })
  }
  const brands = brandFacet(db, catalogue, poolFor(BRAND_FILTER), new Set(query.brandIds ?? []))
  if (brands.length > 0) {
    filters.push({
      attributeCode: BRAND_FILTER,
      label: BRAND_LABEL[language],
      type: 'multipleSelect',
      attributeID: BRAND_ATTRIBUTE_ID,
      unit: null,
      values: brands,
    })
  }
  for (const attribute of attributes) {
    const column = catalogue.attributes.get(attribute.id)
    if (!column) continue
    const selected = query.attributeFilters.find((filter) => filter.key === attribute.code)
    const values = facetValues(attribute, column, poolFor(attribute.code), language, selected?.kind === 'options' ? selected.optionIds : new Set())
    if (values.length > 0) {
      filters.push({
        attributeCode: attribute.code,
        label: labelIn(attribute, language),
        type: attribute.type,
        attributeID: attribute.id,
        unit: attribute.unit,
        values,
      })
    }
  }
  return filters
}

/**
 * The positions each facet counts: the candidates that fail no filter, or only that facet's own. Without
 * active filters (a category page as it opens) every facet counts the same pool.
 */
function facetPools(candidates: readonly ProductCandidate[], predicates: readonly ProductPredicate[]): (key: string) => readonly number[] {
  const passing: number[] = []
  const failingOnly = new Map<string, number[]>()
  for (const { position } of candidates) {
    let failed: string | undefined
    let failures = 0
    for (const predicate of predicates) {
      if (predicate.test(position)) continue
      failed = predicate.key
      if (++failures > 1) break
    }
    if (failures === 0) passing.push(position)
    else if (failures === 1) {
      const list = failingOnly.get(failed!)
      if (list) list.push(position)
      else failingOnly.set(failed!, [position])
    }
  }
  return (key) => {
    const extra = failingOnly.get(key)
    return extra ? [...passing, ...extra] : passing
  }
}

/** How many of `pool` have a value in `values` (not NaN), and the smallest and largest; undefined for none. */
function extent(values: Float64Array, pool: readonly number[]): { count: number; min: number; max: number } | undefined {
  let count = 0
  let min = Number.POSITIVE_INFINITY
  let max = Number.NEGATIVE_INFINITY
  for (const position of pool) {
    const value = values[position]!
    if (Number.isNaN(value)) continue
    count += 1
    if (value < min) min = value
    if (value > max) max = value
  }
  return count > 0 ? { count, min, max } : undefined
}

/** The brands of the pool with their counts, by name; a chosen brand stays listed (with 0) like a chosen option. */
function brandFacet(db: Database.Database, catalogue: Catalogue, pool: readonly number[], selected: ReadonlySet<number>): LayeredValue[] {
  const counts = new Map<number, number>()
  for (const position of pool) {
    const brandId = catalogue.brandId[position]
    if (brandId !== null && brandId !== undefined) counts.set(brandId, (counts.get(brandId) ?? 0) + 1)
  }
  const ids = [...new Set([...counts.keys(), ...selected])]
  if (ids.length === 0) return []
  const rows = all<{ id: number; name: string; slug: string }>(
    db,
    'SELECT id, name, slug FROM brands WHERE id IN (SELECT value FROM json_each(?)) ORDER BY name',
    JSON.stringify(ids),
  )
  return rows.map((brand) => ({
    id: brand.id,
    code: brand.slug,
    valueLabel: brand.name,
    attributeID: BRAND_ATTRIBUTE_ID,
    totalProducts: counts.get(brand.id) ?? 0,
    minValue: null,
    maxValue: null,
  }))
}

function facetValues(
  attribute: AttributeDefinition,
  column: AttributeColumn,
  pool: readonly number[],
  language: RequestLanguage,
  selectedOptions: ReadonlySet<number>,
): LayeredValue[] {
  const base = { attributeID: attribute.id, minValue: null, maxValue: null }
  switch (column.kind) {
    case 'options': {
      const counts = new Int32Array(column.optionIds.length)
      for (const position of pool) {
        for (let i = column.start[position]!; i < column.start[position + 1]!; i++) counts[column.slots[i]!] = counts[column.slots[i]!]! + 1
      }
      const countOf = new Map(column.optionIds.map((id, slot) => [id, counts[slot]!] as const))
      // A chosen option stays listed even when nothing else matches it, so the shop can still show it ticked.
      return attribute.options
        .filter((option) => (countOf.get(option.id) ?? 0) > 0 || selectedOptions.has(option.id))
        .map((option) => ({
          ...base,
          id: option.id,
          code: option.code,
          valueLabel: labelIn(option, language),
          totalProducts: countOf.get(option.id) ?? 0,
          swatch: option.swatch,
        }))
    }
    case 'flag': {
      let yes = 0
      let no = 0
      for (const position of pool) {
        const flag = column.values[position]!
        if (flag === 1) yes += 1
        else if (flag === 0) no += 1
      }
      const labels = YES_NO_LABELS[language]
      return [
        { ...base, id: 1, code: 'yes', valueLabel: labels.yes, totalProducts: yes },
        { ...base, id: 0, code: 'no', valueLabel: labels.no, totalProducts: no },
      ].filter((value) => value.totalProducts > 0)
    }
    case 'number': {
      const range = extent(column.values, pool)
      if (!range) return []
      return [
        {
          ...base,
          id: null,
          code: null,
          valueLabel: attribute.unit ?? labelIn(attribute, language),
          totalProducts: range.count,
          minValue: range.min,
          maxValue: range.max,
        },
      ]
    }
    case 'date': {
      const range = extent(column.values, pool)
      if (!range) return []
      const show = (time: number) => (attribute.type === 'date' ? new Date(time).toISOString().slice(0, 10) : new Date(time).toISOString())
      return [
        {
          ...base,
          id: null,
          code: null,
          valueLabel: labelIn(attribute, language),
          totalProducts: range.count,
          minValue: show(range.min),
          maxValue: show(range.max),
        },
      ]
    }
  }
}
