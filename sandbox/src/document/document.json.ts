import { json } from '../db/db.statements'
import { readTexts } from '../db/db.texts'
import type { RequestLanguage } from '../http/http.language'
import type { OrderItemImage } from './document.images'

/** An order's row with the names its answer shows, as document.queries.ts reads it. */
export interface OrderRow {
  id: number
  number: string
  slug: string
  issued_on: string
  status: string
  payment_status: string
  delivery_status: string
  base_amount: number
  tax_amount: number
  delivery_amount: number
  final_amount: number
  billing_address: string
  shipping_address: string
  extended_details: string | null
  item_images: string | null
  payment_method_id: number | null
  payment_method_name: string | null
  delivery_method_id: number | null
  delivery_method_name: string | null
  delivery_branch_id: number | null
  delivery_branch_name: string | null
}

/** A document item row. */
export interface OrderItemRow {
  id: number
  document_id: number
  product_id: number | null
  sku: string
  name: string
  qty: number
  final_net_price: number
  final_price: number
  row_total: number
}

/** An order line on the wire. */
export interface OrderItemJson {
  id: number
  productId: number | null
  sku: string
  name: string
  qty: number
  finalNetPrice: number
  finalPrice: number
  rowTotal: number
}

/** An order in the history list (`POST document/filter/web`). */
export interface OrderSummaryJson {
  id: number
  number: string
  slug: string
  issuedOn: string
  status: string
  paymentStatus: string
  deliveryStatus: string
  paymentType: { name: string } | null
  baseAmount: number
  taxAmount: number
  deliveryAmount: number
  finalAmount: number
  currency: 'EUR'
  items: OrderItemJson[]
  itemImages: OrderItemImage[]
}

/** An order's detail (`GET document/get/web/{id}`). */
export interface OrderJson extends OrderSummaryJson {
  extendedDetails: Record<string, unknown> | null
  deliveryMethod: { id: number; name: string; price: number } | null
  paymentMethod: { id: number; name: string } | null
  deliveryBranch: { id: number; name: string } | null
  shippingAddress: Record<string, unknown>
  billingAddress: Record<string, unknown>
}

/** The summary of an order; `images` are computed for an order stored without its own (see document.queries.ts). */
export function orderSummaryJson(
  row: OrderRow,
  items: readonly OrderItemRow[],
  images: readonly OrderItemImage[],
  language: RequestLanguage,
): OrderSummaryJson {
  const paymentName = nameIn(row.payment_method_name, language)
  return {
    id: row.id,
    number: row.number,
    slug: row.slug,
    issuedOn: row.issued_on,
    status: row.status,
    paymentStatus: row.payment_status,
    deliveryStatus: row.delivery_status,
    // The spec's Order has paymentType.name: the name of the payment method, as the history shows it.
    paymentType: paymentName === null ? null : { name: paymentName },
    baseAmount: row.base_amount,
    taxAmount: row.tax_amount,
    deliveryAmount: row.delivery_amount,
    finalAmount: row.final_amount,
    currency: 'EUR',
    items: items.map((item) => ({
      id: item.id,
      productId: item.product_id,
      sku: item.sku,
      name: item.name,
      qty: item.qty,
      finalNetPrice: item.final_net_price,
      finalPrice: item.final_price,
      rowTotal: item.row_total,
    })),
    itemImages: [...images],
  }
}

/** The detail of an order: the summary plus what the detail view shows (spec §2 "Detail view"). */
export function orderJson(row: OrderRow, items: readonly OrderItemRow[], images: readonly OrderItemImage[], language: RequestLanguage): OrderJson {
  const summary = orderSummaryJson(row, items, images, language)
  const deliveryName = nameIn(row.delivery_method_name, language)
  return {
    ...summary,
    // As stored when the order was made (names in the order's language), so later edits do not rewrite history.
    extendedDetails: json<Record<string, unknown> | null>(row.extended_details, null),
    // `price` is what this order paid for delivery (VAT included), not the method's current list price.
    deliveryMethod:
      row.delivery_method_id !== null && deliveryName !== null ? { id: row.delivery_method_id, name: deliveryName, price: row.delivery_amount } : null,
    paymentMethod: row.payment_method_id !== null && summary.paymentType ? { id: row.payment_method_id, name: summary.paymentType.name } : null,
    deliveryBranch:
      row.delivery_branch_id !== null && row.delivery_branch_name !== null ? { id: row.delivery_branch_id, name: row.delivery_branch_name } : null,
    shippingAddress: json<Record<string, unknown>>(row.shipping_address, {}),
    billingAddress: json<Record<string, unknown>>(row.billing_address, {}),
  }
}

// Method names are chrome, JSON { hr, sl, en, de }; a language without its own name reads the hr one.
function nameIn(names: string | null, language: RequestLanguage): string | null {
  if (names === null) return null
  const parsed = readTexts(names)
  return parsed[language] ?? parsed.hr ?? null
}
