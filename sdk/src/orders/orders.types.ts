import type { ReadableAtom } from 'nanostores'
import type { ProductMedia, ProductSummary } from '../catalog/catalog.types'
import type { CallOptions } from '../http/http.types'
import type { Result } from '../result/result.types'
import type { Id } from '../site/site.types'

/** The eight payment statuses of storefront spec §4, plus `unknown` for anything else ('Nema statusa'). */
export type PaymentStatus = 'scheduled' | 'notPaid' | 'paid' | 'ready' | 'ptPaid' | 'notApplicable' | 'transferred' | 'overpaid' | 'unknown'

/** The delivery statuses of storefront spec §4, plus `unknown`. */
export type DeliveryStatus = 'ready' | 'confirmed' | 'notSent' | 'sent' | 'scheduled' | 'unknown'

/** One line of an order. */
export interface OrderItem {
  /** The line id. */
  id: Id
  /** The product ordered, or null when it no longer exists. */
  productId: Id | null
  /** The product name at order time. */
  name: string
  /** The SKU. */
  sku: string
  /** Quantity. */
  qty: number
  /** Unit price without VAT. */
  finalNetPrice: number
  /** Unit price with VAT. */
  finalPrice: number
  /** Line total with VAT. */
  rowTotal: number
}

/** An order image of the history row (spec §9 "up to 3 images then '+N'"). */
export interface OrderItemImage {
  /** The product id. */
  id: Id
  /** Its image, or null (show the placeholder). */
  media: ProductMedia | null
}

/** An order as the history list shows it (storefront spec §3 "Order"). */
export interface OrderSummary {
  /** The order id. */
  id: Id
  /** The order number. */
  number: string
  /** When it was issued (ISO 8601). */
  issuedOn: string
  /** The payment status; unknown values become `unknown`. */
  paymentStatus: PaymentStatus
  /** The delivery status; unknown values become `unknown`. */
  deliveryStatus: DeliveryStatus
  /** The payment method's name, or null. */
  paymentTypeName: string | null
  /** Amount without VAT. */
  baseAmount: number
  /** VAT. */
  taxAmount: number
  /** Total amount. */
  finalAmount: number
  /** The lines. */
  items: OrderItem[]
  /** One image per line. */
  itemImages: OrderItemImage[]
}

/** The history row's images: the first three and how many more there are (`+N`). */
export interface OrderImagesPreview {
  /** At most three images. */
  shown: OrderItemImage[]
  /** How many images are not shown; 0 when none. */
  more: number
}

/**
 * An order's detail view (spec §2 "Detail view"), with each spec fallback applied: a missing value is a
 * message key (`core.order.noContactName`, `core.order.noContactEmail`, `core.order.noContactAddress`,
 * `core.order.noDeliveryMethod`, `core.order.noPaymentMethod`) or the amount 0.
 */
export interface OrderDetail extends OrderSummary {
  /** The contact's name, or null (show `core.order.noContactName`). */
  contactName: string | null
  /** The contact's e-mail, or null (show `core.order.noContactEmail`). */
  contactEmail: string | null
  /** The delivery address in one line, or null (show `core.order.noContactAddress`). */
  contactAddress: string | null
  /** The delivery method's name, or null (show `core.order.noDeliveryMethod`). */
  deliveryMethodName: string | null
  /** The delivery price (0 when unknown). */
  deliveryAmount: number
  /** The payment method's name, or null (show `core.order.noPaymentMethod`). */
  paymentMethodName: string | null
  /** How many articles in all ('Ukupno artikala'). */
  totalQuantity: number
}

/** The order history list: the orders loaded so far, page by page. */
export interface OrderHistory {
  /** The orders loaded so far, newest first. */
  orders: OrderSummary[]
  /** The last page loaded (0 before the first). */
  page: number
  /** The number of pages. */
  lastPage: number
  /** How many orders in all. */
  total: number
  /** True while a page is being fetched. */
  loading: boolean
}

/**
 * The logged-in shopper's order history (`document/filter/web`, 5 per page, 'Učitaj više' until the last page)
 * and order details (`document/get/web/{id}`, then each line's product fetched one after another). Create it
 * with `createOrdersService(shop)` from `@vitrina/sdk/account`; it clears on logout.
 */
export interface OrdersService {
  /** The history loaded so far. */
  readonly $history: ReadableAtom<OrderHistory>
  /** True while more pages exist: show 'Učitaj više'. */
  readonly $hasMore: ReadableAtom<boolean>
  /** Loads the first page (again), replacing what was loaded. */
  loadFirst(options?: CallOptions): Promise<Result<OrderHistory>>
  /** Appends the next page; does nothing (and sends nothing) on the last page or while a page is loading. */
  loadMore(options?: CallOptions): Promise<Result<OrderHistory>>
  /** Fetches one order's details. */
  get(id: Id, options?: CallOptions): Promise<Result<OrderDetail>>
  /**
   * Fetches the products of an order's lines one after another (spec §7 "product web get per order item fetched
   * sequentially"); a failed fetch is only logged and that line's product is null.
   */
  productsOf(order: OrderSummary, options?: CallOptions): Promise<Array<ProductSummary | null>>
}
