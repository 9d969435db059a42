import { listServerCache, purgeServerCache, serverCache } from '../server-cache/server-cache.server'
import type { CacheEntryInfo } from '../server-cache/server-cache.types'
import { type CacheTagSummary, summarizeCache } from './cache-summary'

/**
 * Whether the admin area shows Caches (back-office spec §2 "/admin/cache: shown only when the redis option is on";
 * "Caches (hidden unless redis is used)"): when the shop server keeps its cache in Redis, shared by every instance.
 * The in-memory cache of one process is not worth a screen: a purge there would reach one instance of several.
 */
export function adminCacheShown(): boolean {
  return serverCache()?.store.kind === 'redis'
}

/** What the admin cache screen shows: the entries per tag, and the entries themselves, newest first. */
export interface AdminCacheView {
  tags: CacheTagSummary[]
  entries: CacheEntryInfo[]
  /** How many entries there are in all, and their bytes. */
  count: number
  bytes: number
}

/** The most entries the screen lists one by one (the tags sum up all of them). */
const LISTED_ENTRIES = 200

/** Everything the shop server caches, the rendered anonymous pages included, summed up for the admin cache screen. */
export async function adminCacheView(): Promise<AdminCacheView> {
  const entries = await listServerCache()
  return {
    tags: summarizeCache(entries),
    entries: [...entries].sort((a, b) => b.storedAt - a.storedAt).slice(0, LISTED_ENTRIES),
    count: entries.length,
    bytes: entries.reduce((sum, entry) => sum + entry.bytes, 0),
  }
}

/** Purges everything, or one tag; with Redis the purge reaches every shop instance sharing the store. */
export function purgeAdminCache(tag?: string): Promise<number> {
  return purgeServerCache(tag ? { tag } : undefined)
}

/**
 * After a consent assignment is saved, the storefront's forms must show it at once: the consents and their
 * assignments (tag `consents`, SHARED_CALLS) and the rendered anonymous pages that carry the newsletter block with them
 * (tag `page`) are purged, in every language and, with Redis, on every instance.
 */
export async function purgeConsentCaches(): Promise<number> {
  const removed = await Promise.all([purgeServerCache({ tag: 'consents' }), purgeServerCache({ tag: 'page' })])
  return removed[0] + removed[1]
}
