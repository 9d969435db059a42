import type Database from 'better-sqlite3'
import { all } from '../db/db.statements'
import { loadMedia } from '../media/media.load'
import type { ProductMedia } from '../product/product.json'

/** One picture of an order's item row: the product id and its default image (null when it has none). */
export interface OrderItemImage {
  id: number
  media: ProductMedia | null
}

/**
 * The item images of an order, one per item: each product's default image (else its first), or its configurable
 * parent's when a variant has none of its own, as the cart shows a variant. `order/create` keeps the cart's
 * pictures; the seed and orders stored without them use this.
 */
export function orderItemImages(db: Database.Database, productIds: readonly number[], apiKeyId: number): OrderItemImage[] {
  const ids = JSON.stringify([...new Set(productIds)])
  const parents = new Map(
    all<{ id: number; parent_id: number | null }>(db, 'SELECT id, parent_id FROM products WHERE id IN (SELECT value FROM json_each(?))', ids).map((row) => [
      row.id,
      row.parent_id,
    ]),
  )
  const withParents = JSON.stringify([...new Set([...productIds, ...[...parents.values()].filter((id): id is number => id !== null)])])
  const rows = all<{ product_id: number; media_id: number; is_default: number }>(
    db,
    'SELECT product_id, media_id, is_default FROM product_media WHERE product_id IN (SELECT value FROM json_each(?)) ORDER BY product_id, is_default DESC, position',
    withParents,
  )
  const chosen = new Map<number, { media_id: number; is_default: number }>()
  for (const row of rows) if (!chosen.has(row.product_id)) chosen.set(row.product_id, row)
  const media = loadMedia(
    db,
    [...chosen.values()].map((row) => row.media_id),
    apiKeyId,
  )
  return productIds.map((id) => {
    const pick = chosen.get(id) ?? chosen.get(parents.get(id) ?? -1)
    const found = pick ? media.get(pick.media_id) : undefined
    return { id, media: pick && found ? { ...found, default: pick.is_default === 1 } : null }
  })
}
