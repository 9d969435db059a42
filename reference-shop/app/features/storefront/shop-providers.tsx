import { I18nProvider } from '@lingui/react'
import { StorefrontProvider } from '@vitrina/react'
import type { Storefront, StorefrontSnapshot } from '@vitrina/sdk'
import type { WishlistSnapshot } from '@vitrina/sdk/account'
import { createContext, useContext, useMemo, type ReactNode } from 'react'
import { i18nFor } from '../i18n/i18n.setup'
import type { ShopLanguage } from '../routing/pages'
import { browserStorefront } from './storefront.browser'
import type { StorefrontPublicConfig } from './storefront.config'

/** The SDK instance a server render uses, for the page's config, language and snapshots. */
export type ServerStorefront = (config: StorefrontPublicConfig, language: ShopLanguage, snapshot: StorefrontSnapshot, wishlist: WishlistSnapshot) => Storefront

const ServerStorefrontContext = createContext<ServerStorefront | null>(null)

/**
 * entry.server puts the request's SDK instance here (the one the loaders used, or one rebuilt from the page's
 * snapshots: storefront.render.server.ts), so the render uses it too.
 */
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
        ? serverStorefront(serverShop, config, language, snapshot, wishlist)
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

function serverStorefront(provided: ServerStorefront | null, ...page: Parameters<ServerStorefront>): Storefront {
  if (!provided) throw new Error('A server render of the shop needs a <ServerStorefrontProvider> (entry.server.tsx)')
  return provided(...page)
}
