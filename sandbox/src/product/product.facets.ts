import type Database from 'better-sqlite3'
import { all } from '../db/db.statements'
import type { ContentLanguage } from '../http/http.language'
import { type AttributeDefinition, type AttributeType, readAttributes, YES_NO_LABELS } from './product.attributes'
import { BRAND_FILTER, type ProductQuery } from './product.query.parse'
import { findCandidates, loadFacts, predicatesOf, type ProductCandidate, type ProductFacts } from './product.query.run'

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

const PRICE_LABEL: Record<ContentLanguage, string> = { hr: 'Cijena', sl: 'Cena' }
const BRAND_LABEL: Record<ContentLanguage, string> = { hr: 'Brend', sl: 'Znamka' }
/** The brand filter is not a product attribute; it answers with this attributeID (the price range has 0). */
export const BRAND_ATTRIBUTE_ID = -1

/**
 * The layered filters of a product list: the price range first, then the brands (`brand`, a multipleSelect
 * of brand ids), then every filterable attribute that some product of the list has. Counts follow standard faceting: a facet counts the products that pass every
 * OTHER active filter, so choosing `plava` in `boja` does not shrink the other colours' counts, while it
 * does shrink the counts of `materijal`.
 */
export function layeredNavigation(db: Database.Database, query: ProductQuery, language: ContentLanguage): LayeredFilter[] {
  const candidates = findCandidates(db, query, language)
  if (candidates.length === 0) return []
  const attributes = readAttributes(db).filter((attribute) => attribute.filterable)
  const facts = loadFacts(db, candidates.map((candidate) => candidate.id), attributes)
  const predicates = predicatesOf(query)
  // The keys of the filters each candidate fails: it counts in a facet when it fails none, or only that facet's.
  const failing = candidates.map((candidate) => predicates.filter((p) => !p.test(candidate, facts.get(candidate.id))).map((p) => p.key))
  const poolFor = (key: string): Array<{ candidate: ProductCandidate; facts: ProductFacts | undefined }> =>
    candidates.flatMap((candidate, i) => {
      const keys = failing[i]!
      return keys.length === 0 || (keys.length === 1 && keys[0] === key) ? [{ candidate, facts: facts.get(candidate.id) }] : []
    })

  const filters: LayeredFilter[] = []
  const pricePool = poolFor('price')
  if (pricePool.length > 0) {
    const prices = pricePool.map(({ candidate }) => candidate.finalPrice)
    filters.push({
      attributeCode: 'price',
      label: PRICE_LABEL[language],
      type: 'numberField',
      attributeID: 0,
      unit: 'EUR',
      values: [{ id: null, code: null, valueLabel: 'EUR', attributeID: 0, totalProducts: prices.length, minValue: Math.min(...prices), maxValue: Math.max(...prices) }],
    })
  }
  const brands = brandFacet(db, poolFor(BRAND_FILTER).map((entry) => entry.candidate.brandId), new Set(query.brandIds ?? []))
  if (brands.length > 0) {
    filters.push({ attributeCode: BRAND_FILTER, label: BRAND_LABEL[language], type: 'multipleSelect', attributeID: BRAND_ATTRIBUTE_ID, unit: null, values: brands })
  }
  for (const attribute of attributes) {
    const selected = query.attributeFilters.find((filter) => filter.key === attribute.code)
    const values = facetValues(attribute, poolFor(attribute.code).map((entry) => entry.facts), language, selected?.kind === 'options' ? selected.optionIds : new Set())
    if (values.length > 0) {
      filters.push({ attributeCode: attribute.code, label: attribute.label[language], type: attribute.type, attributeID: attribute.id, unit: attribute.unit, values })
    }
  }
  return filters
}

/** The brands of the pool with their counts, by name; a chosen brand stays listed (with 0) like a chosen option. */
function brandFacet(db: Database.Database, pool: ReadonlyArray<number | null>, selected: ReadonlySet<number>): LayeredValue[] {
  const counts = new Map<number, number>()
  for (const brandId of pool) if (brandId !== null) counts.set(brandId, (counts.get(brandId) ?? 0) + 1)
  const ids = [...new Set([...counts.keys(), ...selected])]
  if (ids.length === 0) return []
  const rows = all<{ id: number; name: string; slug: string }>(db, 'SELECT id, name, slug FROM brands WHERE id IN (SELECT value FROM json_each(?)) ORDER BY name', JSON.stringify(ids))
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
  pool: ReadonlyArray<ProductFacts | undefined>,
  language: ContentLanguage,
  selectedOptions: ReadonlySet<number>,
): LayeredValue[] {
  const base = { attributeID: attribute.id, minValue: null, maxValue: null }
  switch (attribute.kind) {
    case 'options': {
      const counts = new Map<number, number>()
      for (const facts of pool) for (const option of facts?.options.get(attribute.id) ?? []) counts.set(option, (counts.get(option) ?? 0) + 1)
      // A chosen option stays listed even when nothing else matches it, so the shop can still show it ticked.
      return attribute.options
        .filter((option) => (counts.get(option.id) ?? 0) > 0 || selectedOptions.has(option.id))
        .map((option) => ({ ...base, id: option.id, code: option.code, valueLabel: option.label[language], totalProducts: counts.get(option.id) ?? 0, swatch: option.swatch }))
    }
    case 'flag': {
      const flags = pool.map((facts) => facts?.flags.get(attribute.id)).filter((flag): flag is boolean => flag !== undefined)
      const labels = YES_NO_LABELS[language]
      return [
        { ...base, id: 1, code: 'yes', valueLabel: labels.yes, totalProducts: flags.filter(Boolean).length },
        { ...base, id: 0, code: 'no', valueLabel: labels.no, totalProducts: flags.filter((flag) => !flag).length },
      ].filter((value) => value.totalProducts > 0)
    }
    case 'number': {
      const numbers = pool.map((facts) => facts?.numbers.get(attribute.id)).filter((n): n is number => n !== undefined)
      if (numbers.length === 0) return []
      return [{ ...base, id: null, code: null, valueLabel: attribute.unit ?? attribute.label[language], totalProducts: numbers.length, minValue: Math.min(...numbers), maxValue: Math.max(...numbers) }]
    }
    case 'date': {
      const times = pool.map((facts) => facts?.dates.get(attribute.id)).filter((t): t is number => t !== undefined)
      if (times.length === 0) return []
      const show = (time: number) => (attribute.type === 'date' ? new Date(time).toISOString().slice(0, 10) : new Date(time).toISOString())
      return [{ ...base, id: null, code: null, valueLabel: attribute.label[language], totalProducts: times.length, minValue: show(Math.min(...times)), maxValue: show(Math.max(...times)) }]
    }
  }
}
