import type { SdkErrorCode } from '../errors/errors.types'
import type { MESSAGE_KEYS } from '../messages/messages.keys'
import type { HttpConfig, HttpMethod } from './http.types'

// Loaded with the request pipeline (http.pipeline.ts), which the transport imports when its first request is sent: the
// sending with its timeout and retry rules, and the reading of error answers, stay out of a page's first load. The
// pipeline turns an ErrorAnswer into the error class (http.errors.ts).

/** The answers of a gateway or a backend that is briefly down, after which a read is worth sending again. */
const RETRIED_STATUSES = [502, 503, 504]

/** How many times a read is sent again at most, and the longest `Retry-After` that is waited for (ms). */
const RETRY_LIMIT = 2
const MAX_RETRY_AFTER_MS = 2_000

/** The rejection of an attempt that got no answer within `timeoutMs` (never sent again: it has taken its time). */
class TimeoutError extends Error {}

/** One request as the client sends it: the transport has made its path, headers and query. */
export interface Outgoing {
  method: HttpMethod
  /** Under `apiUrl`, without a leading slash. */
  path: string
  /** Query parameters; undefined values are left out. */
  query?: Record<string, string | number | boolean | undefined> | undefined
  /** Sent as JSON when defined. */
  body?: unknown
  signal?: AbortSignal | undefined
  /** Headers of this call; the client adds the instance's own (apiKey, site, store, language) where absent. */
  headers: Record<string, string>
  /** Whether a GET may be sent again (false for a GET with an effect). */
  retry: boolean
}

/** What the transport loads before its first request: the sending and the reading of error answers. */
export interface Client {
  /**
   * Sends the request and resolves to its response, whatever its status; rejects when no response came (network
   * failure, timeout, cancellation). A GET is sent again after a network failure or a {@link RETRIED_STATUSES}
   * answer: at most twice, after 300 ms and then 600 ms with full jitter (a random share of each, so many clients do
   * not come back at once); a `Retry-After` of up to 2 s is waited for exactly, a longer one not at all (the answer
   * comes back at once, since a page should not hang on it). A timeout is not retried: the call has taken its time.
   * Writes (add to cart, create order) are never sent twice; callers retry them on purpose.
   */
  send: (request: Outgoing) => Promise<Response>
  /** What a request that got no response ran into, for the transport's error (http.errors.ts). */
  failure: (cause: unknown) => Promise<Failure>
  readErrorAnswer: typeof readErrorAnswer
}

/**
 * Why a request got no response: its code, the message's words after the request's label, and for a failure that
 * sending again cannot mend, the short name of its text's key.
 */
export interface Failure {
  code: Extract<SdkErrorCode, 'TIMEOUT' | 'NETWORK_ERROR' | 'CORS_REFUSED'>
  message: string
  key?: keyof typeof MESSAGE_KEYS
}

/**
 * Why a request that was not cancelled got no response. fetch rejects alike (a TypeError) when the backend is down and
 * when it refused the page's origin (CORS); in a browser on another origin a `no-cors` request, which the browser sends
 * without the backend's leave, tells them apart: it gets an (opaque) answer only from a backend that is up. Outside a
 * browser, and for a backend on the page's own origin, CORS does not apply.
 */
async function failureOf(cause: unknown, config: HttpConfig): Promise<Failure> {
  if (cause instanceof TimeoutError) return { code: 'TIMEOUT', message: 'timed out' }
  const origin = globalThis.document && globalThis.location?.origin
  if (!origin || new URL(config.apiUrl, origin).origin === origin)
    return { code: 'NETWORK_ERROR', message: `failed: ${cause instanceof Error ? cause.message : String(cause)}` }
  const up = await (config.fetch ?? globalThis.fetch)(config.apiUrl, { mode: 'no-cors' }).then(
    () => true,
    () => false,
  )
  return up
    ? { code: 'CORS_REFUSED', key: 'corsRefused', message: `failed: ${config.apiUrl} refused origin ${origin} (CORS: add it to the backend's allowed origins)` }
    : { code: 'NETWORK_ERROR', message: `failed: ${config.apiUrl} is down, or refused origin ${origin} (CORS: check the backend's allowed origins)` }
}

/**
 * Resolves after `ms`; with `abort` (the timeout), aborts `controller` then. Rejects with the caller's reason as soon as
 * the caller cancels (`signal`), aborting `controller` too. `done` lets go of the timer and the listener.
 */
function timer(ms: number, signal: AbortSignal | undefined, controller?: AbortController, abort?: unknown): { elapsed: Promise<void>; done: () => void } {
  let done = () => {}
  const elapsed = new Promise<void>((resolve, reject) => {
    const cancel = () => {
      done()
      controller?.abort(signal?.reason)
      reject(signal?.reason)
    }
    const id = setTimeout(() => {
      done()
      controller?.abort(abort)
      resolve()
    }, ms)
    done = () => {
      clearTimeout(id)
      signal?.removeEventListener('abort', cancel)
    }
    if (signal?.aborted) cancel()
    else signal?.addEventListener('abort', cancel)
  })
  // A timeout's own promise is only there to be let go of.
  elapsed.catch(() => {})
  return { elapsed, done }
}

/** The client of one transport: its backend, timeout and fetch, the retry rules, and the headers of every call. */
export function loadClient(config: HttpConfig): Client {
  async function send(request: Outgoing): Promise<Response> {
    const url = new URL(request.path, `${config.apiUrl.replace(/\/+$/, '')}/`)
    for (const [name, value] of Object.entries(request.query ?? {})) if (value !== undefined) url.searchParams.set(name, String(value))
    const headers = new Headers(request.headers)
    const defaults = { apiKey: config.apiKey, site: config.siteId, store: config.storeId, 'x-gaussbox-language': config.getLanguage() }
    // The language is read now, not when the instance was created: it may have changed since.
    for (const [name, value] of Object.entries(request.body === undefined ? defaults : { ...defaults, 'content-type': 'application/json' }))
      if (!headers.has(name)) headers.set(name, String(value))
    const init = { method: request.method, headers, body: request.body === undefined ? null : JSON.stringify(request.body) }
    const { signal } = request
    for (let tries = 1; ; tries++) {
      const last = !request.retry || request.method !== 'GET' || tries > RETRY_LIMIT
      let response: Response
      // One attempt: the caller's cancellation and the timeout both abort it.
      const controller = new AbortController()
      const timeout = timer(config.timeoutMs, signal, controller, new TimeoutError())
      try {
        // Read at call time, not when the instance was created: a fetch installed later (MSW, a test double) applies.
        response = await (config.fetch ?? globalThis.fetch)(url, { ...init, signal: controller.signal })
      } catch (cause) {
        // The reason the attempt was aborted for, whatever the fetch implementation rejected with.
        const reason = controller.signal.aborted ? controller.signal.reason : cause
        if (last || controller.signal.aborted) throw reason
        await timer(jittered(tries), signal).elapsed
        continue
      } finally {
        timeout.done()
      }
      const retryAfter = retryAfterSeconds(response.headers.get('retry-after')) ?? 0
      if (last || !RETRIED_STATUSES.includes(response.status) || retryAfter * 1000 > MAX_RETRY_AFTER_MS) return response
      // The answer is not read: its body is let go (not awaited, which some fetch implementations never settle).
      response.body?.cancel().catch(() => {})
      await timer(retryAfter * 1000 || jittered(tries), signal).elapsed
    }
  }

  return { send, failure: (cause) => failureOf(cause, config), readErrorAnswer }
}

/** The wait before sending a read again for the `tries`-th time: 300 ms, then 600 ms, each a random share of it. */
function jittered(tries: number): number {
  return Math.random() * 300 * 2 ** (tries - 1)
}

/** What an error answer says, for the transport to make its SDK error of (http.errors.ts, errorFromAnswer). */
export interface ErrorAnswer {
  kind: 'http' | 'auth' | 'cartSession'
  code: SdkErrorCode
  /** The name of the text's key in MESSAGE_KEYS. */
  key: keyof typeof MESSAGE_KEYS
  status: number
  message: string
  serverMessage: string | undefined
  params?: { minutes: number }
  retryAfterSeconds: number | undefined
}

/**
 * The table "Errors the SDK maps to message keys" of docs/contract.md (auth rows from docs/contract/auth.md), keyed by
 * the exact server text: code, the key's name in MESSAGE_KEYS, and the kind of error.
 */
const SERVER_TEXTS: Readonly<Record<string, readonly [SdkErrorCode, keyof typeof MESSAGE_KEYS, ErrorAnswer['kind']]>> = {
  'Unknown username or password!': ['UNKNOWN_USER_OR_PASSWORD', 'unknowUserOrPassword', 'auth'],
  INVALID_LOGIN: ['INVALID_LOGIN', 'invalidLogin', 'auth'],
  'User already exist.': ['USER_EXISTS', 'userExists', 'http'],
  'Incorrect old password.': ['INCORRECT_OLD_PASSWORD', 'inccorectOldPassword', 'http'],
  'Coupon not found!': ['COUPON_NOT_FOUND', 'couponNotFound', 'http'],
  'Cart is archived.': ['CART_ARCHIVED', 'cartUpdateError', 'cartSession'],
  'Session already used.': ['SESSION_ALREADY_USED', 'cartUpdateError', 'cartSession'],
  'Social login is disabled for this site.': ['SOCIAL_LOGIN_DISABLED', 'socialLoginDisabled', 'auth'],
}

/** A `Retry-After` header's wait in whole seconds (it gives seconds or an HTTP date); undefined when absent or unreadable. */
export function retryAfterSeconds(header: string | null | undefined): number | undefined {
  if (!header) return undefined
  const seconds = /^\s*\d+\s*$/.test(header) ? Number(header) : (Date.parse(header) - Date.now()) / 1000
  return Number.isFinite(seconds) ? Math.max(0, Math.ceil(seconds)) : undefined
}

/**
 * Reads an error answer: its server text mapped by the contract's table (any other 404 is `NOT_FOUND`), its status (the body's `statusCode` when the
 * answer has none, else 500: "Errors carry statusCode (default 500)"), and for a 429 (a throttled login or password
 * reset) `TOO_MANY_REQUESTS` with the wait of its `Retry-After`, in minutes for the text.
 */
export function readErrorAnswer(status: number, body: unknown, requestLabel: string, retryAfter: string | null): ErrorAnswer {
  const record = typeof body === 'object' && body !== null ? (body as { message?: unknown; statusCode?: unknown }) : {}
  const serverMessage = typeof record.message === 'string' ? record.message : undefined
  const resolvedStatus = status > 0 ? status : typeof record.statusCode === 'number' && record.statusCode > 0 ? record.statusCode : 500
  const wait = retryAfterSeconds(retryAfter)
  const answer = {
    status: resolvedStatus,
    message: `${requestLabel} answered ${resolvedStatus}${serverMessage ? `: ${serverMessage}` : ''}`,
    serverMessage,
    retryAfterSeconds: wait,
  }
  if (resolvedStatus === 429) {
    return wait
      ? { ...answer, kind: 'http', code: 'TOO_MANY_REQUESTS', key: 'tooManyRequests', params: { minutes: Math.ceil(wait / 60) } }
      : { ...answer, kind: 'http', code: 'TOO_MANY_REQUESTS', key: 'tooManyRequestsLater' }
  }
  const mapped = serverMessage === undefined ? undefined : SERVER_TEXTS[serverMessage]
  if (mapped) return { ...answer, code: mapped[0], key: mapped[1], kind: mapped[2] }
  // A 404 the table does not name ('Product not found.', 'Post not found.'): what was asked for does not exist.
  return resolvedStatus === 404
    ? { ...answer, kind: 'http', code: 'NOT_FOUND', key: 'notFound' }
    : { ...answer, kind: 'http', code: 'HTTP_ERROR', key: 'somethingWentWrong' }
}
