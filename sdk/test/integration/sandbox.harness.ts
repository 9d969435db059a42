// The SDK against the real sandbox, in process: the storefront's `fetch` hands each request to the sandbox's
// Hono app (`app.fetch`), so every call crosses the wire contract as HTTP requests and responses would. Both
// sides read one clock that the test moves by hand, so tokens expire without real waiting.
import { createSandbox, SANDBOX_SITE, type Sandbox } from '@vitrina/sandbox'
import { afterAll, beforeAll, beforeEach } from 'vitest'
import type { Clock } from '../../src/clock/clock.types'
import type { Notice } from '../../src/notices/notices.types'
import { memoryStorage } from '../../src/storage/storage.memory'
import type { StorageAdapter } from '../../src/storage/storage.types'
import { createStorefront } from '../../src/storefront/storefront.create'
import type { Storefront, StorefrontOptions } from '../../src/storefront/storefront.types'

/** Lifetime of the sandbox's access tokens in these tests: above the SDK's 10 s refresh margin, short to pass. */
export const ACCESS_TTL_SECONDS = 60

/** Where the storefronts think the backend is; nothing listens there, `fetch` goes to the app directly. */
export const SANDBOX_URL = 'http://sandbox.test'

/** A clock both sides share; it moves only when the test says so (timers still run on the real ones). */
export interface TestClock extends Clock {
  advanceSeconds(seconds: number): void
  reset(): void
}

export function testClock(): TestClock {
  const start = Date.UTC(2026, 5, 15, 10, 0, 0)
  let now = start
  return {
    now: () => now,
    setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
    clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof globalThis.setTimeout>),
    advanceSeconds: (seconds) => {
      now += seconds * 1000
    },
    reset: () => {
      now = start
    },
  }
}

/** One request as it crossed the wire. */
export interface WireCall {
  method: string
  /** Path and query, without the origin: `/api/v1/refresh`. */
  path: string
  /** The access token it carried (`Authorization: Bearer`), or null. */
  token: string | null
  status: number
  /** The server's `message` for a failure. */
  message?: string
}

/** Every request the storefronts sent, in order; `to(path)` filters by path. */
export interface WireLog {
  readonly calls: WireCall[]
  to(path: string): WireCall[]
  clear(): void
}

/** The sandbox of a test file: created once, reset to the fresh seed (and the clock to its start) before each test. */
export function useSandbox(): { sandbox: () => Sandbox; clock: TestClock } {
  const clock = testClock()
  let sandbox: Sandbox | undefined
  beforeAll(() => {
    sandbox = createSandbox({ database: ':memory:', control: true, clock, accessTokenTtlSeconds: ACCESS_TTL_SECONDS })
  })
  beforeEach(() => {
    sandbox?.reset()
    clock.reset()
  })
  afterAll(async () => {
    await sandbox?.close()
  })
  return {
    clock,
    sandbox: () => {
      if (!sandbox) throw new Error('The sandbox is created in beforeAll.')
      return sandbox
    },
  }
}

/** A `fetch` that answers from the sandbox app and writes each exchange to `log`. */
export function sandboxFetch(sandbox: Sandbox, log: WireCall[]): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init)
    const url = new URL(request.url)
    const bearer = /^Bearer (.+)$/.exec(request.headers.get('Authorization') ?? '')?.[1] ?? null
    const response = await sandbox.app.fetch(request)
    const call: WireCall = { method: request.method, path: url.pathname + url.search, token: bearer, status: response.status }
    if (!response.ok) {
      const body = (await response.clone().json()) as { message?: string }
      if (body.message !== undefined) call.message = body.message
    }
    log.push(call)
    return response
  }
}

/** A direct call to the sandbox, outside any storefront: what another device (or a thief) with a token would send. */
export async function callSandbox(
  sandbox: Sandbox,
  method: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: any }> {
  const response = await sandbox.app.fetch(new Request(`${SANDBOX_URL}${path}`, { method, headers: { apiKey: SANDBOX_SITE.apiKey, ...headers } }))
  return { status: response.status, body: await response.json() }
}

/** A storefront of one tab or server request, with the notices it emitted. */
export interface TestShop {
  shop: Storefront
  storage: StorageAdapter
  noticeKeys(): string[]
}

/** Storefronts over one sandbox, clock and wire log. */
export function storefronts(sandbox: Sandbox, clock: Clock) {
  const calls: WireCall[] = []
  const log: WireLog = {
    calls,
    to: (path) => calls.filter((call) => call.path === path),
    clear: () => {
      calls.length = 0
    },
  }

  function open(options: Partial<StorefrontOptions> = {}): TestShop {
    const storage = options.storage ?? memoryStorage()
    const shop = createStorefront({
      apiUrl: SANDBOX_URL,
      apiKey: SANDBOX_SITE.apiKey,
      siteId: SANDBOX_SITE.siteId,
      storeId: SANDBOX_SITE.storeId,
      clock,
      fetch: sandboxFetch(sandbox, calls),
      ...options,
      storage,
    })
    const notices: Notice[] = []
    shop.notices.listen((notice) => notices.push(notice))
    return { shop, storage, noticeKeys: () => notices.map((notice) => notice.key) }
  }

  return { open, log }
}
