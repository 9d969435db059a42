import { createCartService } from '@vitrina/sdk'
import type { CartSnapshot, Storefront } from '@vitrina/sdk'

/** The cookie the SDK keeps the cart id in (the SDK's CART_COOKIES.cartId). */
const CART_ID_COOKIE = 'cartId'

/**
 * Keeps the tab's cart when a newer server snapshot is hydrated into the tab's instance but was made from
 * older cookies. The root loader runs again after a login, and its request may leave before the login's
 * abandoned-cart fetch (storefront spec §4) has written the resumed session's cookies: hydrating that
 * snapshot would drop the resumed cart from the stores, and the next add would start a new cart. The
 * cookies are the truth: when they name the cart the tab had before, that cart stays.
 */
export function keepTabCart(shop: Storefront, before: CartSnapshot): void {
  const cookie = shop.storage.get(CART_ID_COOKIE)
  const hydrated = createCartService(shop).$session.get()
  if (String(hydrated?.cartId ?? '') === (cookie ?? '')) return
  if (!before.session || String(before.session.cartId) !== cookie) return
  createCartService(shop).hydrate(before)
  // The snapshot also made the SDK drop the answer of a cart read still under way (it counts as older than the
  // snapshot), so a session without its cart is read again.
  if (before.cart === null) void createCartService(shop).load()
}
