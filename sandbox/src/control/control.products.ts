import type Database from 'better-sqlite3'
import { one, sql } from '../db/db.statements'
import { fail } from '../http/http.errors'

/** A product's price and sale flags after a control patch. */
export interface ProductPatchResult {
  id: number
  sku: string
  retailPrice: number
  finalPrice: number
  basicPrice: number
  discount: { retailPrice: number } | null
  available: boolean
  isPurchasable: boolean
}

interface PriceRow {
  id: number
  sku: string
  retail_price: number
  final_price: number
  discount_retail_price: number | null
  lowest_retail_price: number | null
  tax_rate: number
  available: number
  is_purchasable: number
}

const FIELDS = ['finalPrice', 'retailPrice', 'available', 'isPurchasable']

/**
 * Changes a product's prices and flags the way the back office would, keeping the price columns consistent:
 * a `finalPrice` below the retail price makes the product discounted (`discount.retailPrice`), equal to it
 * ends the sale; `finalPrice` alone above the retail price raises the retail price with it; `basicPrice`
 * follows `finalPrice` at the product's VAT rate. Validates everything first, then writes in one statement.
 */
export function patchProduct(db: Database.Database, id: number, patch: Record<string, unknown>): ProductPatchResult {
  for (const key of Object.keys(patch)) if (!FIELDS.includes(key)) fail(400, `Unknown field: ${key}.`)
  const price = (key: 'finalPrice' | 'retailPrice') => {
    const value = patch[key]
    if (value === undefined) return undefined
    if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) fail(400, `${key} must be a positive number.`)
    return Math.round(value * 100) / 100
  }
  const flag = (key: 'available' | 'isPurchasable') => {
    const value = patch[key]
    if (value !== undefined && typeof value !== 'boolean') fail(400, `${key} must be a boolean.`)
    return value as boolean | undefined
  }
  const finalPrice = price('finalPrice')
  const retailPrice = price('retailPrice')
  const available = flag('available')
  const isPurchasable = flag('isPurchasable')

  const row = one<PriceRow>(
    db,
    'SELECT id, sku, retail_price, final_price, discount_retail_price, lowest_retail_price, tax_rate, available, is_purchasable FROM products WHERE id = ?',
    id,
  )
  if (!row) fail(404, 'Product not found.')
  const retail = retailPrice ?? Math.max(row.retail_price, finalPrice ?? 0)
  const final = finalPrice ?? (row.discount_retail_price !== null ? Math.min(row.final_price, retail) : retail)
  if (final > retail) fail(400, 'finalPrice must not be above retailPrice.')
  const discount = final < retail ? final : null
  const lowest = discount === null ? null : Math.min(row.lowest_retail_price ?? final, final)
  const basic = Math.round((final / (1 + row.tax_rate / 100)) * 100) / 100
  sql(
    db,
    `UPDATE products SET retail_price = ?, final_price = ?, discount_retail_price = ?, lowest_retail_price = ?, basic_price = ?,
            available = ?, is_purchasable = ? WHERE id = ?`,
  ).run(
    retail,
    final,
    discount,
    lowest,
    basic,
    available === undefined ? row.available : Number(available),
    isPurchasable === undefined ? row.is_purchasable : Number(isPurchasable),
    id,
  )
  return {
    id,
    sku: row.sku,
    retailPrice: retail,
    finalPrice: final,
    basicPrice: basic,
    discount: discount === null ? null : { retailPrice: discount },
    available: available ?? row.available === 1,
    isPurchasable: isPurchasable ?? row.is_purchasable === 1,
  }
}
