import { canAdmin } from '@vitrina/sdk/admin'
import { data } from 'react-router'
import type { LoaderInput } from '../storefront/storefront.server'
import { type AdminCacheView, adminCacheShown, adminCacheView, purgeAdminCache } from './admin-cache.server'
import { requireAdmin, requireAdminRight } from './admin.guard.server'

/** What the caches' screen renders. */
export interface CacheAdminData {
  view: AdminCacheView
  mayPurge: boolean
}

/** The answer of a purge: how many entries it removed. */
export interface CachePurgeAnswer {
  removed: number
  tag: string | null
}

/** The caches' screen exists only while the shop keeps its cache in Redis (back-office spec §2); else it is a 404. */
function requireCacheScreen(headers: Headers): void {
  if (!adminCacheShown()) throw data(null, { status: 404, headers })
}

/** Lists what the shop server caches (every instance's, with Redis): per tag, and the newest entries. */
export async function loadCacheAdmin(input: LoaderInput) {
  const admin = await requireAdmin(input)
  requireCacheScreen(admin.headers)
  const result: CacheAdminData = { view: await adminCacheView(), mayPurge: canAdmin(admin.user, 'cache:clear') }
  return data(result, { headers: admin.headers })
}

/**
 * Purges everything (`tag` absent or empty) or one tag, for every shop instance sharing the Redis store. Needs the
 * right `cache:clear`, checked here since the cache is the shop's own (no backend call to refuse it).
 */
export async function purgeCacheAdmin(input: LoaderInput) {
  const admin = await requireAdminRight(input, 'cache:clear')
  requireCacheScreen(admin.headers)
  const tag = String((await input.request.formData()).get('tag') ?? '').trim()
  // A tag is a plain name (the store's key patterns take nothing else); anything else purges nothing.
  if (tag !== '' && !/^[a-z0-9-]+$/i.test(tag)) return data({ removed: 0, tag } satisfies CachePurgeAnswer, { headers: admin.headers })
  const removed = await purgeAdminCache(tag || undefined)
  return data({ removed, tag: tag || null } satisfies CachePurgeAnswer, { headers: admin.headers })
}
