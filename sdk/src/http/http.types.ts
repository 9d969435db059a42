import type * as z from 'zod/mini'
import type { Language } from '../language/language.constants'
import type { Result } from '../result/result.types'

/** A backend service: the `{service}` segment of `api/{version}/{service}/...`. */
export type ApiService = 'user' | 'ecommerce' | 'product' | 'cms' | 'media' | 'drive' | 'master' | 'document' | 'privacy' | 'event'

/** The `{version}` segment of an API path; `v1` unless the contract says otherwise. */
export type ApiVersion = 'v1' | 'v2'

/** The HTTP methods the contract uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** Supplies the user's access token for a request, or nothing when nobody is logged in. */
export type AccessTokenProvider = () => string | null | undefined | Promise<string | null | undefined>

/** One call to the backend, described as data. */
export interface HttpRequest<T> {
  method: HttpMethod
  /** The service segment; omitted for the calls that live directly under `api/{version}/` (login, refresh). */
  service?: ApiService
  /** The rest of the path after the service, without a leading slash (`element/getByHandlers`). */
  path: string
  /** Defaults to `v1`. */
  version?: ApiVersion
  query?: Record<string, string | number | boolean | undefined>
  /** Sent as JSON. */
  body?: unknown
  /** Parses the payload inside the `{ data }` envelope; what it does not accept becomes `INVALID_RESPONSE`. */
  schema: z.ZodMiniType<T>
  /** Cancels the request; the outcome is then an error with code `ABORTED`. */
  signal?: AbortSignal
  /** Extra headers; they win over the ones the transport adds. */
  headers?: Record<string, string>
  /** Pins `x-gaussbox-language` for this call; defaults to the instance's language at request time. */
  language?: Language
}

/** The transport every service talks through; the only code that knows the HTTP library. */
export interface Http {
  /** Sends a request and resolves to its parsed payload or an {@link SdkError}; never rejects. */
  request<T>(request: HttpRequest<T>): Promise<Result<T>>
  /**
   * The seam for authentication: called before every request; a token it returns is sent as the
   * `accessToken` header and as `Authorization: Bearer <token>`. The auth service replaces it.
   */
  getAccessToken: AccessTokenProvider
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
  getAccessToken?: AccessTokenProvider
}
