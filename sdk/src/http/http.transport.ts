import ky, { isTimeoutError } from 'ky'
import type { SdkError } from '../errors/errors.classes'
import { fail, ok } from '../internal/result'
import type { Result } from '../result/result.types'
import { unwrapEnvelope } from './http.envelope'
import { errorFromFailure, errorFromResponse, invalidResponseError } from './http.errors'
import type { Http, HttpAuthHook, HttpConfig, HttpRequest } from './http.types'

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

/** Creates the transport of one storefront instance. */
export function createHttp(config: HttpConfig): Http {
  const client = ky.create({
    prefixUrl: config.apiUrl,
    // No automatic retries: most calls (add to cart, create order) are not idempotent; callers retry on purpose.
    retry: 0,
    timeout: config.timeoutMs,
    // Error statuses are mapped here, from the body, rather than thrown by ky.
    throwHttpErrors: false,
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
  })

  async function send<T>(req: HttpRequest<T>, path: string, label: string, token: string | undefined): Promise<Sent> {
    const tokenHeaders = token ? { accessToken: token, Authorization: `Bearer ${token}` } : {}
    try {
      const response = await client(path, {
        method: req.method,
        searchParams: req.query,
        ...(req.body === undefined ? {} : { json: req.body }),
        ...(req.signal ? { signal: req.signal } : {}),
        headers: { ...tokenHeaders, ...req.headers, ...(req.language ? { 'x-gaussbox-language': req.language } : {}) },
      })
      return { ok: true, response, text: await response.text() }
    } catch (cause) {
      return { ok: false, error: errorFromFailure(cause, req.signal?.aborted === true, isTimeoutError(cause), label) }
    }
  }

  async function request<T>(req: HttpRequest<T>): Promise<Result<T>> {
    const path = apiPath(req)
    const label = `${req.method} ${path}`
    const mode = req.auth ?? 'auto'

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
    if (!sent.response.ok) return fail(errorFromResponse(sent.response.status, body.ok ? body.value : sent.text, label))
    if (!body.ok) return fail(invalidResponseError('the body is not JSON', label))
    return unwrapEnvelope(body.value, req.schema, label)
  }

  const http: Http = {
    request,
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
