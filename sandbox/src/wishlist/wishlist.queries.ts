import type Database from 'better-sqlite3'
import { all, one, sql } from '../db/db.statements'
import { fail } from '../http/http.errors'
import type { Paging } from '../http/http.input'
import type { RequestLanguage } from '../http/http.language'
import { type ProductSummary, readProductSummaries } from '../product/product.json'

/** Spec §9: "Wishlist limit 9999" (the toggle refetches the whole list with limit 9999). */
export const WISHLIST_MAX_ITEMS = 9999

/** The server texts of the wishlist (docs/contract/account.md). */
export const WISHLIST_MESSAGES = {
  productNotFound: 'Product not found.',
  alreadyWishlisted: 'Product already in wishlist.',
  full: 'Wishlist is full.',
  itemNotFound: 'Wishlist item not found.',
} as const

/** A wishlist item as create answers it. */
export interface WishlistItemJson {
  id: number
  product_id: number
  createdAt: string
}

/** A wishlist item as the list answers it: with the product card. */
export interface WishlistRecord extends WishlistItemJson {
  product: ProductSummary
}

/** A page of the wishlist: `pagination` also says `limit`, the name the spec's wishlist paging uses. */
export interface WishlistPage {
  records: WishlistRecord[]
  pagination: { page: number; perPage: number; limit: number; total: number; lastPage: number }
}

// Items whose product was archived since are left out of the list and its count; a deleted product takes its
// items with it (ON DELETE CASCADE).
const LISTED = 'FROM wishlist_items w JOIN products p ON p.id = w.product_id AND p.archived = 0 WHERE w.user_id = ?'

/**
 * Adds `productId` to the wishlist of `userId` in one immediate transaction: 404 for an unknown or archived
 * product, 409 when it is already there or the wishlist holds its maximum.
 */
export function addToWishlist(db: Database.Database, userId: number, productId: number, now: string): WishlistItemJson {
  return db
    .transaction((): WishlistItemJson => {
      if (!one(db, 'SELECT 1 FROM products WHERE id = ? AND archived = 0', productId)) fail(404, WISHLIST_MESSAGES.productNotFound)
      if (one(db, 'SELECT 1 FROM wishlist_items WHERE user_id = ? AND product_id = ?', userId, productId)) fail(409, WISHLIST_MESSAGES.alreadyWishlisted)
      const { n } = one<{ n: number }>(db, 'SELECT count(*) AS n FROM wishlist_items WHERE user_id = ?', userId)!
      if (n >= WISHLIST_MAX_ITEMS) fail(409, WISHLIST_MESSAGES.full)
      const { lastInsertRowid } = sql(db, 'INSERT INTO wishlist_items (user_id, product_id, created_at) VALUES (?, ?, ?)').run(userId, productId, now)
      return { id: Number(lastInsertRowid), product_id: productId, createdAt: now }
    })
    .immediate()
}

/** Removes item `id` of `userId`'s wishlist; another user's item answers the same 404 as an unknown one. */
export function removeFromWishlist(db: Database.Database, userId: number, id: number): { id: number; product_id: number } {
  return db
    .transaction(() => {
      const item = one<{ id: number; product_id: number }>(db, 'SELECT id, product_id FROM wishlist_items WHERE id = ? AND user_id = ?', id, userId)
      if (!item) fail(404, WISHLIST_MESSAGES.itemNotFound)
      sql(db, 'DELETE FROM wishlist_items WHERE id = ?').run(id)
      return item
    })
    .immediate()
}

/** A page of `userId`'s wishlist, newest first, each item with its product card in `language`. */
export function readWishlist(db: Database.Database, userId: number, paging: Paging, language: RequestLanguage, apiKeyId: number): WishlistPage {
  const { n: total } = one<{ n: number }>(db, `SELECT count(*) AS n ${LISTED}`, userId)!
  const rows = all<{ id: number; product_id: number; created_at: string }>(
    db,
    `SELECT w.id, w.product_id, w.created_at ${LISTED} ORDER BY w.created_at DESC, w.id DESC LIMIT ? OFFSET ?`,
    userId,
    paging.limit,
    (paging.page - 1) * paging.limit,
  )
  const products = readProductSummaries(
    db,
    rows.map((row) => row.product_id),
    language,
    apiKeyId,
  )
  const records = rows.flatMap((row) => {
    const product = products.get(row.product_id)
    return product ? [{ id: row.id, product_id: row.product_id, createdAt: row.created_at, product }] : []
  })
  const lastPage = Math.max(1, Math.ceil(total / paging.limit))
  return { records, pagination: { page: paging.page, perPage: paging.limit, limit: paging.limit, total, lastPage } }
}
