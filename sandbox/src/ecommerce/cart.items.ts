import type Database from 'better-sqlite3'
import { json, one, sql } from '../db/db.statements'
import { fail } from '../http/http.errors'
import { invalid } from '../http/http.input'
import { normalizeBundleOptions } from './cart.bundle'
import { type LineOptionsInput, MAX_QTY } from './cart.input'
import { CART_MESSAGES } from './cart.messages'
import { normalizePersonalizations, readCustomOptions } from './cart.options'
import { assertSellable, type CartProduct, readCartProducts, requireCartProduct } from './cart.product'
import type { BundleChoice, CartItemRow, StoredLineOptions } from './cart.types'

/** A line to put into a cart, checked and in canonical form. */
export interface NewLine {
  productId: number
  qty: number
  options: StoredLineOptions
  bundle: BundleChoice[] | null
}

/** What addItem asks for, read from its body. */
export interface AddRequest {
  productId: number
  qty: number
  options: LineOptionsInput
  reservation: Record<string, unknown> | null
  bundleOptions: unknown
}

/**
 * Checks an addItem request against the catalogue. Simple and eProduct products are added as they are; a
 * configurable product only through one of its variants (spec: "configurable not allowed"); a bundle with
 * its `bundleOptions` (required when it holds configurable items).
 */
export function resolveNewLine(db: Database.Database, request: AddRequest): NewLine {
  const product = requireCartProduct(db, request.productId)
  if (product.format === 'configurable') invalid('productId', CART_MESSAGES.configurableParent)
  if (product.format !== 'bundle' && request.bundleOptions !== undefined && request.bundleOptions !== null) {
    invalid('bundleOptions', 'bundleOptions is only for bundles.')
  }
  assertSellable(product)
  const bundle = product.format === 'bundle' ? normalizeBundleOptions(db, product.id, request.bundleOptions) : null
  const personalizations = normalizePersonalizations(
    request.options.personalizations,
    readCustomOptions(db, [product.id]).get(product.id) ?? [],
    'options.personalizations',
  )
  return { productId: product.id, qty: request.qty, options: { personalizations, reservation: request.reservation }, bundle }
}

/**
 * Adds a line, merging it into a line with the same product, options and bundle selection (checkout config:
 * "merge items enabled"). Returns the line's id. Run it inside the call's transaction: the merge lookup and
 * the write must see the same cart, or two concurrent adds could both insert.
 */
export function addLine(db: Database.Database, cartId: number, line: NewLine, now: string): number {
  const options = JSON.stringify(line.options)
  const bundle = line.bundle ? JSON.stringify(line.bundle) : null
  const same = findSameLine(db, cartId, line.productId, options, bundle)
  if (same) {
    setQty(db, same.id, same.qty + line.qty, now)
    return same.id
  }
  const { lastInsertRowid } = sql(
    db,
    'INSERT INTO cart_items (cart_id, product_id, qty, options, bundle_options, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  ).run(cartId, line.productId, line.qty, options, bundle, now, now)
  return Number(lastInsertRowid)
}

/** What updateItem changes; undefined fields stay as they are. */
export interface LineChange {
  qty?: number
  options?: LineOptionsInput
  bundleOptions?: unknown
}

/**
 * Changes a line's quantity and/or options. When the change makes it equal to another line, the two merge.
 * Raising the quantity or changing options needs the product to be sellable still; lowering it does not, so
 * a shopper can always shrink or remove what became unavailable.
 */
export function updateLine(db: Database.Database, cartId: number, itemId: number, change: LineChange, now: string): void {
  const item = requireLine(db, cartId, itemId)
  const product = readCartProducts(db, [item.product_id]).get(item.product_id)!
  const stored = json<StoredLineOptions>(item.options, { personalizations: [], reservation: null })
  const qty = change.qty ?? item.qty
  if (qty > item.qty || change.options !== undefined || change.bundleOptions !== undefined) assertSellable(product)
  const options: StoredLineOptions = change.options === undefined ? stored : { ...stored, personalizations: normalizeOptions(db, product, change.options) }
  const bundle = changedBundle(db, product, item, change.bundleOptions)

  const optionsJson = JSON.stringify(options)
  const bundleJson = bundle ? JSON.stringify(bundle) : null
  const same = findSameLine(db, cartId, item.product_id, optionsJson, bundleJson, item.id)
  if (same) {
    setQty(db, same.id, same.qty + qty, now)
    sql(db, 'DELETE FROM cart_items WHERE id = ?').run(item.id)
    return
  }
  sql(db, 'UPDATE cart_items SET qty = ?, options = ?, bundle_options = ?, updated_at = ? WHERE id = ?').run(qty, optionsJson, bundleJson, now, item.id)
}

/** Removes a line; 404 `Cart item not found.` when the cart has no such line. */
export function deleteLine(db: Database.Database, cartId: number, itemId: number): void {
  if (sql(db, 'DELETE FROM cart_items WHERE id = ? AND cart_id = ?').run(itemId, cartId).changes === 0) fail(404, CART_MESSAGES.itemNotFound)
}

/** Removes every line of a cart (its coupon and member card stay, and are re-checked on the answer). */
export function clearLines(db: Database.Database, cartId: number): void {
  sql(db, 'DELETE FROM cart_items WHERE cart_id = ?').run(cartId)
}

function requireLine(db: Database.Database, cartId: number, itemId: number): CartItemRow {
  return (
    one<CartItemRow>(db, 'SELECT id, cart_id, product_id, qty, options, bundle_options FROM cart_items WHERE id = ? AND cart_id = ?', itemId, cartId) ??
    fail(404, CART_MESSAGES.itemNotFound)
  )
}

function findSameLine(
  db: Database.Database,
  cartId: number,
  productId: number,
  options: string,
  bundle: string | null,
  except = 0,
): { id: number; qty: number } | undefined {
  return one<{ id: number; qty: number }>(
    db,
    'SELECT id, qty FROM cart_items WHERE cart_id = ? AND product_id = ? AND options = ? AND bundle_options IS ? AND id <> ? ORDER BY id LIMIT 1',
    cartId,
    productId,
    options,
    bundle,
    except,
  )
}

function setQty(db: Database.Database, itemId: number, qty: number, now: string): void {
  if (qty > MAX_QTY) fail(400, CART_MESSAGES.lineTooLarge)
  sql(db, 'UPDATE cart_items SET qty = ?, updated_at = ? WHERE id = ?').run(qty, now, itemId)
}

function normalizeOptions(db: Database.Database, product: CartProduct, options: LineOptionsInput) {
  return normalizePersonalizations(options.personalizations, readCustomOptions(db, [product.id]).get(product.id) ?? [], 'options.personalizations')
}

function changedBundle(db: Database.Database, product: CartProduct, item: CartItemRow, bundleOptions: unknown): BundleChoice[] | null {
  if (bundleOptions === undefined) return json<BundleChoice[] | null>(item.bundle_options, null)
  if (product.format !== 'bundle') invalid('bundleOptions', 'bundleOptions is only for bundles.')
  return normalizeBundleOptions(db, product.id, bundleOptions)
}
