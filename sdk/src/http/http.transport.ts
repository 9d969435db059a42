import type { KyInstance } from 'ky'
import type * as z from 'zod/mini'
import type { SdkError } from '../errors/errors.classes'
import { fail, ok } from '../internal/result'
import type { Result } from '../result/result.types'
import { unwrapEnvelope } from './http.envelope'
import { errorFromFailure, errorFromResponse, invalidResponseError, retryAfterSeconds } from './http.errors'
import type { Http, HttpAuthHook, HttpConfig, HttpRequest, ResponseSchema } from './http.types'

/** Builds `api/{version}/{service}/{path}` (or `api/{path}` for version `'none'`), relative to `apiUrl`. */
export function apiPath(request: Pick<HttpRequest<unknown>, 'version' | 'service' | 'path'>): string {
  const path = request.path.replace(/^\/+/, '')
  const version = request.version === 'none' ? '' : `${request.version ?? 'v1'}/`
  return `api/${version}${request.service ? `${request.service}/` : ''}${path}`
}

/** The hook of an instance nobody has logged in to: no token, nothing to do on a 403. */
export const anonymousAuthHook: HttpAuthHook = /* @__PURE__ */ Object.freeze({
  beforeRequest: async () => ok(undefined),
  onForbidden: async () => {},
})

type Sent = { ok: true; response: Response; text: string } | { ok: false; error: SdkError }

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
  shouldRetry: ({ error }: { error: Error }) => ((retryAfterSeconds((error as { response?: Response }).response?.headers.get('retry-after')) ?? 0) > 2 ? false : undefined),
}

/** The ky client of a transport and ky's timeout check, loaded together. */
interface Client {
  ky: KyInstance
  isTimeoutError: (error: unknown) => boolean
}

/**
 * Creates the transport of one storefront instance.
 *
 * @remarks
 * ky is imported when the first request is sent, not with the SDK: a server-rendered page hydrates from the
 * snapshot without a request, so a bundler keeps ky (and the response schemas, see {@link LazySchema}) out of the
 * page's first load. {@link Http.preload} loads it ahead of the first request.
 */
export function createHttp(config: HttpConfig): Http {
  let loading: Promise<Client> | undefined
  const client = (): Promise<Client> =>
    (loading ??= import('ky').then(({ default: ky, isTimeoutError }) => ({
      isTimeoutError,
      ky: ky.create({
        prefixUrl: config.apiUrl,
        // Writes (add to cart, create order) are never sent twice; callers retry them on purpose.
        retry: RETRY,
        timeout: config.timeoutMs,
        // Error statuses are mapped here, from the body; ky throws only the ones it may retry (send() takes the last
        // one's response back).
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
    }))).catch((cause: unknown) => {
      // A chunk that failed to load (a lost connection) is tried again by the next request.
      loading = undefined
      throw cause
    })

  async function send<T>(req: HttpRequest<T>, path: string, label: string, token: string | undefined): Promise<Sent> {
    const tokenHeaders = token ? { accessToken: token, Authorization: `Bearer ${token}` } : {}
    let timedOut: Client['isTimeoutError'] = () => false
    try {
      const loaded = await client()
      timedOut = loaded.isTimeoutError
      const response = await loaded.ky(path, {
        method: req.method,
        searchParams: req.query,
        ...(req.body === undefined ? {} : { json: req.body }),
        ...(req.signal ? { signal: req.signal } : {}),
        headers: { ...tokenHeaders, ...req.headers, ...(req.language ? { 'x-gaussbox-language': req.language } : {}) },
        ...(req.retry === false ? { retry: 0 } : {}),
      })
      return { ok: true, response, text: await response.text() }
    } catch (cause) {
      // A 502, 503 or 504 that was not (or no longer) retried: its answer is mapped like any other.
      const response = (cause as { response?: unknown }).response
      if (response instanceof Response) return { ok: true, response, text: await response.text().catch(() => '') }
      return { ok: false, error: errorFromFailure(cause, req.signal?.aborted === true, timedOut(cause), label) }
    }
  }

  async function request<T>(req: HttpRequest<T>): Promise<Result<T>> {
    const path = apiPath(req)
    const label = `${req.method} ${path}`
    const mode = req.auth ?? 'auto'
    // Loaded while the request is under way rather than after its answer.
    const schemaLoad = loadSchema(req.schema, label)

    let token: string | undefined
    if (mode !== 'none') {
      // May wait for a token refresh shared with every other request in flight.
      const fresh = await http.auth.beforeRequest()
      if (!fresh.ok) return fail(fresh.error)
      token = fresh.data
    }

    let sent = await send(req, path, label, token)
    // Back-office spec §8: "403: the admin access key is deemed wrong, so the user is logged out and the request
    // is retried once without the token, unless it was an admin auth call. Other errors are rethrown."
    if (sent.ok && sent.response.status === 403 && token !== undefined && mode === 'auto') {
      await http.auth.onForbidden(token)
      sent = await send(req, path, label, undefined)
    }
    if (!sent.ok) return fail(sent.error)

    const body = parseJson(sent.text)
    if (!sent.response.ok) return fail(errorFromResponse(sent.response.status, body.ok ? body.value : sent.text, label, sent.response.headers.get('retry-after')))
    if (!body.ok) return fail(invalidResponseError('the body is not JSON', label))
    const schema = await schemaLoad
    return schema.ok ? unwrapEnvelope(body.value, schema.data, label) : schema
  }

  const http: Http = {
    request,
    async preload() {
      await client()
    },
    auth: config.auth ?? anonymousAuthHook,
  }
  return http
}

function setDefault(headers: Headers, name: string, value: string): void {
  if (!headers.has(name)) headers.set(name, value)
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text === '') return { ok: false }
  try {
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch {
    return { ok: false }
  }
}

/** The schema itself, or the lazy one loaded; a module that cannot be loaded is a network failure of the call. */
async function loadSchema<T>(schema: ResponseSchema<T>, label: string): Promise<Result<z.ZodMiniType<T>>> {
  if (typeof schema !== 'function') return ok(schema)
  try {
    return ok(await schema())
  } catch (cause) {
    return fail(errorFromFailure(cause, false, false, label))
  }
}
