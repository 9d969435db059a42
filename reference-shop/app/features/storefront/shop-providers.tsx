import { I18nProvider } from '@lingui/react'
import { StorefrontProvider } from '@vitrina/react'
import { createStorefront, memoryStorage, type Storefront, type StorefrontSnapshot } from '@vitrina/sdk'
import { createWishlistService, type WishlistSnapshot } from '@vitrina/sdk/account'
import { createContext, useContext, useMemo, type ReactNode } from 'react'
import { i18nFor } from '../i18n/i18n.setup'
import type { ShopLanguage } from '../routing/pages'
import { browserStorefront } from './storefront.browser'
import type { StorefrontPublicConfig } from './storefront.config'

const ServerStorefrontContext = createContext<Storefront | null>(null)

/** entry.server puts the request's SDK instance (the one the loaders used) here, so the render uses it too. */
export const ServerStorefrontProvider = ServerStorefrontContext.Provider

interface ShopProvidersProps {
  config: StorefrontPublicConfig
  language: ShopLanguage
  snapshot: StorefrontSnapshot
  /** The wishlist the server loaded for the page (the SDK's account entry keeps it apart from `snapshot`). */
  wishlist: WishlistSnapshot
  children: ReactNode
}

/** The SDK instance and the Lingui instance of the page, for everything below the root. */
export function ShopProviders({ config, language, snapshot, wishlist, children }: ShopProvidersProps) {
  const serverShop = useContext(ServerStorefrontContext)
  const shop = useMemo(
    () =>
      typeof document === 'undefined'
        ? (serverShop ?? detachedStorefront(config, language, snapshot, wishlist))
        : browserStorefront(config, language, snapshot, wishlist),
    [serverShop, config, language, snapshot, wishlist],
  )
  const i18n = i18nFor(language)
  return (
    <StorefrontProvider storefront={shop}>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </StorefrontProvider>
  )
}

/** A server render without a request instance (the root loader did not run): rebuilt from the snapshot. */
function detachedStorefront(config: StorefrontPublicConfig, language: ShopLanguage, snapshot: StorefrontSnapshot, wishlist: WishlistSnapshot): Storefront {
  const shop = createStorefront({ ...config, language, storage: memoryStorage() })
  shop.hydrate(snapshot)
  createWishlistService(shop).hydrate(wishlist)
  return shop
}
