import { createStorefront, memoryStorage, type Storefront } from '@vitrina/sdk'
import { createWishlistService } from '@vitrina/sdk/account'
import type { AppLoadContext } from 'react-router'
import type { ServerStorefront } from './shop-providers'
import { peekRequestStorefront } from './storefront.server'

/**
 * The SDK instance of a server render (entry.server.tsx): the request's, which the loaders filled; or, when the root
 * loader did not run, one rebuilt from the page's snapshots. Here rather than in shop-providers.tsx, which the
 * browser loads too: the wishlist's code is no part of a visitor's page (wishlist.browser.ts).
 */
export function serverStorefrontOf(context: AppLoadContext): ServerStorefront {
  const requestShop = peekRequestStorefront(context)
  return (config, language, snapshot, wishlist) => {
    if (requestShop) return requestShop
    const shop: Storefront = createStorefront({ ...config, language, storage: memoryStorage() })
    shop.hydrate(snapshot)
    createWishlistService(shop).hydrate(wishlist)
    return shop
  }
}
