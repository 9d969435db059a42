import type * as v from 'valibot'
import type { SdkError } from '../errors/errors.classes'
import { fail, ok } from '../internal/result'
import type { Result } from '../result/result.types'
import { unwrapEnvelope } from './http.envelope'
import type { Client } from './http.client'
import { errorFromAnswer, errorFromFailure, invalidResponseError, networkFailure } from './http.errors'
import type { Http, HttpAuthHook, HttpConfig, HttpRequest, ResponseSchema } from './http.types'

/** Builds `api/{version}/{service}/{path}` (`api/{path}` for version `'none'`, `{path}` for `'root'`), relative to `apiUrl`. */
export function apiPath(request: Pick<HttpRequest<unknown>, 'version' | 'service' | 'path'>): string {
  const path = request.path.replace(/^\/+/, '')
  if (request.version === 'root') return path
  const version = request.version === 'none' ? '' : `${request.version ?? 'v1'}/`
  return `api/${version}${request.service ? `${request.service}/` : ''}${path}`
}

/** The hook of an instance nobody has logged in to: no token, nothing to do on a 403. */
export const anonymousAuthHook: HttpAuthHook = /* @__PURE__ */ Object.freeze({
  beforeRequest: async () => ok(undefined),
  onForbidden: async () => {},
})

type Sent = { ok: true; response: Response; text: string; client: Client } | { ok: false; error: SdkError }

/**
 * Creates the transport of one storefront instance.
 *
 * @remarks
 * The client that sends (its timeout and retry rules, and the reading of error answers, http.client.ts) is imported
 * when the first request is sent, not with the SDK: a server-rendered page hydrates from the snapshot without a
 * request, so a bundler keeps it (and the response schemas, see {@link LazySchema}) out of the page's first load. {@link Http.preload} loads it ahead of the
 * first request.
 */
export function createHttp(config: HttpConfig): Http {
  let loading: Promise<Client> | undefined
  const client = (): Promise<Client> =>
    (loading ??= import('./http.client').then(({ loadClient }) => loadClient(config))).catch((cause: unknown) => {
      // A chunk that failed to load (a lost connection) is tried again by the next request.
      loading = undefined
      throw cause
    })

  async function send<T>(req: HttpRequest<T>, path: string, label: string, token: string | undefined): Promise<Sent> {
    const tokenHeaders: Record<string, string> = token ? { accessToken: token, Authorization: `Bearer ${token}` } : {}
    let loaded: Client | undefined
    try {
      loaded = await client()
      const response = await loaded.send({
        method: req.method,
        path,
        query: req.query,
        body: req.body,
        signal: req.signal,
        headers: { ...tokenHeaders, ...req.headers, ...(req.language ? { 'x-gaussbox-language': req.language } : {}) },
        retry: req.retry !== false,
      })
      return { ok: true, response, text: await response.text(), client: loaded }
    } catch (cause) {
      const aborted = req.signal?.aborted === true
      // The client tells a timeout and, in a browser, a CORS refusal apart; without it (its chunk did not load) the
      // request never went out.
      return { ok: false, error: errorFromFailure(cause, aborted, aborted || !loaded ? networkFailure(cause) : await loaded.failure(cause), label) }
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
    if (!sent.response.ok) {
      const errorBody = body.ok ? body.value : sent.text
      return fail(errorFromAnswer(sent.client.readErrorAnswer(sent.response.status, errorBody, label, sent.response.headers.get('retry-after')), errorBody))
    }
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

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text === '') return { ok: false }
  try {
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch {
    return { ok: false }
  }
}

/** The schema itself, or the lazy one loaded; a module that cannot be loaded is a network failure of the call. */
async function loadSchema<T>(schema: ResponseSchema<T>, label: string): Promise<Result<v.GenericSchema<unknown, T>>> {
  if (typeof schema !== 'function') return ok(schema)
  try {
    return ok(await schema())
  } catch (cause) {
    return fail(errorFromFailure(cause, false, networkFailure(cause), label))
  }
}
