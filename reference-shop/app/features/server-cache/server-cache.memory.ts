import { patternRegExp, systemCacheClock, type CacheClock, type CacheEntry, type CacheStore } from './server-cache.types'

export interface MemoryStoreOptions {
  /** At most this many entries; the least recently read goes first. */
  maxEntries?: number
  /** At most about this many bytes of entries (their JSON length). */
  maxBytes?: number
  clock?: CacheClock
}

interface Slot {
  entry: CacheEntry
  expiresAt: number
  bytes: number
}

/** The defaults hold every shared call of a few languages many times over, and stay small beside the process. */
export const MEMORY_STORE_MAX_ENTRIES = 2_000
export const MEMORY_STORE_MAX_BYTES = 32 * 1024 * 1024

/**
 * The cache store of one shop process (the default, what `npm start` uses): a Map in least-recently-read
 * order, bounded in entries and bytes. Entries are kept as objects, so a hit costs no parsing.
 */
export function createMemoryStore({
  maxEntries = MEMORY_STORE_MAX_ENTRIES,
  maxBytes = MEMORY_STORE_MAX_BYTES,
  clock = systemCacheClock,
}: MemoryStoreOptions = {}): CacheStore {
  const slots = new Map<string, Slot>()
  let bytes = 0
  let generation = 0

  function remove(key: string): void {
    const slot = slots.get(key)
    if (!slot) return
    bytes -= slot.bytes
    slots.delete(key)
  }

  function live(key: string): Slot | undefined {
    const slot = slots.get(key)
    if (slot && slot.expiresAt <= clock.now()) {
      remove(key)
      return undefined
    }
    return slot
  }

  return {
    kind: 'memory',

    async read<T>(key: string) {
      const slot = live(key)
      if (slot) {
        // Re-inserted so that Map order is recency order and eviction takes the least recently read.
        slots.delete(key)
        slots.set(key, slot)
      }
      return { entry: slot?.entry as CacheEntry<T> | undefined, generation }
    },

    async write(key, entry, keepMs, readGeneration) {
      if (readGeneration !== generation) return false
      const size = JSON.stringify(entry).length
      if (size > maxBytes) return false
      remove(key)
      slots.set(key, { entry, expiresAt: clock.now() + keepMs, bytes: size })
      bytes += size
      for (const oldest of slots.keys()) {
        if (slots.size <= maxEntries && bytes <= maxBytes) break
        remove(oldest)
      }
      return true
    },

    async purge(pattern) {
      generation += 1
      const matches = patternRegExp(pattern)
      let removed = 0
      for (const key of [...slots.keys()]) {
        if (!matches.test(key)) continue
        remove(key)
        removed += 1
      }
      return removed
    },

    async list(pattern) {
      const matches = patternRegExp(pattern)
      return [...slots.keys()].flatMap((key) => {
        const slot = live(key)
        return slot && matches.test(key) ? [{ key, label: slot.entry.label, storedAt: slot.entry.storedAt, bytes: slot.bytes }] : []
      })
    },

    async close() {
      slots.clear()
      bytes = 0
    },
  }
}
