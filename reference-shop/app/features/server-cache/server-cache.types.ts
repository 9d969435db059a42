/** One cached value as a store keeps it, with the time it was stored (by the cache's clock). */
export interface CacheEntry<T = unknown> {
  value: T
  /** Milliseconds since the epoch when the value arrived from the backend: every age is measured from it. */
  storedAt: number
  /** What the entry is, for people (the admin cache screen): `GET /api/v1/cms/navigation/tree/main`. */
  label: string
}

/** An entry as the admin cache screen lists it. */
export interface CacheEntryInfo {
  key: string
  label: string
  storedAt: number
  /** About how much room it takes in the store: the length of its stored JSON, in bytes. */
  bytes: number
}

/** What a store answers for a key: the entry, if any, and the purge generation it was read under. */
export interface CacheRead<T = unknown> {
  entry: CacheEntry<T> | undefined
  generation: number
}

/**
 * Where cached entries live: the process's memory or a Redis shared by every shop instance. A store only keeps
 * and removes entries; freshness, stale-while-revalidate and single flight are the cache's (server-cache.ts),
 * decided from `storedAt`, so both stores behave the same. Any method may throw (Redis away): the cache then
 * falls back to the backend.
 */
export interface CacheStore {
  readonly kind: 'memory' | 'redis'
  read<T>(key: string): Promise<CacheRead<T>>
  /**
   * Keeps `entry` for `keepMs` unless a purge happened since `generation` was read, so that an answer fetched
   * before a purge cannot put the purged data back. Resolves to whether it was written.
   */
  write<T>(key: string, entry: CacheEntry<T>, keepMs: number, generation: number): Promise<boolean>
  /** Removes the entries whose key matches `pattern` (`*` matches any text) and answers how many it removed. */
  purge(pattern: string): Promise<number>
  /** The entries whose key matches `pattern`. */
  list(pattern: string): Promise<CacheEntryInfo[]>
  close(): Promise<void>
}

/** The time source of the cache; tests pass their own. */
export interface CacheClock {
  now(): number
}

export const systemCacheClock: CacheClock = { now: () => Date.now() }

/** Which entries a purge or a listing means: all of them, those of one tag, of one language, or both. */
export interface CacheSelector {
  /** The kind of data, such as `navigation` or `options` (see SHARED_CALLS in server-cache.calls.ts). */
  tag?: string
  /** A shop language: `hr`, `sl`, `en`, `de`. */
  language?: string
}

const SELECTOR_PART = /^[a-z0-9-]+$/i

/**
 * The key pattern of a selector. Keys are `{tag}:{language}:{hash}`, so a tag, a language or both become a
 * pattern; only plain names are accepted, so nothing in a selector can widen the pattern.
 */
export function selectorPattern(selector: CacheSelector = {}): string {
  for (const part of [selector.tag, selector.language]) {
    if (part !== undefined && !SELECTOR_PART.test(part)) throw new TypeError(`A cache selector takes plain names, got ${JSON.stringify(part)}`)
  }
  return `${selector.tag ?? '*'}:${selector.language ?? '*'}:*`
}

/** A glob pattern (`*` only) as a regular expression over whole keys. */
export function patternRegExp(pattern: string): RegExp {
  return new RegExp(
    `^${pattern
      .split('*')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  )
}
