// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createServerCache, DEFAULT_CACHE_POLICY } from './server-cache'
import { createCachingFetch } from './server-cache.fetch'
import { createMemoryStore } from './server-cache.memory'

const API = 'http://backend.test'
const SHOP_HEADERS = { apiKey: 'vitrina-sandbox-key', site: '1', store: '1', 'x-gaussbox-language': 'hr' }

interface BackendCall {
  method: string
  path: string
  body: string
  headers: Headers
}

/** The contract's answer naming the call: a record for the options, a list for everything else. */
function namingAnswer(call: BackendCall): Response {
  const name = `${call.method} ${call.path} ${call.body}`
  return Response.json({ data: call.path.endsWith('/option/filter') ? { records: [], name } : [name] })
}

/** A backend that records its calls and answers each with `answer`. */
function backend(answer: (call: BackendCall) => Response = namingAnswer) {
  const calls: BackendCall[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    const call = { method: request.method, path: new URL(request.url).pathname, body: await request.text(), headers: request.headers }
    calls.push(call)
    return answer(call)
  })
  return { calls, fetch: fetch as unknown as typeof globalThis.fetch }
}

function cachingFetchOver(server: ReturnType<typeof backend>, options: { sharedCallsWithoutCredentials?: () => boolean } = {}) {
  const cache = createServerCache({ store: createMemoryStore() })
  return createCachingFetch({ cache, apiUrl: API, fetch: server.fetch, ...options })
}

/** A call as the SDK's transport makes it: a Request with the shop's headers. */
function sdkCall(
  cachingFetch: typeof fetch,
  path: string,
  { method = 'GET', body, headers = {} }: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const request = new Request(`${API}${path}`, {
    method,
    headers: { ...SHOP_HEADERS, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  return cachingFetch(request, {})
}

describe('the caching fetch of a server-side SDK instance', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
  })

  afterEach(() => {
    vi.useRealTimers()
  })

  it('answers a shared call from the cache, so the backend sees it once', async () => {
    const server = backend()
    const cachingFetch = cachingFetchOver(server)

    const first = await sdkCall(cachingFetch, '/api/v1/cms/navigation/tree/main')
    const second = await sdkCall(cachingFetch, '/api/v1/cms/navigation/tree/main')

    expect(server.calls).toHaveLength(1)
    expect([second.status, second.headers.get('content-type'), await second.json()]).toEqual([200, first.headers.get('content-type'), await first.json()])
  })

  it('keeps apart what answers differently: the language, the site and the request body', async () => {
    const server = backend()
    const cachingFetch = cachingFetchOver(server)
    const elements = (handlers: string[], headers: Record<string, string> = {}) =>
      sdkCall(cachingFetch, '/api/v1/cms/element/getByHandlers', { method: 'POST', body: { handlers }, headers })

    await elements(['header-section'])
    await elements(['header-section'], { 'x-gaussbox-language': 'sl' })
    await elements(['header-section'], { site: '2' })
    await elements(['footer-section'])
    await elements(['header-section'])

    expect(server.calls.map((call) => [call.headers.get('x-gaussbox-language'), call.headers.get('site'), call.body])).toEqual([
      ['hr', '1', '{"handlers":["header-section"]}'],
      ['sl', '1', '{"handlers":["header-section"]}'],
      ['hr', '2', '{"handlers":["header-section"]}'],
      ['hr', '1', '{"handlers":["footer-section"]}'],
    ])
  })

  it('passes every other call through untouched, and never caches it', async () => {
    const server = backend()
    const cachingFetch = cachingFetchOver(server)
    const filter = { filters: { archived: false, featured: true }, limit: 10 }

    await sdkCall(cachingFetch, '/api/v1/product/web/filter', { method: 'POST', body: filter })
    await sdkCall(cachingFetch, '/api/v1/product/web/filter', { method: 'POST', body: filter })
    await sdkCall(cachingFetch, '/api/v2/ecommerce/cart/get', { headers: { Authorization: 'Bearer shopper' } })

    expect(server.calls.map((call) => [call.path, call.body])).toEqual([
      ['/api/v1/product/web/filter', JSON.stringify(filter)],
      ['/api/v1/product/web/filter', JSON.stringify(filter)],
      ['/api/v2/ecommerce/cart/get', ''],
    ])
    expect(server.calls[2]!.headers.get('authorization')).toBe('Bearer shopper')
  })

  it('never caches a call made with credentials, unless the session may send shared calls without them', async () => {
    const server = backend()
    const token = { Authorization: 'Bearer editor', accessToken: 'editor' }
    const editorFetch = cachingFetchOver(server)
    await sdkCall(editorFetch, '/api/v1/cms/option/filter', { headers: token })
    await sdkCall(editorFetch, '/api/v1/cms/option/filter', { headers: token })
    expect(server.calls.map((call) => call.headers.get('authorization'))).toEqual(['Bearer editor', 'Bearer editor'])

    const shopperFetch = cachingFetchOver(server, { sharedCallsWithoutCredentials: () => true })
    await sdkCall(shopperFetch, '/api/v1/cms/option/filter', { headers: { Authorization: 'Bearer shopper', accessToken: 'shopper' } })
    await sdkCall(shopperFetch, '/api/v1/cms/option/filter', { headers: { Authorization: 'Bearer another', accessToken: 'another' } })
    expect(server.calls.slice(2).map((call) => [call.headers.get('authorization'), call.headers.get('accesstoken')])).toEqual([[null, null]])
  })

  it('caches only complete answers: not a 404, not a page from a proxy, not data of the wrong shape', async () => {
    const server = backend((call) => {
      if (call.path.endsWith('/nepostoji')) return Response.json({ message: 'Category not found.', statusCode: 404 }, { status: 404 })
      if (call.path.endsWith('/footer1')) return Response.json({ data: 42 })
      return new Response('<html>proxy error</html>', { status: 200 })
    })
    const cachingFetch = cachingFetchOver(server)

    expect((await sdkCall(cachingFetch, '/api/v1/product/web/category/get/slug/nepostoji')).status).toBe(404)
    await sdkCall(cachingFetch, '/api/v1/product/web/category/get/slug/nepostoji')
    expect(await (await sdkCall(cachingFetch, '/api/v1/cms/navigation/tree/main')).text()).toBe('<html>proxy error</html>')
    await sdkCall(cachingFetch, '/api/v1/cms/navigation/tree/main')
    expect(await (await sdkCall(cachingFetch, '/api/v1/cms/navigation/tree/footer1')).json()).toEqual({ data: 42 })
    await sdkCall(cachingFetch, '/api/v1/cms/navigation/tree/footer1')

    expect(server.calls).toHaveLength(6)
  })

  it('answers with the last good answer while the backend answers 503 or cannot be reached', async () => {
    let state: 'up' | 'error' | 'down' = 'up'
    const server = backend(() => {
      if (state === 'down') throw new TypeError('fetch failed')
      return state === 'up' ? Response.json({ data: ['Kolica'] }) : Response.json({ message: 'Service Unavailable', statusCode: 503 }, { status: 503 })
    })
    const cachingFetch = cachingFetchOver(server)
    await sdkCall(cachingFetch, '/api/v1/cms/navigation/tree/main')

    state = 'error'
    vi.setSystemTime(Date.now() + DEFAULT_CACHE_POLICY.freshMs + DEFAULT_CACHE_POLICY.staleWhileRevalidateMs + 1)
    const duringError = await sdkCall(cachingFetch, '/api/v1/cms/navigation/tree/main')
    state = 'down'
    vi.setSystemTime(Date.now() + DEFAULT_CACHE_POLICY.retryFailedAfterMs)
    const duringOutage = await sdkCall(cachingFetch, '/api/v1/cms/navigation/tree/main')

    expect([duringError.status, await duringError.json(), duringOutage.status, await duringOutage.json()]).toEqual([
      200,
      { data: ['Kolica'] },
      200,
      { data: ['Kolica'] },
    ])
    expect(server.calls).toHaveLength(3)
  })

  it('lets the caller abort its own wait while the shared load goes on', async () => {
    let release!: () => void
    const server = backend(() => Response.json({ data: [] }))
    const slowFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      await new Promise<void>((resolve) => (release = resolve))
      return server.fetch(input, init)
    }) as typeof fetch
    const cachingFetch = createCachingFetch({ cache: createServerCache({ store: createMemoryStore() }), apiUrl: API, fetch: slowFetch })
    const controller = new AbortController()

    const aborted = cachingFetch(new Request(`${API}/api/v1/cms/option/filter`, { headers: SHOP_HEADERS, signal: controller.signal }), {})
    const patient = sdkCall(cachingFetch, '/api/v1/cms/option/filter')
    controller.abort()

    await expect(aborted).rejects.toThrow(/abort/i)
    release()
    expect((await patient).status).toBe(200)
    expect(server.calls).toHaveLength(1)
  })
})
