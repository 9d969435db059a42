import { createWishlistService, type WishlistSnapshot } from '@vitrina/sdk/account'
import type { RequestStorefront } from '../storefront/storefront.server'

/**
 * Loads the logged-in shopper's wishlist into the request's instance (after the session is restored), so the
 * header's count and the cards' hearts are server-rendered, and answers its snapshot for the browser's instance,
 * which then does not fetch the list again. Visitors and back-office users have none (storefront spec §6): no
 * call. A failed fetch leaves the list unloaded; the browser's instance then fetches it itself.
 */
export async function loadRequestWishlist({ shop }: RequestStorefront): Promise<WishlistSnapshot> {
  const wishlist = createWishlistService(shop)
  const user = shop.auth.$user.get()
  if (user && !user.isBackofficeUser) await wishlist.load()
  return wishlist.dehydrate()
}
