import type Database from 'better-sqlite3'
import { one, sql } from '../db/db.statements'
import type { ContentLanguage } from '../http/http.language'
import { type AttributeKind, readAttributes } from './product.attributes'
import { foldDocument, type FoldedDocument } from './product.search'

/**
 * The listed products (not variants, visible) held in memory column by column, for product lists and layered
 * navigation. SQL cannot answer those fast enough on the large seed: counting the facets of the whole catalogue
 * is a GROUP BY over ~80,000 attribute values (25 ms with a covering index), where a loop over these columns
 * takes about 1 ms. The catalogue is read again whenever `catalog_revision` changes (triggers give it a new
 * random value on every write to the tables read here), and shared by every database at the same revision, so
 * that `reset()` (a new connection from the same seed image) does not read it again.
 */
export interface Catalogue {
  readonly size: number
  /** Product ids in ascending order; a product's index here is its position in every other column. */
  readonly ids: Int32Array
  readonly positionOf: ReadonlyMap<number, number>
  readonly archived: Uint8Array
  readonly featured: Uint8Array
  /** 1 when the product is on sale (has a discount price). */
  readonly discounted: Uint8Array
  readonly finalPrice: Float64Array
  readonly categoryPriority: Float64Array
  readonly brandId: ReadonlyArray<number | null>
  /** Names by language; a product without a translation is not listed in that language. */
  readonly names: Readonly<Record<ContentLanguage, ReadonlyArray<string | undefined>>>
  /** Positions of the products directly in each category (not its sub-categories). */
  readonly inCategory: ReadonlyMap<number, readonly number[]>
  /** The values of each attribute, by attribute id. */
  readonly attributes: ReadonlyMap<number, AttributeColumn>
  /** What is computed on first use: name order and search fields, per language. */
  readonly lazy: Map<string, unknown>
}

/** The values of one attribute by position; NaN (or undefined) where a product has none. */
export type AttributeColumn =
  /**
   * The option ids of the products at `position` are `optionIds[slots[i]]` for i from `start[position]` to
   * `start[position + 1]`: counting options is then adding to a typed array. `optionIds` starts with the
   * attribute's options in their order.
   */
  | { kind: 'options'; optionIds: readonly number[]; start: Int32Array; slots: Int32Array }
  /** A yesNo attribute: 1 or 0. */
  | { kind: 'flag'; values: Float64Array }
  | { kind: 'number'; values: Float64Array }
  /** Epoch milliseconds. */
  | { kind: 'date'; values: Float64Array }

// A few revisions: the pristine seed (shared by every reset) and the last changed states of the sandboxes in use.
const CACHE_SIZE = 4
const cache = new Map<number, Catalogue>()

/** The catalogue at the database's current revision, read on first use. */
export function readCatalogue(db: Database.Database): Catalogue {
  const revision = one<{ value: number }>(db, 'SELECT value FROM catalog_revision WHERE id = 1')?.value
  // The row is missing only while a file database is wiped and reseeded.
  if (revision === undefined) return buildCatalogue(db)
  const cached = cache.get(revision)
  if (cached) {
    cache.delete(revision)
    cache.set(revision, cached)
    return cached
  }
  const catalogue = buildCatalogue(db)
  cache.set(revision, catalogue)
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!)
  return catalogue
}

/**
 * Ranks of the products by name in `language` (the locale's collation, case- and accent-insensitive, numbers
 * by value); names that collate equal share a rank.
 */
export function nameRanks(catalogue: Catalogue, language: ContentLanguage): Int32Array {
  return lazily(catalogue, `ranks:${language}`, () => {
    const names = catalogue.names[language]
    const collator = new Intl.Collator(language, { sensitivity: 'base', numeric: true })
    const named = [...names.keys()].filter((position) => names[position] !== undefined)
    named.sort((a, b) => collator.compare(names[a]!, names[b]!))
    const ranks = new Int32Array(catalogue.size).fill(-1)
    named.forEach((position, i) => {
      const previous = named[i - 1]
      ranks[position] = previous !== undefined && collator.compare(names[previous]!, names[position]!) === 0 ? ranks[previous]! : i
    })
    return ranks
  })
}

/** The folded search fields of every product in `language` (undefined where it has no translation). */
export function searchDocuments(db: Database.Database, catalogue: Catalogue, language: ContentLanguage): ReadonlyArray<FoldedDocument | undefined> {
  return lazily(catalogue, `search:${language}`, () => {
    const variantSkus = new Map<number, string[]>()
    for (const [parentId, sku] of rows<[number, string]>(db, 'SELECT parent_id, sku FROM products WHERE parent_id IS NOT NULL ORDER BY id')) {
      const list = variantSkus.get(parentId)
      if (list) list.push(sku)
      else variantSkus.set(parentId, [sku])
    }
    const documents: Array<FoldedDocument | undefined> = new Array(catalogue.size).fill(undefined)
    const found = rows<[number, string, string | null, string, string]>(
      db,
      `SELECT p.id, p.sku, b.name, t.name, t.short_description
         FROM products p
         JOIN product_translations t ON t.product_id = p.id AND t.language = ?
         LEFT JOIN brands b ON b.id = p.brand_id
        WHERE p.parent_id IS NULL AND p.visible = 1`,
      language,
    )
    for (const [id, sku, brand, name, shortDescription] of found) {
      const position = catalogue.positionOf.get(id)
      if (position === undefined) continue
      documents[position] = foldDocument({ name, sku, variantSkus: variantSkus.get(id) ?? [], brand: brand ?? '', shortDescription })
    }
    return documents
  })
}

function lazily<T>(catalogue: Catalogue, key: string, compute: () => T): T {
  if (!catalogue.lazy.has(key)) catalogue.lazy.set(key, compute())
  return catalogue.lazy.get(key) as T
}

function rows<T extends unknown[]>(db: Database.Database, text: string, ...params: unknown[]): T[] {
  return sql(db, text)
    .raw(true)
    .all(...params) as T[]
}

function buildCatalogue(db: Database.Database): Catalogue {
  const products = rows<[number, number, number, number, number, number, number | null]>(
    db,
    `SELECT id, archived, featured, discount_retail_price IS NOT NULL, final_price, category_priority, brand_id
       FROM products WHERE parent_id IS NULL AND visible = 1 ORDER BY id`,
  )
  const size = products.length
  const ids = new Int32Array(size)
  const positionOf = new Map<number, number>()
  const archived = new Uint8Array(size)
  const featured = new Uint8Array(size)
  const discounted = new Uint8Array(size)
  const finalPrice = new Float64Array(size)
  const categoryPriority = new Float64Array(size)
  const brandId: Array<number | null> = []
  products.forEach(([id, isArchived, isFeatured, isDiscounted, price, priority, brand], position) => {
    ids[position] = id
    positionOf.set(id, position)
    archived[position] = isArchived
    featured[position] = isFeatured
    discounted[position] = isDiscounted
    finalPrice[position] = price
    categoryPriority[position] = priority
    brandId.push(brand)
  })

  const names: Record<ContentLanguage, Array<string | undefined>> = { hr: new Array(size).fill(undefined), sl: new Array(size).fill(undefined) }
  for (const [productId, language, name] of rows<[number, string, string]>(db, 'SELECT product_id, language, name FROM product_translations')) {
    const position = positionOf.get(productId)
    if (position !== undefined && (language === 'hr' || language === 'sl')) names[language][position] = name
  }

  const inCategory = new Map<number, number[]>()
  for (const [productId, categoryId] of rows<[number, number]>(db, 'SELECT product_id, category_id FROM product_categories')) {
    const position = positionOf.get(productId)
    if (position === undefined) continue
    const list = inCategory.get(categoryId)
    if (list) list.push(position)
    else inCategory.set(categoryId, [position])
  }

  return {
    size,
    ids,
    positionOf,
    archived,
    featured,
    discounted,
    finalPrice,
    categoryPriority,
    brandId,
    names,
    inCategory,
    attributes: readAttributeColumns(db, positionOf, size),
    lazy: new Map(),
  }
}

function readAttributeColumns(db: Database.Database, positionOf: ReadonlyMap<number, number>, size: number): Map<number, AttributeColumn> {
  const kinds = new Map<number, AttributeKind>()
  const numbers = new Map<number, Float64Array>()
  const optionLists = new Map<number, { optionIds: number[]; slotOf: Map<number, number>; byPosition: Array<number[] | undefined> }>()
  for (const attribute of readAttributes(db)) {
    kinds.set(attribute.id, attribute.kind)
    if (attribute.kind === 'options') {
      const optionIds = attribute.options.map((option) => option.id)
      optionLists.set(attribute.id, { optionIds, slotOf: new Map(optionIds.map((id, slot) => [id, slot])), byPosition: new Array(size).fill(undefined) })
    } else numbers.set(attribute.id, new Float64Array(size).fill(Number.NaN))
  }
  // In row order, so that of two values of a single-valued attribute the later one counts.
  const values = rows<[number, number, number | null, number | null, string | null]>(
    db,
    'SELECT product_id, attribute_id, option_id, value_number, value_date FROM product_attribute_values ORDER BY product_id, id',
  )
  for (const [productId, attributeId, optionId, valueNumber, valueDate] of values) {
    const position = positionOf.get(productId)
    if (position === undefined) continue
    const kind = kinds.get(attributeId)
    if (kind === 'options') {
      if (optionId === null) continue
      const list = optionLists.get(attributeId)!
      let slot = list.slotOf.get(optionId)
      if (slot === undefined) {
        // An option of another attribute: filters may still ask for it, facets do not show it.
        slot = list.optionIds.push(optionId) - 1
        list.slotOf.set(optionId, slot)
      }
      const slots = list.byPosition[position]
      if (!slots) list.byPosition[position] = [slot]
      else if (!slots.includes(slot)) slots.push(slot)
    } else if (kind === 'date') {
      if (valueDate !== null) numbers.get(attributeId)![position] = Date.parse(valueDate)
    } else if (kind !== undefined && valueNumber !== null) {
      numbers.get(attributeId)![position] = kind === 'flag' ? (valueNumber === 1 ? 1 : 0) : valueNumber
    }
  }

  const columns = new Map<number, AttributeColumn>()
  for (const [attributeId, kind] of kinds) {
    const list = optionLists.get(attributeId)
    if (list) columns.set(attributeId, { kind: 'options', optionIds: list.optionIds, ...compressed(list.byPosition) })
    else columns.set(attributeId, { kind: kind as 'number' | 'flag' | 'date', values: numbers.get(attributeId)! })
  }
  return columns
}

function compressed(byPosition: ReadonlyArray<readonly number[] | undefined>): { start: Int32Array; slots: Int32Array } {
  const start = new Int32Array(byPosition.length + 1)
  byPosition.forEach((slots, position) => {
    start[position + 1] = start[position]! + (slots?.length ?? 0)
  })
  const slots = new Int32Array(start[byPosition.length]!)
  byPosition.forEach((list, position) => list && slots.set(list, start[position]!))
  return { start, slots }
}
