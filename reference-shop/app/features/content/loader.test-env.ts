import type { AppLoadContext } from 'react-router'
import { afterEach, vi } from 'vitest'
import type { RecordedCall, TestBackend } from '../../testing/shop.fixture'
import { createServerCache } from '../server-cache/server-cache'
import { createMemoryStore } from '../server-cache/server-cache.memory'
import { setServerCache } from '../server-cache/server-cache.server'

const SANDBOX = 'http://sandbox.test'

export interface LoaderCall {
  request: Request
  context: AppLoadContext
  /** The backend calls the request's SDK instance made. */
  calls: RecordedCall[]
}

/**
 * The arguments of a page loader for `path`, with a fresh load context (so a fresh per-request SDK instance)
 * whose backend is `backend`: its calls are recorded, anything it does not answer is a 404.
 */
export function loaderCall(path: string, backend: TestBackend = () => undefined): LoaderCall {
  const calls: RecordedCall[] = []
  // An empty server cache, as in a freshly started shop: no test is answered with another test's layout.
  setServerCache(createServerCache({ store: createMemoryStore() }))
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init)
    const text = await request.text()
    const call: RecordedCall = { method: request.method, path: new URL(request.url).pathname, body: text ? (JSON.parse(text) as unknown) : undefined }
    calls.push(call)
    return (await backend(call)) ?? Response.json({ message: 'Route not found.', statusCode: 404 }, { status: 404 })
  })
  const context: AppLoadContext = { vitrina: { apiUrl: SANDBOX, apiKey: 'vitrina-sandbox-key', siteId: '1', storeId: '1', apiKeyId: '7' } }
  return { request: new Request(`http://shop.test${path}`), context, calls }
}

/** The status of what a loader threw (React Router's `data(...)` with a status), or undefined when it threw nothing. */
export async function thrownStatus(load: () => Promise<unknown>): Promise<number | undefined> {
  try {
    await load()
    return undefined
  } catch (error) {
    const { init } = error as { init?: { status?: number } }
    if (init?.status === undefined) throw error
    return init.status
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
  setServerCache(undefined)
})
