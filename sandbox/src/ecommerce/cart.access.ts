import { timingSafeEqual } from 'node:crypto'
import type Database from 'better-sqlite3'
import { one } from '../db/db.statements'
import { fail } from '../http/http.errors'
import { invalid, requiredId } from '../http/http.input'
import { CART_MESSAGES } from './cart.messages'
import type { CartRow } from './cart.types'

/** What names a cart in every cart call: its id and the secret that goes with it. */
export interface CartKey {
  cartId: number
  protectCode: string
}

/** Reads `cartId` (a positive integer or digit string) and `protectCode` (a non-empty string); 400 otherwise. */
export function readCartKey(input: Record<string, unknown>): CartKey {
  const cartId = requiredId(input.cartId, 'cartId')
  const protectCode = input.protectCode
  if (typeof protectCode !== 'string' || protectCode.trim() === '') invalid('protectCode', 'protectCode must be a non-empty string.')
  return { cartId, protectCode: protectCode.trim() }
}

/**
 * The cart named by `key`, if the caller may use it. The checks run in this order, and the order matters:
 * an unknown id and a wrong protectCode answer the same 404, so the answer never tells whether an id exists;
 * only a caller holding the protectCode learns that the cart was archived (400) or its session used (409).
 */
export function openCart(db: Database.Database, key: CartKey, siteId: number): CartRow {
  const cart = one<CartRow>(db, 'SELECT c.* FROM carts c JOIN stores s ON s.id = c.store_id WHERE c.id = ? AND s.site_id = ?', key.cartId, siteId)
  if (!cart || !sameSecret(cart.protect_code, key.protectCode)) fail(404, CART_MESSAGES.cartNotFound)
  if (cart.status !== 'active' || cart.archived_at !== null) fail(400, CART_MESSAGES.cartArchived)
  if (cart.session_used_at !== null) fail(409, CART_MESSAGES.sessionUsed)
  return cart
}

/** Re-reads a cart by id (inside a transaction, after a write). */
export function readCart(db: Database.Database, cartId: number): CartRow {
  const cart = one<CartRow>(db, 'SELECT * FROM carts WHERE id = ?', cartId)
  if (!cart) throw new Error(`Cart ${cartId} vanished inside its own transaction.`)
  return cart
}

// Constant-time comparison: a protectCode is a bearer secret, so its check should not leak a prefix match.
function sameSecret(stored: string, given: string): boolean {
  const a = Buffer.from(stored)
  const b = Buffer.from(given)
  return a.length === b.length && timingSafeEqual(a, b)
}
