import { PUBLIC_PAGE_STALE_WHILE_REVALIDATE_SECONDS } from '../serving/http-cache'
import { serverTimeoutMs } from '../storefront/storefront.timeout'
import { type CachePolicy, createServerCache, DEFAULT_CACHE_POLICY, type ServerCache } from './server-cache'
import { createMemoryStore, type MemoryStoreOptions } from './server-cache.memory'
import { createRedisStore } from './server-cache.redis'
import type { CacheEntryInfo, CacheSelector } from './server-cache.types'

// The shop process's one cache, built on first use from the environment. Module state is right here: the cache
// is what requests share on purpose (nothing per visitor goes into it, see server-cache.calls.ts).
let shared: ServerCache | null | undefined

const STORE_WARNING_INTERVAL_MS = 60_000

/** What a cache of the shop keeps besides the environment's choices. */
export interface ServerCacheSetup {
  /** Windows other than the fresh one, which the environment sets. */
  policy?: Partial<Omit<CachePolicy, 'freshMs'>>
  /** The bounds of the in-memory store (without Redis). */
  memory?: Omit<MemoryStoreOptions, 'clock'>
}

/**
 * The cache the environment asks for: in Redis when `REDIS_URL` is set (shared by every shop instance given the
 * same URL), else in this process's memory. `VITRINA_CACHE_TTL_SECONDS` sets how long an entry is fresh
 * (default 60); `0` turns the cache off. Null when it is off.
 */
export function serverCacheFromEnv(env: Record<string, string | undefined>, setup: ServerCacheSetup = {}): ServerCache | null {
  const ttl = env.VITRINA_CACHE_TTL_SECONDS?.trim()
  const freshMs = ttl ? Number(ttl) * 1000 : DEFAULT_CACHE_POLICY.freshMs
  if (!Number.isFinite(freshMs) || freshMs < 0) throw new Error(`VITRINA_CACHE_TTL_SECONDS must be a number of seconds, got "${ttl}"`)
  if (freshMs === 0) return null
  const store = env.REDIS_URL ? createRedisStore({ url: env.REDIS_URL }) : createMemoryStore(setup.memory)
  let warnedAt = -Infinity
  return createServerCache({
    store,
    // A stale entry must win the race against the page's own backend timeout, or a slow backend shows the error page.
    policy: { staleDeadlineMs: Math.min(DEFAULT_CACHE_POLICY.staleDeadlineMs, serverTimeoutMs(env) / 2), ...setup.policy, freshMs },
    onStoreError(error) {
      if (Date.now() - warnedAt < STORE_WARNING_INTERVAL_MS) return
      warnedAt = Date.now()
      console.warn(`[server-cache] the ${store.kind} store failed (${error instanceof Error ? error.message : String(error)}); the backend answered instead.`)
    },
  })
}

/** The shop process's server cache (null when VITRINA_CACHE_TTL_SECONDS=0). */
export function serverCache(): ServerCache | null {
  if (shared === undefined) shared = serverCacheFromEnv(typeof process === 'undefined' ? {} : process.env)
  return shared
}

/**
 * Replaces the process's cache (tests; a server that builds its own): null turns it off, undefined builds it from
 * the environment again on next use. The previous one is not closed.
 */
export function setServerCache(cache: ServerCache | null | undefined): void {
  shared = cache
}

// The rendered pages of visitors without cookies (reference-shop/page-cache.mjs serves them). Beside the data cache,
// with memory bounds of its own so that pages never push the layout data out; in the same Redis when REDIS_URL is
// set, where a purge of either reaches both.
let sharedPages: ServerCache | null | undefined

/** About 500 pages of 100 kB at most in memory. */
const PAGE_MEMORY_BOUNDS = { maxEntries: 500, maxBytes: 64 * 1024 * 1024 }

/**
 * The shop process's cache of anonymous pages, built on first use from the environment like the data cache (and off
 * with it: `VITRINA_CACHE_TTL_SECONDS=0`). Its fresh window is the data cache's (60 s, the pages' `s-maxage`); a
 * stale page is served while it is rendered again for as long as the pages' `stale-while-revalidate` lets a CDN.
 */
export function pageCache(): ServerCache | null {
  if (sharedPages === undefined) {
    sharedPages = serverCacheFromEnv(typeof process === 'undefined' ? {} : process.env, {
      policy: { staleWhileRevalidateMs: PUBLIC_PAGE_STALE_WHILE_REVALIDATE_SECONDS * 1000 },
      memory: PAGE_MEMORY_BOUNDS,
    })
  }
  return sharedPages
}

/**
 * Purges the server cache: everything, or the entries of one tag (`navigation`, `elements`, `options`, `site`,
 * `languages`, `countries`, `currency`, `checkout-settings`, `consents`, `category`, and `page` for the rendered
 * anonymous pages) and/or one language. With Redis the purge reaches every shop instance; the next page view loads
 * the data from the backend again. Answers how many entries it removed. This is the entry point for the admin cache screen.
 *
 * @example
 * ```ts
 * await purgeServerCache()                                  // everything
 * await purgeServerCache({ tag: 'navigation' })             // the menus, every language
 * await purgeServerCache({ tag: 'elements', language: 'sl' })
 * ```
 */
export async function purgeServerCache(selector?: CacheSelector): Promise<number> {
  let removed = 0
  for (const cache of caches()) removed += await cache.purge(selector)
  return removed
}

/** The cached entries (key, what they are, when they were stored), for the admin cache screen. */
export async function listServerCache(selector?: CacheSelector): Promise<CacheEntryInfo[]> {
  const lists = await Promise.all(caches().map((cache) => cache.list(selector)))
  return lists.flat()
}

/**
 * The data cache and the page cache ({@link pageCache}), the latter only when its store is a separate one: in
 * Redis both keep their entries in one store, which the data cache lists and purges whole.
 */
function caches(): ServerCache[] {
  const data = serverCache()
  const pages = pageCache()
  return [data, pages && (!data || pages.store.kind === 'memory') ? pages : null].filter((cache): cache is ServerCache => cache !== null)
}
