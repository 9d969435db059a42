import type { Cart } from '../cart/cart.types'
import { toDecimalComma } from '../catalog/catalog.price'

/** Rounds to cents, half away from zero, as the contract rounds amounts. */
const cents = (amount: number): number => (Math.sign(amount) * Math.round(Math.abs(amount) * 100 + Number.EPSILON)) / 100

/**
 * Storefront spec §9: "Shipping price tax = price plus price times rate percent", rounded to cents.
 *
 * @example
 * ```ts
 * import { shippingPriceWithTax } from '@vitrina/sdk'
 *
 * shippingPriceWithTax(3.99, 25) // 4.99
 * ```
 */
export function shippingPriceWithTax(price: number, ratePercent: number | null | undefined): number {
  return cents(price + (price * (ratePercent ?? 0)) / 100)
}

/** A shipping price with tax as the checkout shows it: "checkout swaps the decimal point for a comma" (`4,99`). */
export function formatShippingPrice(price: number, ratePercent: number | null | undefined): string {
  return toDecimalComma(shippingPriceWithTax(price, ratePercent))
}

/** One line of the thank-you page's purchase event. */
export interface PurchaseItem {
  /** The product name. */
  name: string
  /** The product id. */
  id: string
  /** How many pieces. */
  quantity: number
  /** The name (or id) of the first category, or ''. */
  category: string
  /** The base final (unit) price. */
  price: number
}

/** The purchase event the thank-you page pushes to the analytics data layer (storefront spec §2 "/naplata/uspjesna"). */
export interface PurchaseEvent {
  /** `purchase`. */
  event: 'purchase'
  /** The order's data. */
  ecommerce: {
    /** The transaction id (the order slug or number). */
    transaction_id: string
    /** The value paid. */
    value: number
    /** The VAT. */
    tax: number
    /** `EUR`. */
    currency: 'EUR'
    /** The coupon code, or 'none'. */
    coupon: string
    /** The lines. */
    items: PurchaseItem[]
  }
}

/**
 * The thank-you page's data-layer payload: "transaction id, value, tax, currency EUR, coupon or 'none', and items
 * (name, id, quantity, first category, base final price)". Keep the cart before the session is cleared.
 *
 * @example
 * ```ts
 * import { type Cart, purchaseEvent } from '@vitrina/sdk'
 *
 * declare const dataLayer: unknown[]
 * declare const orderSlug: string
 * declare const cartBeforeOrder: Cart
 *
 * dataLayer.push(purchaseEvent(orderSlug, cartBeforeOrder))
 * ```
 */
export function purchaseEvent(transactionId: string, cart: Pick<Cart, 'items' | 'prices' | 'couponCode' | 'coupon'>): PurchaseEvent {
  return {
    event: 'purchase',
    ecommerce: {
      transaction_id: transactionId,
      value: cart.prices.orderTotal || cart.prices.cartTotal,
      tax: cart.prices.tax.cartTotal,
      currency: 'EUR',
      coupon: cart.couponCode || cart.coupon?.code || 'none',
      items: cart.items.map((item) => {
        const first = item.productData.categories[0] as { id: unknown; name?: unknown } | undefined
        return {
          name: item.productData.name,
          id: String(item.productId),
          quantity: item.qty,
          category: first ? String(first.name ?? first.id) : '',
          price: item.prices.base.finalPrice,
        }
      }),
    },
  }
}
