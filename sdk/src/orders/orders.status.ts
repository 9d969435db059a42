import type { DeliveryStatus, OrderImagesPreview, OrderSummary, PaymentStatus } from './orders.types'

/** Storefront spec §9: "Order history page size 5". */
export const ORDER_PAGE_SIZE = 5

/** Spec §9: "up to 3 images then '+N'". */
export const ORDER_IMAGES_SHOWN = 3

/** The eight payment statuses of storefront spec §4, in its order; anything else reads as `unknown`. */
export const PAYMENT_STATUSES: readonly Exclude<PaymentStatus, 'unknown'>[] = /* @__PURE__ */ Object.freeze([
  'scheduled',
  'notPaid',
  'paid',
  'ready',
  'ptPaid',
  'notApplicable',
  'transferred',
  'overpaid',
] as const)

/** The delivery statuses of storefront spec §4; anything else reads as `unknown`. */
export const DELIVERY_STATUSES: readonly Exclude<DeliveryStatus, 'unknown'>[] = /* @__PURE__ */ Object.freeze([
  'ready',
  'confirmed',
  'notSent',
  'sent',
  'scheduled',
] as const)

/** Reads a payment status from the wire: one of the eight, else `unknown`. */
export function paymentStatusOf(value: unknown): PaymentStatus {
  return (PAYMENT_STATUSES as readonly unknown[]).includes(value) ? (value as PaymentStatus) : 'unknown'
}

/** Reads a delivery status from the wire: one of the five, else `unknown`. */
export function deliveryStatusOf(value: unknown): DeliveryStatus {
  return (DELIVERY_STATUSES as readonly unknown[]).includes(value) ? (value as DeliveryStatus) : 'unknown'
}

/**
 * The message key of a payment status (`core.paymentStatus.paid` is 'Plaćeno'); a status outside the eight gives
 * `core.paymentStatus.unknown` ('Nema statusa').
 *
 * @example
 * ```ts
 * import { type OrderSummary, paymentStatusKey } from '@vitrina/sdk/account'
 *
 * declare const order: OrderSummary
 *
 * t(paymentStatusKey(order.paymentStatus)) // t('core.paymentStatus.paid') for a paid order
 * ```
 */
export function paymentStatusKey(status: PaymentStatus | string | null | undefined): string {
  return `core.paymentStatus.${paymentStatusOf(status)}`
}

/** The message key of a delivery status (`core.deliveryStatus.sent`); an unknown status gives `core.deliveryStatus.unknown`. */
export function deliveryStatusKey(status: DeliveryStatus | string | null | undefined): string {
  return `core.deliveryStatus.${deliveryStatusOf(status)}`
}

/**
 * The history row's images (spec §2 "up to 3 item images ('+N' for more)"): the first three and how many more.
 *
 * @example
 * ```ts
 * import { type OrderSummary, orderImagesPreview } from '@vitrina/sdk/account'
 *
 * declare const order: OrderSummary
 *
 * const { shown, more } = orderImagesPreview(order)
 * // shown.map(image => <img ...>), then more > 0 ? `+${more}` : null
 * ```
 */
export function orderImagesPreview(order: Pick<OrderSummary, 'itemImages'>): OrderImagesPreview {
  const images = order.itemImages ?? []
  return { shown: images.slice(0, ORDER_IMAGES_SHOWN), more: Math.max(0, images.length - ORDER_IMAGES_SHOWN) }
}
