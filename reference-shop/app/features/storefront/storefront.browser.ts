import { type AuthUser, browserCookieStorage, createCartService, createStorefront, type Storefront, type StorefrontSnapshot } from '@vitrina/sdk'
import type { WishlistSnapshot } from '@vitrina/sdk/account'
import { keepTabCart } from '../cart/cart.browser'
import { rememberLanguage } from '../cart/cart.language'
import type { ShopLanguage } from '../routing/pages'
import { whenIdle } from '../serving/when-idle'
import type { StorefrontPublicConfig } from './storefront.config'

// One instance per tab. A module-level instance is safe here only because this module runs in the browser;
// the server builds one per request (storefront.server.ts).
let instance: Storefront | undefined
let hydratedFrom: StorefrontSnapshot | undefined
// The wishlist's code is not part of a page's first load (wishlist.browser.ts): until it is in, the latest
// snapshot's list waits here, and that module takes it as it loads.
let wishlistHydrator: ((shop: Storefront, snapshot: WishlistSnapshot) => void) | undefined
let pendingWishlist: WishlistSnapshot | undefined

/**
 * The tab's SDK instance, filled from the server's snapshot without a request. A newer snapshot (the root
 * loader ran again, e.g. for another language) is hydrated into the same instance.
 */
export function browserStorefront(
  config: StorefrontPublicConfig,
  language: ShopLanguage,
  snapshot: StorefrontSnapshot,
  wishlist: WishlistSnapshot,
): Storefront {
  if (!instance) {
    const created = createStorefront({ ...config, language, storage: browserCookieStorage() })
    // The SDK imports its HTTP client and response schemas on demand, so they are not part of the page's first load;
    // the client is fetched once the page is idle, so that the shopper's first click does not wait for it.
    whenIdle(() => void created.preload())
    instance = created
  }
  // The server sets no cookie on a first visit (so that page can be cached for everyone): the tab records the
  // language it shows, which the next page's server compares to see a language switch (cart.server.ts).
  rememberLanguage(instance.storage, language)
  if (hydratedFrom !== snapshot) {
    const tabCart = createCartService(instance).dehydrate()
    instance.hydrate(snapshot)
    keepTabCart(instance, tabCart)
    if (wishlistHydrator) wishlistHydrator(instance, wishlist)
    else pendingWishlist = wishlist
    hydratedFrom = snapshot
  }
  return instance
}

/**
 * Hands the tab's wishlist snapshots to `hydrate` (wishlist.browser.ts, as its module loads): the one waiting now, and
 * every later one as the root loader answers it.
 */
export function takeWishlistSnapshots(hydrate: (shop: Storefront, snapshot: WishlistSnapshot) => void): void {
  wishlistHydrator = hydrate
  if (instance && pendingWishlist) hydrate(instance, pendingWishlist)
  pendingWishlist = undefined
}

function identity(user: AuthUser | null | undefined): string {
  return user ? `${user.id}:${user.isBackofficeUser}` : ''
}

/**
 * True when someone logged in or out in this tab since the server rendered the snapshot the tab holds: the
 * server's decisions for that snapshot (the maintenance view) were made for someone else, so the root loader
 * must run again.
 */
export function sessionChangedSinceSnapshot(): boolean {
  if (!instance || !hydratedFrom) return false
  return identity(instance.auth.$user.get()) !== identity(hydratedFrom.auth?.user)
}
