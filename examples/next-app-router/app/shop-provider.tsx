'use client'
import { browserCookieStorage, createStorefront, type Storefront, type StorefrontSnapshot } from '@vitrina/sdk'
import { StorefrontProvider } from '@vitrina/react'
import { useState, type ReactNode } from 'react'
import type { ShopOptions } from './shop-options'

/**
 * The tab's SDK instance, filled from the server's snapshot without a request, for the Vitrina hooks below it.
 * During the server render of this client component it is made once per request (useState runs per render tree),
 * so the HTML and the browser's first render show the same cart.
 */
export function ShopProvider({ options, snapshot, children }: { options: ShopOptions; snapshot: StorefrontSnapshot; children: ReactNode }) {
  const [shop] = useState<Storefront>(() => {
    const created = createStorefront({ ...options, storage: browserCookieStorage() })
    created.hydrate(snapshot)
    return created
  })
  return <StorefrontProvider storefront={shop}>{children}</StorefrontProvider>
}
