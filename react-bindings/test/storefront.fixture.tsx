import { createStorefront, memoryStorage, type StorageAdapter, type Storefront } from '@vitrina/sdk'
import type { ReactNode } from 'react'
import { StorefrontProvider } from '../src'
import { contractFetch, type ContractFetch } from './contract-fetch'

export interface TestStorefront {
  shop: Storefront
  storage: StorageAdapter
  backend: ContractFetch
  wrapper: (props: { children: ReactNode }) => ReactNode
}

/** A real SDK instance over memory storage and the contract fetch stub, with a provider wrapper for renderHook. */
export function testStorefront(options: { language?: 'hr' | 'sl'; cookies?: Record<string, string>; backend?: ContractFetch } = {}): TestStorefront {
  const storage = memoryStorage(options.cookies)
  const backend = options.backend ?? contractFetch()
  const shop = createStorefront({
    apiUrl: 'http://sandbox.test',
    apiKey: 'vitrina-sandbox-key',
    siteId: 1,
    storeId: 1,
    language: options.language,
    storage,
    fetch: backend.fetch,
  })
  const wrapper = ({ children }: { children: ReactNode }) => <StorefrontProvider storefront={shop}>{children}</StorefrontProvider>
  return { shop, storage, backend, wrapper }
}
