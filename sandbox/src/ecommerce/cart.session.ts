import { randomBytes, randomUUID } from 'node:crypto'
import type Database from 'better-sqlite3'
import { one, sql } from '../db/db.statements'

/** What `getNewCartSession` and `getAbandoned` answer: enough for the client to keep the cart in cookies. */
export interface CartSessionJson {
  id: number
  protectCode: string
  session: string
}

/** Creates an empty active cart in `storeId` (owned by `userId` when a user is logged in). */
export function createCart(db: Database.Database, input: { storeId: number; userId: number | null; now: string }): CartSessionJson {
  const protectCode = randomBytes(16).toString('hex')
  const session = randomUUID()
  const { lastInsertRowid } = sql(
    db,
    `INSERT INTO carts (protect_code, session, user_id, store_id, currency_id, options, status, created_at, updated_at)
     VALUES (?, ?, ?, ?, (SELECT id FROM currencies WHERE is_main = 1), '{}', 'active', ?, ?)`,
  ).run(protectCode, session, input.userId, input.storeId, input.now, input.now)
  return { id: Number(lastInsertRowid), protectCode, session }
}

/**
 * Marks the cart's one-time session as used: from then on every cart call with it answers 409
 * 'Session already used.'. The order issue calls this when `order/create` makes an order from the cart (the
 * order may still wait for its payment). Returns false when the cart does not exist or was already used.
 */
export function consumeCartSession(db: Database.Database, cartId: number, now: string): boolean {
  return sql(db, 'UPDATE carts SET session_used_at = ?, updated_at = ? WHERE id = ? AND session_used_at IS NULL').run(now, now, cartId).changes > 0
}

/**
 * Archives the cart after its order: from then on every cart call with it answers 400 'Cart is archived.'
 * (checked before the session). An archived cart's session counts as used too. The order issue calls this
 * once the order is final (at once for an offline payment, after `pgSuccess` for a card or PayPal);
 * `POST /__sandbox/carts/{id}/archive` calls it for tests. Returns false when there is no such active cart.
 */
export function archiveCart(db: Database.Database, cartId: number, now: string): boolean {
  return (
    sql(
      db,
      `UPDATE carts SET status = 'archived', archived_at = ?, session_used_at = COALESCE(session_used_at, ?), updated_at = ?
       WHERE id = ? AND archived_at IS NULL AND status = 'active'`,
    ).run(now, now, now, cartId).changes > 0
  )
}

/** Gives an ownerless cart to the logged-in user who writes to it (so it can come back as the abandoned cart). */
export function attachUser(db: Database.Database, cartId: number, userId: number | undefined): void {
  if (userId === undefined) return
  sql(db, 'UPDATE carts SET user_id = ? WHERE id = ? AND user_id IS NULL').run(userId, cartId)
}

/** The user's most recently changed cart that is still usable and holds at least one line; null if none. */
export function findAbandonedCart(db: Database.Database, userId: number, siteId: number): CartSessionJson | null {
  const row = one<{ id: number; protect_code: string; session: string }>(
    db,
    `SELECT c.id, c.protect_code, c.session FROM carts c JOIN stores s ON s.id = c.store_id
      WHERE c.user_id = ? AND s.site_id = ? AND c.status = 'active' AND c.archived_at IS NULL AND c.session_used_at IS NULL
        AND EXISTS (SELECT 1 FROM cart_items i WHERE i.cart_id = c.id)
      ORDER BY c.updated_at DESC, c.id DESC LIMIT 1`,
    userId,
    siteId,
  )
  return row ? { id: row.id, protectCode: row.protect_code, session: row.session } : null
}

/** Records a change of the cart (abandoned-cart recovery picks the most recently changed one). */
export function touchCart(db: Database.Database, cartId: number, now: string): void {
  sql(db, 'UPDATE carts SET updated_at = ? WHERE id = ?').run(now, cartId)
}
