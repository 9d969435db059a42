import type * as v from 'valibot'
import type { Language } from '../language/language.constants'
import type { Result } from '../result/result.types'

/** A backend service: the `{service}` segment of `api/{version}/{service}/...`. */
export type ApiService = 'user' | 'ecommerce' | 'product' | 'cms' | 'media' | 'drive' | 'master' | 'document' | 'privacy' | 'event'

/** The `{version}` segment of an API path; `v1` unless the contract says otherwise. */
export type ApiVersion = 'v1' | 'v2'

/** The HTTP methods the contract uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * How a request uses the user's access token.
 *
 * @remarks
 * - `'auto'` (the default): the token is sent when there is one, refreshed first when it has expired, and a
 *   403 to a request that carried it applies the 403 rule (log out, retry once without the token).
 * - `'none'`: no token and no refresh: login, token refresh and calls that must stay anonymous.
 * - `'noForbiddenRetry'`: the token is sent as for `'auto'`, but a 403 comes back as it is: the admin
 *   strategy's own calls, which back-office spec §8 exempts from the 403 rule.
 */
export type HttpAuthMode = 'auto' | 'none' | 'noForbiddenRetry'

/**
 * What the transport asks of authentication; the auth service provides it, the transport knows nothing else
 * about users and tokens.
 */
export interface HttpAuthHook {
  /**
   * Called before every request that may carry a token: resolves to the token to send (refreshed first when
   * it had expired), to nothing for an anonymous request, or to a failure that becomes the request's outcome
   * without sending it.
   */
  beforeRequest(): Promise<Result<string | undefined>>
  /** Called when a request that carried `token` was answered 403, before the transport retries it once without a token. */
  onForbidden(token: string): Promise<void>
}

/** A response schema loaded on demand: a function resolving to the schema, typically `() => import('./x.schema')` and a name. */
export type LazySchema<T> = () => Promise<v.GenericSchema<unknown, T>>

/** What a request parses its payload with: a schema, or a {@link LazySchema} loaded when the request is sent. */
export type ResponseSchema<T> = v.GenericSchema<unknown, T> | LazySchema<T>

/** One call to the backend, described as data. */
export interface HttpRequest<T> {
  /** The HTTP method. */
  method: HttpMethod
  /** The service segment; omitted for the calls that live directly under `api/{version}/` (login, refresh). */
  service?: ApiService
  /** The rest of the path after the service, without a leading slash (`element/getByHandlers`). */
  path: string
  /**
   * Defaults to `v1`; `'none'` sends to `api/{path}` without version and service (the local strategy's `api/auth/...`);
   * `'root'` sends to `{path}` under `apiUrl`, outside `api/` (the development helpers, `_cli/...`).
   */
  version?: ApiVersion | 'none' | 'root'
  /** Query parameters; undefined values are left out. */
  query?: Record<string, string | number | boolean | undefined>
  /** Sent as JSON. */
  body?: unknown
  /**
   * Parses the payload inside the `{ data }` envelope; what it does not accept becomes `INVALID_RESPONSE`. A
   * {@link LazySchema} is loaded when the call is sent, so a module's schemas (and valibot) stay out of a page's first
   * load until one of its calls is made.
   */
  schema: ResponseSchema<T>
  /** Cancels the request; the outcome is then an error with code `ABORTED`. */
  signal?: AbortSignal
  /** Extra headers; they win over the ones the transport adds. */
  headers?: Record<string, string>
  /** Pins `x-gaussbox-language` for this call; defaults to the instance's language at request time. */
  language?: Language
  /** How the call uses the user's access token; defaults to `'auto'`. */
  auth?: HttpAuthMode
  /**
   * Whether the call is sent again after a network failure or a 502, 503 or 504; defaults to true for GET and is
   * never done for other methods. False for a GET with an effect, such as the token refresh that rotates the
   * refresh token: sent twice, the second would be refused as a replay.
   */
  retry?: boolean
}

/** Options of one service call. */
export interface CallOptions {
  /** Cancels the call; its outcome is then an error with code `ABORTED`. */
  signal?: AbortSignal
}

/** The transport every service talks through; the only code that knows the HTTP library. */
export interface Http {
  /** Sends a request and resolves to its parsed payload or an {@link SdkError}; never rejects. */
  request<T>(request: HttpRequest<T>): Promise<Result<T>>
  /**
   * The seam for authentication: a token its `beforeRequest` gives is sent as the `accessToken` header and as
   * `Authorization: Bearer <token>`. Anonymous until the auth service replaces it.
   */
  auth: HttpAuthHook
  /** Loads the HTTP client ahead of the first request (it is imported on demand); resolves when it is ready. */
  preload(): Promise<void>
}

/** What the transport needs to know about the instance. */
export interface HttpConfig {
  apiUrl: string
  apiKey: string
  siteId: string | number
  storeId: string | number
  timeoutMs: number
  /** When absent, `globalThis.fetch` is read on every call (so MSW and test doubles installed later still apply). */
  fetch?: typeof fetch
  /** Read at request time, so a language switch affects the very next call. */
  getLanguage: () => Language
  /** Defaults to an anonymous hook (no token). */
  auth?: HttpAuthHook
}
