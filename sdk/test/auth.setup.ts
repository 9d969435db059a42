import type { Notice } from '../src/notices/notices.types'
import { memoryStorage } from '../src/storage/storage.memory'
import { createStorefront } from '../src/storefront/storefront.create'
import type { StorefrontOptions } from '../src/storefront/storefront.types'
import { authBackend, manualClock } from './auth.backend'
import { siteHandlers } from './contract.handlers'
import { API, server } from './msw'

export const BASE_OPTIONS: StorefrontOptions = { apiUrl: API, apiKey: 'vitrina-sandbox-key', siteId: 1, storeId: 1 }

/** A storefront over the in-memory auth backend with a manual clock, recording its notices. */
export function authShop(options: Partial<StorefrontOptions> = {}) {
  const clock = manualClock()
  const backend = authBackend(clock)
  server.use(...backend.handlers, ...siteHandlers())
  const storage = options.storage ?? memoryStorage()
  const shop = createStorefront({ ...BASE_OPTIONS, clock, ...options, storage })
  const notices: Notice[] = []
  shop.notices.listen((notice) => notices.push(notice))
  return { shop, clock, backend, storage, notices, noticeKeys: () => notices.map((notice) => notice.key) }
}

/** Records every value a store takes from now on. */
export function history<T>(store: { listen(listener: (value: T) => void): () => void; get(): T }): T[] {
  const values = [store.get()]
  store.listen((value) => values.push(value))
  return values
}
