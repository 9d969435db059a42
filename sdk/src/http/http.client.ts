import ky, { isTimeoutError } from 'ky'
import { fail } from '../internal/result'
import type { Result } from '../result/result.types'
import { unwrapEnvelope } from './http.envelope'
import { errorFromFailure, errorFromResponse, invalidResponseError } from './http.errors'
import type { Http, HttpConfig, HttpRequest } from './http.types'

/** Builds `api/{version}/{service}/{path}`, relative to `apiUrl`. */
export function apiPath(request: Pick<HttpRequest<unknown>, 'version' | 'service' | 'path'>): string {
  const path = request.path.replace(/^\/+/, '')
  return `api/${request.version ?? 'v1'}/${request.service ? `${request.service}/` : ''}${path}`
}

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
        async (request) => {
          const headers = request.headers
          setDefault(headers, 'apiKey', config.apiKey)
          setDefault(headers, 'site', String(config.siteId))
          setDefault(headers, 'store', String(config.storeId))
          // Read now, not when the instance was created: the language may have changed since.
          setDefault(headers, 'x-gaussbox-language', config.getLanguage())
          const token = await http.getAccessToken()
          if (token) {
            setDefault(headers, 'accessToken', token)
            setDefault(headers, 'Authorization', `Bearer ${token}`)
          }
        },
      ],
    },
  })

  async function request<T>(req: HttpRequest<T>): Promise<Result<T>> {
    const path = apiPath(req)
    const label = `${req.method} ${path}`
    let response: Response
    let text: string
    try {
      response = await client(path, {
        method: req.method,
        searchParams: req.query,
        ...(req.body === undefined ? {} : { json: req.body }),
        ...(req.signal ? { signal: req.signal } : {}),
        headers: { ...req.headers, ...(req.language ? { 'x-gaussbox-language': req.language } : {}) },
      })
      text = await response.text()
    } catch (cause) {
      return fail(errorFromFailure(cause, req.signal?.aborted === true, isTimeoutError(cause), label))
    }

    const body = parseJson(text)
    if (!response.ok) return fail(errorFromResponse(response.status, body.ok ? body.value : text, label))
    if (!body.ok) return fail(invalidResponseError('the body is not JSON', label))
    return unwrapEnvelope(body.value, req.schema, label)
  }

  const http: Http = {
    request,
    getAccessToken: config.getAccessToken ?? (() => undefined),
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
