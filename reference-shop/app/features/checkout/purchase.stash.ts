import { purchaseEvent, type Cart, type PurchaseEvent } from '@vitrina/sdk'

declare global {
  interface Window {
    /** The analytics data layer (Google Tag Manager's convention): the thank-you page pushes the purchase event here. */
    dataLayer?: unknown[]
  }
}

/** The sessionStorage key of the order placed in this tab, kept for the thank-you page's purchase event. */
export const PURCHASE_STASH_KEY = 'vitrina.checkout.purchase'

type StashedCart = Pick<Cart, 'items' | 'prices' | 'couponCode' | 'coupon'>

/**
 * Keeps the cart an order was placed with, by order slug. The thank-you page needs it for the purchase event,
 * and by then the cart session is cleared (cash: before the navigation; a card: the tab went to the payment
 * page and came back as a new document), so it travels in sessionStorage, which survives both in this tab.
 */
export function rememberPurchase(orderSlug: string, cart: Cart | null, storage: Storage = window.sessionStorage): void {
  if (!orderSlug || !cart) return
  const kept: StashedCart = { items: cart.items, prices: cart.prices, couponCode: cart.couponCode, coupon: cart.coupon }
  try {
    storage.setItem(PURCHASE_STASH_KEY, JSON.stringify({ orderSlug, cart: kept }))
  } catch {
    // Storage full or blocked: the order stands; only the analytics event will be missing.
  }
}

/**
 * The purchase event of the order placed in this tab (storefront spec §2 "/naplata/uspjesna"), once: the stash
 * is removed, so a reload of the thank-you page does not count the purchase twice. Null for another order.
 */
export function takePurchaseEvent(orderSlug: string, storage: Storage = window.sessionStorage): PurchaseEvent | null {
  const stashed = readStash(storage)
  if (stashed?.orderSlug !== orderSlug) return null
  storage.removeItem(PURCHASE_STASH_KEY)
  return purchaseEvent(orderSlug, stashed.cart)
}

function readStash(storage: Storage): { orderSlug: string; cart: StashedCart } | null {
  try {
    const value = JSON.parse(storage.getItem(PURCHASE_STASH_KEY) ?? 'null') as { orderSlug?: unknown; cart?: StashedCart } | null
    return value && typeof value.orderSlug === 'string' && value.cart ? { orderSlug: value.orderSlug, cart: value.cart } : null
  } catch {
    // Not ours, or damaged: no event rather than a broken thank-you page.
    return null
  }
}

/** Pushes an event to `window.dataLayer`, creating the layer when no tag manager did. */
export function pushToDataLayer(event: PurchaseEvent): void {
  window.dataLayer ??= []
  window.dataLayer.push(event)
}
