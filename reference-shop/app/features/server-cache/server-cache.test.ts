// @vitest-environment node
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createServerCache, type CachePolicy, type Loaded, type ServerCache } from './server-cache'
import { createMemoryStore } from './server-cache.memory'
import { createRedisStore } from './server-cache.redis'
import type { CacheStore } from './server-cache.types'
import { startRedisServer, type TestRedisServer } from './redis-server.test-env'

// Ages come from the stored time and Date.now(), which the tests move (fake Date); the Redis store's own expiry is
// real time and longer than any test, so both stores decide freshness the same way.
const POLICY: CachePolicy = {
  freshMs: 60_000,
  staleWhileRevalidateMs: 5 * 60_000,
  staleIfErrorMs: 30 * 60_000,
  retryFailedAfterMs: 10_000,
  staleDeadlineMs: 1_500,
}
const MENU = 'navigation:hr:main'

const answer = (value: string): Loaded<string> => ({ value, cacheable: true, failed: false })
const backendDown = () => vi.fn(async (): Promise<Loaded<string>> => Promise.reject(new TypeError('fetch failed')))
const backendError = () => vi.fn(async (): Promise<Loaded<string>> => ({ value: '503 Service Unavailable', cacheable: false, failed: true }))

/** A backend that answers `menu v1`, `menu v2`, ... one version per call. */
function versions() {
  let version = 0
  return vi.fn(async () => answer(`menu v${++version}`))
}

function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((done) => (resolve = done))
  return { promise, resolve }
}

function later(ms: number): void {
  vi.setSystemTime(Date.now() + ms)
}

/** Lets settled promises run their handlers (a real macrotask; only Date is faked). */
const settle = () => new Promise((resolve) => setImmediate(resolve))

let redis: TestRedisServer
let namespaces = 0

beforeAll(async () => {
  redis = await startRedisServer()
}, 20_000)

afterAll(async () => {
  await redis?.stop()
})

const storeKinds: Record<'memory' | 'redis', (namespace?: string) => CacheStore> = {
  memory: () => createMemoryStore(),
  redis: (namespace = `test-${process.pid}-${++namespaces}:`) => createRedisStore({ url: redis.url, namespace }),
}

describe.each(['memory', 'redis'] as const)('the server cache in %s', (kind) => {
  const caches: ServerCache[] = []

  function newCache(policy: Partial<CachePolicy> = {}, store = storeKinds[kind]()) {
    const cache = createServerCache({ store, policy: { ...POLICY, ...policy } })
    caches.push(cache)
    return cache
  }

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-25T10:00:00Z'))
  })

  afterEach(async () => {
    vi.useRealTimers()
    await Promise.all(caches.splice(0).map((cache) => cache.close()))
  })

  it('answers from the store while fresh, and asks the backend again once the entry has expired', async () => {
    const cache = newCache({ staleWhileRevalidateMs: 0, staleIfErrorMs: 0 })
    const backend = versions()

    expect(await cache.get(MENU, 'menu', backend)).toBe('menu v1')
    later(59_000)
    expect(await cache.get(MENU, 'menu', backend)).toBe('menu v1')
    expect(backend).toHaveBeenCalledTimes(1)

    later(2_000)
    expect(await cache.get(MENU, 'menu', backend)).toBe('menu v2')
    expect(backend).toHaveBeenCalledTimes(2)
  })

  it('serves a stale entry at once and refreshes it once in the background', async () => {
    const cache = newCache()
    const refresh = deferred<Loaded<string>>()
    const backend = vi.fn<() => Promise<Loaded<string>>>().mockResolvedValueOnce(answer('menu v1')).mockReturnValueOnce(refresh.promise)
    await cache.get(MENU, 'menu', backend)
    later(61_000)

    // The refresh has not answered yet: both requests get the stale menu without waiting, and share one refresh.
    expect(await Promise.all([cache.get(MENU, 'menu', backend), cache.get(MENU, 'menu', backend)])).toEqual(['menu v1', 'menu v1'])
    expect(backend).toHaveBeenCalledTimes(2)

    refresh.resolve(answer('menu v2'))
    await vi.waitFor(async () => expect(await cache.get(MENU, 'menu', backend)).toBe('menu v2'))
    expect(backend).toHaveBeenCalledTimes(2)
  })

  it('makes one backend call for concurrent misses of the same key', async () => {
    const cache = newCache()
    const slow = deferred<Loaded<string>>()
    const backend = vi.fn(() => slow.promise)

    const answers = Promise.all(Array.from({ length: 5 }, () => cache.get(MENU, 'menu', backend)))
    await vi.waitFor(() => expect(backend).toHaveBeenCalled())
    slow.resolve(answer('menu v1'))

    expect(await answers).toEqual(Array.from({ length: 5 }, () => 'menu v1'))
    expect(backend).toHaveBeenCalledTimes(1)
  })

  it('keeps serving the stale entry while the background refresh fails, and leaves the backend alone for a while', async () => {
    const cache = newCache()
    await cache.get(MENU, 'menu', versions())
    later(61_000)
    const down = backendDown()

    expect(await cache.get(MENU, 'menu', down)).toBe('menu v1')
    await vi.waitFor(() => expect(down).toHaveBeenCalledTimes(1))
    await settle()
    expect(await cache.get(MENU, 'menu', down)).toBe('menu v1')
    expect(down).toHaveBeenCalledTimes(1)

    later(POLICY.retryFailedAfterMs)
    expect(await cache.get(MENU, 'menu', down)).toBe('menu v1')
    expect(down).toHaveBeenCalledTimes(2)
  })

  it('answers with what it has when the backend fails during an outage, for a bounded time only', async () => {
    const cache = newCache()
    await cache.get(MENU, 'menu', versions())
    // Past stale-while-revalidate: the backend is asked first, and its failure is answered with the old menu.
    later(POLICY.freshMs + POLICY.staleWhileRevalidateMs + 1)
    const down = backendDown()
    expect(await cache.get(MENU, 'menu', down)).toBe('menu v1')
    later(POLICY.retryFailedAfterMs)
    const failing = backendError()
    expect(await cache.get(MENU, 'menu', failing)).toBe('menu v1')
    expect([down.mock.calls.length, failing.mock.calls.length]).toEqual([1, 1])

    // Beyond stale-if-error the failure is the answer: the shop says it is unavailable rather than show an old site.
    later(POLICY.staleIfErrorMs)
    expect(await cache.get(MENU, 'menu', failing)).toBe('503 Service Unavailable')
    await expect(cache.get(MENU, 'menu', down)).rejects.toThrow('fetch failed')
  })

  it('loads again after a purge: everything, or the entries of one tag and language', async () => {
    const cache = newCache()
    const keys = ['navigation:hr:main', 'navigation:sl:main', 'options:hr:all']
    const backends = Object.fromEntries(keys.map((key) => [key, versions()]))
    for (const key of keys) await cache.get(key, key, backends[key]!)

    expect(await cache.purge({ tag: 'navigation', language: 'hr' })).toBe(1)
    expect(await Promise.all(keys.map((key) => cache.get(key, key, backends[key]!)))).toEqual(['menu v2', 'menu v1', 'menu v1'])

    expect(await cache.purge()).toBe(3)
    expect(await Promise.all(keys.map((key) => cache.get(key, key, backends[key]!)))).toEqual(['menu v3', 'menu v2', 'menu v2'])
    expect((await cache.list({ tag: 'navigation' })).map((entry) => entry.key).sort()).toEqual(['navigation:hr:main', 'navigation:sl:main'])
  })

  it('does not let a refresh that was under way during a purge put the purged data back', async () => {
    const store = storeKinds[kind]()
    const write = vi.spyOn(store, 'write')
    const cache = newCache({}, store)
    const refresh = deferred<Loaded<string>>()
    const backend = vi
      .fn<() => Promise<Loaded<string>>>()
      .mockResolvedValueOnce(answer('menu v1'))
      .mockReturnValueOnce(refresh.promise)
      .mockResolvedValueOnce(answer('menu v3'))
    await cache.get(MENU, 'menu', backend)
    later(61_000)
    expect(await cache.get(MENU, 'menu', backend)).toBe('menu v1')

    await cache.purge()
    refresh.resolve(answer('menu v2 (read before the purge)'))
    await vi.waitFor(() => expect(write).toHaveBeenCalledTimes(2))
    expect(await write.mock.results[1]!.value).toBe(false)
    await settle()

    expect(await cache.get(MENU, 'menu', backend)).toBe('menu v3')
  })
})

describe('the server cache in redis, shared by several shop instances', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('answers one instance with what another stored, and a purge by one reaches the other', async () => {
    const namespace = `test-${process.pid}-shared:`
    const first = createServerCache({ store: storeKinds.redis(namespace), policy: POLICY })
    const second = createServerCache({ store: storeKinds.redis(namespace), policy: POLICY })
    try {
      expect(await first.get(MENU, 'menu', versions())).toBe('menu v1')
      const secondBackend = vi.fn(async () => answer('menu from the second instance'))
      expect(await second.get(MENU, 'menu', secondBackend)).toBe('menu v1')
      expect(secondBackend).not.toHaveBeenCalled()

      expect(await second.purge({ tag: 'navigation' })).toBe(1)
      const firstBackend = vi.fn(async () => answer('menu after the purge'))
      expect(await first.get(MENU, 'menu', firstBackend)).toBe('menu after the purge')
      expect(firstBackend).toHaveBeenCalledTimes(1)
    } finally {
      await Promise.all([first.close(), second.close()])
    }
  })

  it('goes to the backend, and never fails a page, when Redis is gone', async () => {
    const own = await startRedisServer()
    const errors: Error[] = []
    const cache = createServerCache({ store: createRedisStore({ url: own.url, onError: (error) => errors.push(error) }), policy: POLICY })
    try {
      const backend = versions()
      expect(await cache.get(MENU, 'menu', backend)).toBe('menu v1')
      expect(await cache.get(MENU, 'menu', backend)).toBe('menu v1')

      await own.stop()

      expect(await cache.get(MENU, 'menu', backend)).toBe('menu v2')
      expect(await cache.get(MENU, 'menu', backend)).toBe('menu v3')
      // Told once, not once per request; the admin screen's purge says it failed rather than hang.
      await vi.waitFor(() => expect(errors.length).toBe(1))
      await expect(cache.purge()).rejects.toThrow(/not connected/)
    } finally {
      await cache.close()
      await own.stop()
    }
  })
})

describe('the server cache in memory', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('serves the stale entry when the backend is slower than the deadline, and keeps the late answer', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] })
    const cache = createServerCache({ store: createMemoryStore(), policy: POLICY })
    await cache.get(MENU, 'menu', versions())
    vi.setSystemTime(Date.now() + POLICY.freshMs + POLICY.staleWhileRevalidateMs + 1)
    const slow = deferred<Loaded<string>>()
    const backend = vi.fn(() => slow.promise)

    const answered = cache.get(MENU, 'menu', backend)
    await vi.advanceTimersByTimeAsync(POLICY.staleDeadlineMs)
    expect(await answered).toBe('menu v1')

    slow.resolve(answer('menu v2'))
    await vi.waitFor(async () => expect(await cache.get(MENU, 'menu', backend)).toBe('menu v2'))
    expect(backend).toHaveBeenCalledTimes(1)
  })

  it('keeps at most its number of entries, dropping the least recently read', async () => {
    const cache = createServerCache({ store: createMemoryStore({ maxEntries: 2 }), policy: POLICY })
    const backends = { a: versions(), b: versions(), c: versions() }
    await cache.get('navigation:hr:a', 'a', backends.a)
    await cache.get('navigation:hr:b', 'b', backends.b)
    await cache.get('navigation:hr:a', 'a', backends.a)
    await cache.get('navigation:hr:c', 'c', backends.c)

    expect((await cache.list()).map((entry) => entry.key).sort()).toEqual(['navigation:hr:a', 'navigation:hr:c'])
    expect(await cache.get('navigation:hr:b', 'b', backends.b)).toBe('menu v2')
  })

  it('refuses a selector that is not a plain name', async () => {
    const cache = createServerCache({ store: createMemoryStore() })
    await expect(cache.purge({ tag: 'navigation:*' })).rejects.toThrow(TypeError)
  })
})
