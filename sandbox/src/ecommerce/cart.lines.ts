import type Database from 'better-sqlite3'
import { all, json, sql } from '../db/db.statements'
import { readBundleItems } from './cart.bundle'
import { type CustomOptionDefinition, personalizationSurcharge, readCustomOptions } from './cart.options'
import { cents } from './cart.pricing'
import { type CartProduct, readCartProducts, unsellableReason } from './cart.product'
import type { BundleChoice, CartItemRow, StoredLineOptions } from './cart.types'

/** A cart line priced from the product's current prices (never from prices stored at add time). */
export interface PricedLine {
  item: CartItemRow
  product: CartProduct
  stored: StoredLineOptions
  bundle: Array<BundleChoice & { qty: number }> | null
  /** Custom options of every product the line involves, by product id. */
  definitions: Map<number, CustomOptionDefinition[]>
  /** What personalisations add to one unit. */
  surcharge: number
  unitFinal: number
  unitRetail: number
  unitDiscount: number | null
  row: number
  taxRate: number
  /** False when the product (or a bundle's chosen item) can no longer be sold. */
  sellable: boolean
}

/**
 * Reads and prices the lines of a cart in their order. A line whose product no longer exists at all is
 * deleted here (there is nothing left to show or sell); an archived, unavailable or unpurchasable product's
 * line stays, flagged `sellable: false`, until validateCart removes it.
 */
export function readPricedLines(db: Database.Database, cartId: number): PricedLine[] {
  const items = all<CartItemRow>(db, 'SELECT id, cart_id, product_id, qty, options, bundle_options FROM cart_items WHERE cart_id = ? ORDER BY id', cartId)
  const bundles = new Map(items.map((item) => [item.id, json<BundleChoice[] | null>(item.bundle_options, null)]))
  const involved = items.flatMap((item) => [item.product_id, ...(bundles.get(item.id) ?? []).flatMap((c) => [c.main, ...(c.selected ? [c.selected] : [])])])
  const products = readCartProducts(db, involved)
  const definitions = readCustomOptions(db, involved)

  return items.flatMap((item) => {
    const product = products.get(item.product_id)
    if (!product) {
      sql(db, 'DELETE FROM cart_items WHERE id = ?').run(item.id)
      return []
    }
    const stored = json<StoredLineOptions>(item.options, { personalizations: [], reservation: null })
    const choices = bundles.get(item.id) ?? null
    const quantities = choices ? new Map(readBundleItems(db, product.id).map((bundled) => [bundled.productId, bundled.qty])) : undefined
    const bundle = choices?.map((choice) => ({ ...choice, qty: quantities?.get(choice.main) ?? 1 })) ?? null

    const own = personalizationSurcharge(stored.personalizations, definitions.get(product.id) ?? [])
    const bundled = (bundle ?? []).reduce(
      (sum, choice) => sum + personalizationSurcharge(choice.personalizations, definitions.get(choice.selected ?? choice.main) ?? []) * choice.qty,
      0,
    )
    const surcharge = cents(own + bundled)
    const unitFinal = cents(product.final_price + surcharge)
    const parts = (bundle ?? []).map((choice) => products.get(choice.selected ?? choice.main))
    return [
      {
        item,
        product,
        stored,
        bundle,
        definitions,
        surcharge,
        unitFinal,
        unitRetail: cents(product.retail_price + surcharge),
        unitDiscount: product.discount_retail_price === null ? null : cents(product.discount_retail_price + surcharge),
        row: cents(unitFinal * item.qty),
        taxRate: product.tax_rate,
        sellable: unsellableReason(product) === undefined && parts.every((part) => part !== undefined && unsellableReason(part) === undefined),
      },
    ]
  })
}
