import ky, { isTimeoutError, type KyInstance } from 'ky'
import type { SdkErrorCode } from '../errors/errors.types'
import type { MESSAGE_KEYS } from '../messages/messages.keys'
import type { HttpConfig } from './http.types'

// Loaded by the transport when its first request is sent (http.transport.ts): ky, its settings and the reading of error
// answers stay out of a page's first load. It imports no code of the SDK (types only): a bundler that inlines this
// import would otherwise have to wrap the SDK's shared modules for it. The transport turns an ErrorAnswer into the
// error class (http.errors.ts).

/** The answers of a gateway or a backend that is briefly down, after which a read is worth sending again. */
const RETRIED_STATUSES = [502, 503, 504]

/**
 * How reads are sent again (issue 16, transient failures): only GET (unless the call says `retry: false`), on a
 * network failure or a {@link RETRIED_STATUSES} answer; at most twice, after ky's 300 ms and then 600 ms with full
 * jitter (a random share of each, so many clients do not come back at once). A `Retry-After` (of a 503) of up to
 * 2 s is waited for exactly; a longer one is not waited for at all: the failure comes back at once, since a page
 * should not hang on it. A timeout is not retried (ky's default): the call has already taken its whole time.
 */
const RETRY = {
  limit: 2,
  methods: ['get'],
  statusCodes: RETRIED_STATUSES,
  maxRetryAfter: 2_000,
  jitter: true,
  shouldRetry: ({ error }: { error: Error }) =>
    (retryAfterSeconds((error as { response?: Response }).response?.headers.get('retry-after')) ?? 0) > 2 ? false : undefined,
}

/** What the transport loads before its first request: the ky client, ky's timeout check and the reading of error answers. */
export interface Client {
  ky: KyInstance
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
  if (isTimeoutError(cause)) return { code: 'TIMEOUT', message: 'timed out' }
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

/** The ky client of one transport: its backend, timeout and fetch, the retry rules, and the headers of every call. */
export function loadClient(config: HttpConfig): Client {
  return {
    failure: (cause) => failureOf(cause, config),
    readErrorAnswer,
    ky: ky.create({
      prefixUrl: config.apiUrl,
      // Writes (add to cart, create order) are never sent twice; callers retry them on purpose.
      retry: RETRY,
      timeout: config.timeoutMs,
      // Error statuses are mapped by the transport, from the body; ky throws only the ones it may retry (the transport
      // takes the last one's response back).
      throwHttpErrors: (status) => RETRIED_STATUSES.includes(status),
      fetch: (input, init) => (config.fetch ?? globalThis.fetch)(input, init),
      hooks: {
        beforeRequest: [
          (request) => {
            const headers = request.headers
            setDefault(headers, 'apiKey', config.apiKey)
            setDefault(headers, 'site', String(config.siteId))
            setDefault(headers, 'store', String(config.storeId))
            // Read now, not when the instance was created: the language may have changed since.
            setDefault(headers, 'x-gaussbox-language', config.getLanguage())
          },
        ],
      },
    }),
  }
}

function setDefault(headers: Headers, name: string, value: string): void {
  if (!headers.has(name)) headers.set(name, value)
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
