import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CHUNK_RELOAD_GUARD_MS, CHUNK_RELOAD_KEY, reloadOnChunkErrors } from './chunk-reload'

/** A window of its own (an event target with session storage and a location), so each test listens afresh. */
function fakeWindow(storage: Pick<Storage, 'getItem' | 'setItem'> | (() => never)) {
  const target = new EventTarget()
  const reload = vi.fn()
  const logged: unknown[][] = []
  Object.defineProperty(target, 'sessionStorage', { get: typeof storage === 'function' ? storage : () => storage })
  Object.assign(target, { location: { reload }, console: { error: (...args: unknown[]) => logged.push(args) } })
  reloadOnChunkErrors(target as unknown as Window & { console: Console })
  /** Dispatches a failed chunk; answers whether the error was stopped. */
  const chunkFails = () => !target.dispatchEvent(new Event('vite:preloadError', { cancelable: true }))
  /**
   * What React Router 7's loadRouteModule does when a route module fails to load: logs its line, then reloads (the
   * guard throws from the log to stop it). Answers whether the page reloaded.
   */
  const routeModuleFails = () => {
    const { console } = target as unknown as { console: Console }
    try {
      console.error('Error loading route module `/assets/product-AbCd1234.js`, reloading page...')
      console.error(new TypeError('Failed to fetch dynamically imported module'))
    } catch {
      return false
    }
    reload()
    return true
  }
  /** The page's console.error, as any code calls it. */
  const consoleError = (...args: unknown[]) => (target as unknown as { console: Console }).console.error(...args)
  return { reload, chunkFails, routeModuleFails, logged, consoleError }
}

function memoryStorage() {
  const items = new Map<string, string>()
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), items }
}

describe('reloadOnChunkErrors', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(Date.UTC(2026, 10, 27, 12, 0, 0))
  })
  afterEach(() => vi.useRealTimers())

  it('reloads for the first failed chunk and stops its error, not again within 60 s, and again once 60 s have passed', () => {
    const storage = memoryStorage()
    const { reload, chunkFails } = fakeWindow(storage)

    expect(chunkFails()).toBe(true)
    expect(reload).toHaveBeenCalledTimes(1)
    expect(storage.items.get(CHUNK_RELOAD_KEY)).toBe(String(Date.now()))

    vi.advanceTimersByTime(CHUNK_RELOAD_GUARD_MS - 1)
    // The reload did not help: this error goes on to the error page.
    expect(chunkFails()).toBe(false)
    expect(reload).toHaveBeenCalledTimes(1)

    vi.advanceTimersByTime(1)
    expect(chunkFails()).toBe(true)
    expect(reload).toHaveBeenCalledTimes(2)
  })

  it('remembers the reload across page loads of the tab (the stored time), not in the page', () => {
    const storage = memoryStorage()
    expect(fakeWindow(storage).chunkFails()).toBe(true)
    vi.advanceTimersByTime(5_000)
    // The reloaded page listens afresh and reads the same session storage.
    const reloaded = fakeWindow(storage)
    expect(reloaded.chunkFails()).toBe(false)
    expect(reloaded.reload).not.toHaveBeenCalled()
  })

  it('does not reload when the tab cannot remember the reload (storage refused or full), so it can never loop', () => {
    const refused = fakeWindow(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    })
    expect(refused.chunkFails()).toBe(false)
    const full = fakeWindow({
      getItem: () => null,
      setItem: () => {
        throw new DOMException('Quota exceeded.', 'QuotaExceededError')
      },
    })
    expect(full.chunkFails()).toBe(false)
    expect([refused.reload, full.reload].map((reload) => reload.mock.calls.length)).toEqual([0, 0])
  })

  it('treats an unreadable stored time as no reload yet', () => {
    const storage = memoryStorage()
    storage.setItem(CHUNK_RELOAD_KEY, 'yesterday')
    const { reload, chunkFails } = fakeWindow(storage)
    expect(chunkFails()).toBe(true)
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it("lets React Router reload for a failed route module once, and within 60 s of that stops its next reload (the route's error page shows)", () => {
    const storage = memoryStorage()
    const first = fakeWindow(storage)
    expect(first.routeModuleFails()).toBe(true)
    // Its lines are still logged.
    expect(first.logged[0]).toEqual(['Error loading route module `/assets/product-AbCd1234.js`, reloading page...'])

    vi.advanceTimersByTime(5_000)
    const reloaded = fakeWindow(storage)
    expect(reloaded.routeModuleFails()).toBe(false)
    expect(reloaded.reload).not.toHaveBeenCalled()

    vi.advanceTimersByTime(CHUNK_RELOAD_GUARD_MS)
    expect(reloaded.routeModuleFails()).toBe(true)
  })

  it('leaves every other console error alone, also within 60 s of a reload', () => {
    const storage = memoryStorage()
    expect(fakeWindow(storage).routeModuleFails()).toBe(true)
    const reloaded = fakeWindow(storage)
    expect(() => reloaded.consoleError('Error loading something else, reloading page...')).not.toThrow()
    expect(() => reloaded.consoleError(new Error('Error loading route module `/x.js`, reloading page...'))).not.toThrow()
    expect(reloaded.logged).toHaveLength(2)
  })

  it('matches the line the installed React Router logs before its reload (an upgrade that changes it fails here)', () => {
    const production = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist', 'production')
    const code = readdirSync(production)
      .filter((file) => file.endsWith('.mjs'))
      .map((file) => readFileSync(join(production, file), 'utf8'))
      .join('\n')
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the installed React Router's source text, template literal and all
    expect(code).toContain('`Error loading route module \\`${route.module}\\`, reloading page...`')
  })
})
