import type { StorageAdapter } from './storage.types'

/**
 * Creates a storage adapter that keeps cookies in memory (tests, workers, scripts).
 *
 * @param initial - Cookies present from the start.
 */
export function memoryStorage(initial: Record<string, string> = {}): StorageAdapter {
  const values = new Map(Object.entries(initial))
  return {
    get: (name) => values.get(name),
    set(name, value, options) {
      // A non-positive lifetime deletes, as it does for a real cookie.
      if (options?.maxAgeSeconds !== undefined && options.maxAgeSeconds <= 0) values.delete(name)
      else values.set(name, value)
    },
    remove: (name) => {
      values.delete(name)
    },
  }
}
