import { type CartCheckoutService, MESSAGE_KEYS, type Storefront } from '@vitrina/sdk'
import { loadCartCheckout } from './cart-checkout.load'

/** Starts loading the cart's checkout side, so that the shopper's first coupon or member card does not wait for it. */
export function preloadCartCheckout(): void {
  loadCartCheckout().catch(() => {})
}

/**
 * Runs `use` with the instance's cart checkout side (the SDK's coupon and member card calls), which the cart page loads
 * when the shopper first uses one of its fields rather than with the page. When its module cannot load (the shopper is
 * offline), the shopper gets the SDK's 'something went wrong' notice and `use` does not run; a deploy's missing chunk
 * reloads the page first (chunk-reload.ts).
 */
export async function withCartCheckout(shop: Storefront, use: (checkout: CartCheckoutService) => Promise<unknown>): Promise<void> {
  let service: Awaited<ReturnType<typeof loadCartCheckout>>
  try {
    service = await loadCartCheckout()
  } catch (cause) {
    console.warn('The cart checkout side could not be loaded', cause)
    shop.notices.notify({ level: 'error', key: MESSAGE_KEYS.somethingWentWrong })
    return
  }
  await use(service.createCartCheckoutService(shop))
}
