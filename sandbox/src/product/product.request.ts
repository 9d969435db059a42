import type Database from 'better-sqlite3'
import { one } from '../db/db.statements'
import { fail } from '../http/http.errors'
import { invalid, optionalStringList } from '../http/http.input'
import type { ProductSummary } from './product.json'

/**
 * Checks the `store` (or `storeId`) and `currency` query parameters of the product reads: the store must be
 * one of the key's site, the currency an id or label of the currency list. Prices are always answered in
 * the main currency (EUR); the shop converts for display.
 */
export function checkStoreAndCurrency(db: Database.Database, siteId: number, store: string | undefined, currency: string | undefined): void {
  if (store !== undefined && store !== '') {
    const found = /^\d+$/.test(store) && one(db, 'SELECT 1 FROM stores WHERE id = ? AND site_id = ?', Number(store), siteId)
    if (!found) fail(400, 'Unknown store.')
  }
  if (currency !== undefined && currency !== '') {
    const found = /^\d+$/.test(currency)
      ? one(db, 'SELECT 1 FROM currencies WHERE id = ?', Number(currency))
      : one(db, 'SELECT 1 FROM currencies WHERE upper(label) = upper(?)', currency)
    if (!found) fail(400, 'Unknown currency.')
  }
}

/** The fields `select` may name: those of a product list record. */
export const SELECTABLE_FIELDS: ReadonlyArray<keyof ProductSummary> = [
  'id',
  'product_id',
  'parentId',
  'name',
  'slug',
  'sku',
  'shortDescription',
  'format',
  'type',
  'isPurchasable',
  'available',
  'featured',
  'manufacturer',
  'brand',
  'categories',
  'tags',
  'media',
  'basicPrice',
  'retailPrice',
  'finalPrice',
  'discount',
  'lowestPrice',
  'currency',
  'taxRate',
  'priceOnRequest',
  'rating',
  'ratingCount',
  'categoryPriority',
  'createdAt',
]

/** Reads `select` (a list or comma-separated string of record fields); undefined for all fields. */
export function parseSelect(value: unknown): Array<keyof ProductSummary> | undefined {
  const fields = optionalStringList(value, 'select')
  if (!fields || fields.length === 0) return undefined
  const unknown = fields.filter((field) => !(SELECTABLE_FIELDS as readonly string[]).includes(field))
  if (unknown.length > 0) invalid('select', `select holds unknown fields: ${unknown.join(', ')}.`)
  return fields as Array<keyof ProductSummary>
}

/** A record cut down to `id` and the selected fields. */
export function pickFields(summary: ProductSummary, fields: ReadonlyArray<keyof ProductSummary>): Partial<ProductSummary> {
  const picked: Partial<Record<keyof ProductSummary, unknown>> = { id: summary.id }
  for (const field of fields) picked[field] = summary[field]
  return picked as Partial<ProductSummary>
}
