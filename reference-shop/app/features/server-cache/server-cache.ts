import { selectorPattern, systemCacheClock, type CacheClock, type CacheEntryInfo, type CacheSelector, type CacheStore } from './server-cache.types'

/** How long an entry is used, each window measured from the time it was stored. */
export interface CachePolicy {
  /** Served as it is. */
  freshMs: number
  /** After `freshMs` and up to `freshMs + staleWhileRevalidateMs`: served at once, and refreshed once in the background. */
  staleWhileRevalidateMs: number
  /** Up to `freshMs + staleIfErrorMs`: served when the backend fails or is slow (an outage), instead of an error. */
  staleIfErrorMs: number
  /** After a failed refresh, the stale entry is served without asking the backend again for this long. */
  retryFailedAfterMs: number
  /** A load that has a stale entry to fall back on waits this long for the backend, then serves the stale entry. */
  staleDeadlineMs: number
}

/** Short enough that an editor's change shows within a minute; long enough that a page view rarely waits for the backend. */
export const DEFAULT_CACHE_POLICY: CachePolicy = {
  freshMs: 60_000,
  staleWhileRevalidateMs: 10 * 60_000,
  staleIfErrorMs: 60 * 60_000,
  retryFailedAfterMs: 5_000,
  staleDeadlineMs: 1_500,
}

/** What a load brought back from the backend. */
export interface Loaded<T> {
  value: T
  /** Worth keeping and sharing (a complete, valid answer). */
  cacheable: boolean
  /** The backend failed (a 5xx, an unreadable body): a stale entry, when there is one, is the better answer. */
  failed: boolean
}

/** The shop server's cache of data that is the same for every visitor. */
export interface ServerCache {
  readonly store: CacheStore
  readonly policy: CachePolicy
  /**
   * The value under `key`: from the store while fresh; while stale, at once with one refresh in the background;
   * else from `load`, which concurrent callers of the same key share. When the backend fails, an entry within
   * the stale-if-error window is served instead of the failure.
   */
  get<T>(key: string, label: string, load: () => Promise<Loaded<T>>): Promise<T>
  /** Removes every entry, or those of a tag and/or language; answers how many. Seen by every instance sharing the store. */
  purge(selector?: CacheSelector): Promise<number>
  /** The entries, or those of a tag and/or language (for the admin cache screen). */
  list(selector?: CacheSelector): Promise<CacheEntryInfo[]>
  close(): Promise<void>
}

export interface ServerCacheOptions {
  store: CacheStore
  policy?: Partial<CachePolicy>
  clock?: CacheClock
  /** Told when the store failed and the backend was asked instead (rate-limited by the caller if it logs). */
  onStoreError?: (error: unknown) => void
}

// Keys whose refresh failed recently; capped, so that a flood of distinct failing keys cannot grow it.
const MAX_FAILED_KEYS = 1_000

export function createServerCache({ store, policy: overrides, clock = systemCacheClock, onStoreError = () => {} }: ServerCacheOptions): ServerCache {
  const policy: CachePolicy = { ...DEFAULT_CACHE_POLICY, ...overrides }
  // The store removes entries once no window can use them any more.
  const keepMs = policy.freshMs + Math.max(policy.staleWhileRevalidateMs, policy.staleIfErrorMs)
  const inFlight = new Map<string, Promise<Loaded<unknown>>>()
  const failedAt = new Map<string, number>()

  function recentlyFailed(key: string): boolean {
    const at = failedAt.get(key)
    return at !== undefined && clock.now() - at < policy.retryFailedAfterMs
  }

  function noteOutcome(key: string, failed: boolean): void {
    if (!failed) {
      failedAt.delete(key)
      return
    }
    if (failedAt.size >= MAX_FAILED_KEYS) failedAt.clear()
    failedAt.set(key, clock.now())
  }

  /**
   * One backend load per key at a time in this process: concurrent misses and the background refresh share it.
   * `generation` is the store's purge generation when the caller read the key (undefined when the read failed,
   * and then nothing is written).
   */
  function loadOnce<T>(key: string, label: string, load: () => Promise<Loaded<T>>, generation: number | undefined): Promise<Loaded<T>> {
    const running = inFlight.get(key)
    if (running !== undefined) return running as Promise<Loaded<T>>
    const started = (async () => {
      try {
        const loaded = await load()
        noteOutcome(key, loaded.failed)
        if (loaded.cacheable && !loaded.failed && generation !== undefined) {
          try {
            await store.write(key, { value: loaded.value, storedAt: clock.now(), label }, keepMs, generation)
          } catch (error) {
            onStoreError(error)
          }
        }
        return loaded
      } catch (error) {
        noteOutcome(key, true)
        throw error
      } finally {
        inFlight.delete(key)
      }
    })()
    inFlight.set(key, started)
    return started
  }

  /** A load with a stale entry to fall back on: the stale value when the backend fails or takes too long. */
  async function loadOrStale<T>(key: string, label: string, load: () => Promise<Loaded<T>>, generation: number | undefined, stale: T): Promise<T> {
    let timer: ReturnType<typeof setTimeout> | undefined
    const deadline = new Promise<T>((resolve) => {
      timer = setTimeout(() => resolve(stale), policy.staleDeadlineMs)
    })
    // The load goes on after the deadline and fills the store when it succeeds.
    const loading = loadOnce(key, label, load, generation).then(
      (loaded) => (loaded.failed ? stale : loaded.value),
      () => stale,
    )
    try {
      return await Promise.race([loading, deadline])
    } finally {
      clearTimeout(timer)
    }
  }

  return {
    store,
    policy,

    async get<T>(key: string, label: string, load: () => Promise<Loaded<T>>): Promise<T> {
      let read: Awaited<ReturnType<CacheStore['read']>> | undefined
      try {
        read = await store.read<T>(key)
      } catch (error) {
        onStoreError(error)
      }
      const entry = read?.entry as { value: T; storedAt: number } | undefined
      const generation = read?.generation
      if (entry) {
        const age = clock.now() - entry.storedAt
        if (age < policy.freshMs) return entry.value
        if (age < policy.freshMs + policy.staleWhileRevalidateMs) {
          // Once: a refresh under way is joined, and after a failed one the backend is left alone for a while.
          if (!recentlyFailed(key)) loadOnce(key, label, load, generation).catch(() => {})
          return entry.value
        }
        if (age < policy.freshMs + policy.staleIfErrorMs) {
          return recentlyFailed(key) ? entry.value : loadOrStale(key, label, load, generation, entry.value)
        }
      }
      return (await loadOnce(key, label, load, generation)).value
    },

    purge: async (selector) => store.purge(selectorPattern(selector)),
    list: async (selector) => store.list(selectorPattern(selector)),
    close: () => store.close(),
  }
}
