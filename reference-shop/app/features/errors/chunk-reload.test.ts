import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CHUNK_RELOAD_GUARD_MS, CHUNK_RELOAD_KEY, reloadForChunkError, reloadOnChunkErrors } from './chunk-reload'

function memoryStorage() {
  const items = new Map<string, string>()
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), items }
}

describe('reloadForChunkError', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(Date.UTC(2026, 10, 27, 12, 0, 0))
  })
  afterEach(() => vi.useRealTimers())

  it('reloads for the first failed chunk, not again within 60 s, and again once 60 s have passed', () => {
    const storage = memoryStorage()
    const reload = vi.fn()
    const failed = () => reloadForChunkError(() => storage, Date.now(), reload)

    expect(failed()).toBe(true)
    expect(reload).toHaveBeenCalledTimes(1)
    expect(storage.items.get(CHUNK_RELOAD_KEY)).toBe(String(Date.now()))

    vi.advanceTimersByTime(CHUNK_RELOAD_GUARD_MS - 1)
    expect(failed()).toBe(false)
    expect(reload).toHaveBeenCalledTimes(1)

    vi.advanceTimersByTime(1)
    expect(failed()).toBe(true)
    expect(reload).toHaveBeenCalledTimes(2)
  })

  it('does not reload when the tab cannot remember the reload (storage refused), so it can never loop', () => {
    const reload = vi.fn()
    const refused = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    }
    expect(reloadForChunkError(refused, Date.now(), reload)).toBe(false)
    const full = { getItem: () => null, setItem: () => refused() }
    expect(reloadForChunkError(() => full, Date.now(), reload)).toBe(false)
    expect(reload).not.toHaveBeenCalled()
  })

  it('treats an unreadable stored time as no reload yet', () => {
    const storage = memoryStorage()
    storage.setItem(CHUNK_RELOAD_KEY, 'yesterday')
    const reload = vi.fn()
    expect(reloadForChunkError(() => storage, Date.now(), reload)).toBe(true)
  })
})

describe('reloadOnChunkErrors', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    sessionStorage.clear()
  })
  afterEach(() => vi.useRealTimers())

  it('reloads the page on a chunk that failed to load and stops the error, once per 60 s; the second error goes on', () => {
    const reload = vi.fn()
    const target = { sessionStorage, location: { reload }, addEventListener: window.addEventListener.bind(window), removeEventListener: window.removeEventListener.bind(window) }
    const stop = reloadOnChunkErrors(target as unknown as Window)
    try {
      const first = new Event('vite:preloadError', { cancelable: true })
      window.dispatchEvent(first)
      expect(reload).toHaveBeenCalledTimes(1)
      expect(first.defaultPrevented).toBe(true)

      vi.advanceTimersByTime(30_000)
      const second = new Event('vite:preloadError', { cancelable: true })
      window.dispatchEvent(second)
      expect(reload).toHaveBeenCalledTimes(1)
      expect(second.defaultPrevented).toBe(false)
    } finally {
      stop()
    }
    window.dispatchEvent(new Event('vite:preloadError', { cancelable: true }))
    expect(reload).toHaveBeenCalledTimes(1)
  })
})
