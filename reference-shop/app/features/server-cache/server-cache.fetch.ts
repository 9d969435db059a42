import { createHash } from 'node:crypto'
import type { ServerCache, Loaded } from './server-cache'
import { isSharedAnswer, sharedCallOf } from './server-cache.calls'

/** A backend answer as the cache keeps it. */
export interface CachedResponse {
  status: number
  contentType: string | null
  body: string
}

export interface CachingFetchOptions {
  cache: ServerCache
  /** The SDK's `apiUrl`: shared calls are matched on their path below it. */
  apiUrl: string
  /** The fetch that reaches the backend (default: the global fetch at the time of the call). */
  fetch?: typeof fetch
  /**
   * Whether this request's shared calls may go without its credentials (true for a shopper's session): their
   * answers are then the anonymous ones, cached and shared. Otherwise a call that carries credentials is sent
   * as it is and never cached.
   */
  sharedCallsWithoutCredentials?: () => boolean
  /** How long a shared load may take; it is not tied to the page request that started it. */
  loadTimeoutMs?: number
}

// The request headers that choose what the backend answers for a shared call; all of them are part of the key.
const KEY_HEADERS = ['apikey', 'site', 'store', 'x-gaussbox-language', 'origin', 'referer']
const CREDENTIAL_HEADERS = ['authorization', 'accesstoken']
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304])
const LANGUAGE_KEY = /^[a-z]{2}$/

/**
 * A `fetch` for a server-side SDK instance (`createStorefront({ fetch })`) that answers the shared calls
 * (SHARED_CALLS: navigation trees, elements, options, site and currency configuration, countries, category
 * metadata) from the server cache, and passes every other call through untouched.
 *
 * The key is the method, the URL, the body and the headers that choose the answer (language, site, store, API
 * key). A call with credentials is passed through uncached, unless `sharedCallsWithoutCredentials` allows
 * sending it without them. Only a 200 with the contract's envelope is cached; a 5xx, a body that is not the
 * envelope (garbage from a proxy) or a network error is answered from a stale entry when there is one (see
 * createServerCache).
 */
export function createCachingFetch({
  cache,
  apiUrl,
  fetch: backendFetch,
  sharedCallsWithoutCredentials = () => false,
  loadTimeoutMs = 10_000,
}: CachingFetchOptions): typeof fetch {
  const basePath = new URL(apiUrl).pathname.replace(/\/+$/, '')
  const send: typeof fetch = (input, init) => (backendFetch ?? globalThis.fetch)(input, init)

  return async function cachingFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    // Matched without building a Request: that would take the body of a call that must pass through untouched.
    const url = new URL(input instanceof Request ? input.url : String(input))
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase()
    const path = url.pathname.startsWith(basePath) ? url.pathname.slice(basePath.length) : undefined
    const call = path === undefined ? undefined : sharedCallOf(method, path)
    if (!call) return send(input, init)
    const request = new Request(input, init)
    const headers = new Headers(request.headers)
    if (headers.has('cookie') || headers.has('refreshtoken')) return send(request)
    if (CREDENTIAL_HEADERS.some((name) => headers.has(name))) {
      if (!sharedCallsWithoutCredentials()) return send(request)
      for (const name of CREDENTIAL_HEADERS) headers.delete(name)
    }

    const body = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text()
    const language = headers.get('x-gaussbox-language') ?? ''
    const identity = [request.method, url.href, body, ...KEY_HEADERS.map((name) => `${name}=${headers.get(name) ?? ''}`)].join('\n')
    const key = `${call.tag}:${LANGUAGE_KEY.test(language) ? language : 'any'}:${createHash('sha256').update(identity).digest('hex').slice(0, 32)}`
    const label = `${request.method} ${path}${url.search}${body ? ` ${body.slice(0, 160)}` : ''}`

    // Not tied to this request's signal: concurrent requests share the load, and a refresh outlives the page.
    const load = async (): Promise<Loaded<CachedResponse>> => {
      const response = await send(url.href, { method: request.method, headers, body: body || undefined, signal: AbortSignal.timeout(loadTimeoutMs) })
      const value: CachedResponse = { status: response.status, contentType: response.headers.get('content-type'), body: await response.text() }
      const failed = response.status >= 500 || (response.ok && !isSharedAnswer(call, value.body))
      return { value, cacheable: response.status === 200 && !failed, failed }
    }

    const answer = await abortable(cache.get(key, label, load), request.signal)
    return new Response(NULL_BODY_STATUSES.has(answer.status) ? null : answer.body, {
      status: answer.status,
      headers: answer.contentType ? { 'content-type': answer.contentType } : {},
    })
  }
}

/** The caller still gets its own abort (a listing cancelling a load, the SDK's timeout) while a shared load goes on. */
function abortable<T>(promise: Promise<T>, signal: AbortSignal | null): Promise<T> {
  if (!signal) return promise
  if (signal.aborted) return Promise.reject(signal.reason)
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason)
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort))
  })
}
