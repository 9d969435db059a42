import { createContext, useContext, type ReactNode } from 'react'
import type { Storefront } from '@vitrina/sdk'

const StorefrontContext = createContext<Storefront | null>(null)

/** Props of {@link StorefrontProvider}. */
export interface StorefrontProviderProps {
  /** The SDK instance: one per browser tab, one per request on the server. */
  storefront: Storefront
  /** The part of the tree that uses the instance. */
  children?: ReactNode
}

/**
 * Makes one SDK instance available to every Vitrina hook below it.
 *
 * @example
 * ```tsx
 * import { StorefrontProvider } from '@vitrina/react'
 * import { browserCookieStorage, createStorefront } from '@vitrina/sdk'
 *
 * const shop = createStorefront({ apiUrl, apiKey, siteId: 1, storeId: 1, storage: browserCookieStorage() })
 * root.render(
 *   <StorefrontProvider storefront={shop}>
 *     <p>The app</p>
 *   </StorefrontProvider>,
 * )
 * ```
 */
export function StorefrontProvider({ storefront, children }: StorefrontProviderProps) {
  return <StorefrontContext.Provider value={storefront}>{children}</StorefrontContext.Provider>
}

/** Returns the SDK instance of the nearest {@link StorefrontProvider}; throws when there is none. */
export function useStorefront(): Storefront {
  const storefront = useContext(StorefrontContext)
  if (!storefront) {
    // A programmer error: every hook needs the instance, and a silent fallback would hide a missing provider.
    throw new Error('useStorefront() must be used inside <StorefrontProvider storefront={...}>.')
  }
  return storefront
}
