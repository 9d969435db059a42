import type Database from 'better-sqlite3'
import { all, json, one } from '../db/db.statements'
import type { Page } from '../http/http.envelope'
import type { Paging } from '../http/http.input'
import type { RequestLanguage } from '../http/http.language'
import { type OrderItemImage, orderItemImages } from './document.images'
import { type OrderItemRow, type OrderJson, orderJson, type OrderRow, type OrderSummaryJson, orderSummaryJson } from './document.json'

/** The language and media key an order answer is built with. */
export interface OrderView {
  /** The request language: the delivery and payment method names are in it (chrome). */
  language: RequestLanguage
  apiKeyId: number
}

// Every order query is scoped by user_id: a user reads only their own orders, and another user's order is
// simply not found (the same 404 as an unknown id).
const SELECT_ORDER = `SELECT d.id, d.number, d.slug, d.issued_on, d.status, d.payment_status, d.delivery_status,
    d.base_amount, d.tax_amount, d.delivery_amount, d.final_amount, d.billing_address, d.shipping_address,
    d.extended_details, d.item_images, d.payment_method_id, pm.name AS payment_method_name,
    d.delivery_method_id, dm.name AS delivery_method_name, d.delivery_branch_id, b.name AS delivery_branch_name
  FROM documents d
  LEFT JOIN payment_methods pm ON pm.id = d.payment_method_id
  LEFT JOIN delivery_methods dm ON dm.id = d.delivery_method_id
  LEFT JOIN branch_offices b ON b.id = d.delivery_branch_id
  WHERE d.type = 'order' AND d.user_id = @userId`

/** A page of `userId`'s orders (of `storeId` when given), newest first. */
export function readOrderPage(db: Database.Database, userId: number, storeId: number | undefined, paging: Paging, view: OrderView): Page<OrderSummaryJson> {
  const params = { userId, storeId: storeId ?? null }
  const store = 'AND (@storeId IS NULL OR d.store_id = @storeId)'
  const { n: total } = one<{ n: number }>(db, `SELECT count(*) AS n FROM documents d WHERE d.type = 'order' AND d.user_id = @userId ${store}`, params)!
  const rows = all<OrderRow>(db, `${SELECT_ORDER} ${store} ORDER BY d.issued_on DESC, d.id DESC LIMIT @limit OFFSET @offset`, {
    ...params,
    limit: paging.limit,
    offset: (paging.page - 1) * paging.limit,
  })
  const items = readItems(
    db,
    rows.map((row) => row.id),
  )
  return {
    records: rows.map((row) => {
      const lines = items.get(row.id) ?? []
      return orderSummaryJson(row, lines, imagesOf(db, row, lines, view), view.language)
    }),
    pagination: { page: paging.page, perPage: paging.limit, total, lastPage: Math.max(1, Math.ceil(total / paging.limit)) },
  }
}

/** Order `id` of `userId`, or undefined when there is none or it is another user's. */
export function readOrder(db: Database.Database, userId: number, id: number, view: OrderView): OrderJson | undefined {
  const row = one<OrderRow>(db, `${SELECT_ORDER} AND d.id = @id`, { userId, id })
  if (!row) return undefined
  const lines = readItems(db, [row.id]).get(row.id) ?? []
  return orderJson(row, lines, imagesOf(db, row, lines, view), view.language)
}

function readItems(db: Database.Database, documentIds: readonly number[]): Map<number, OrderItemRow[]> {
  const groups = new Map<number, OrderItemRow[]>()
  if (documentIds.length === 0) return groups
  const rows = all<OrderItemRow>(
    db,
    `SELECT id, document_id, product_id, sku, name, qty, final_net_price, final_price, row_total
       FROM document_items WHERE document_id IN (SELECT value FROM json_each(?)) ORDER BY document_id, position, id`,
    JSON.stringify(documentIds),
  )
  for (const row of rows) {
    let group = groups.get(row.document_id)
    if (!group) groups.set(row.document_id, (group = []))
    group.push(row)
  }
  return groups
}

// Orders keep the pictures they were made with (order/create and the seed store item_images); one stored
// without them gets its products' current pictures.
function imagesOf(db: Database.Database, row: OrderRow, items: readonly OrderItemRow[], view: OrderView): OrderItemImage[] {
  const stored = json<OrderItemImage[] | null>(row.item_images, null)
  if (stored) return stored
  const ids = items.flatMap((item) => (item.product_id === null ? [] : [item.product_id]))
  return orderItemImages(db, ids, view.apiKeyId)
}
