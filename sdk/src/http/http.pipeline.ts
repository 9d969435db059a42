import type * as v from 'valibot'
import type { SdkError } from '../errors/errors.classes'
import { fail, ok } from '../internal/result'
import type { Result } from '../result/result.types'
import { unwrapEnvelope } from './http.envelope'
import { loadClient } from './http.client'
import { errorFromAnswer, errorFromFailure, invalidResponseError, networkFailure } from './http.errors'
import type { Http, HttpConfig, HttpRequest, ResponseSchema } from './http.types'
import { apiPath } from './http.path'

type Sent = { ok: true; response: Response; text: string } | { ok: false; error: SdkError }

/**
 * The request pipeline of one transport (http.transport.ts imports this module with the instance's first request):
 * the auth hook's token, the sending through the client (timeout and retry rules, http.client.ts), the 403 rule, the
 * error answers' SDK errors and the parsing of the `{ data }` envelope with the call's schema.
 */
export function createRequest(config: HttpConfig, http: Http): Http['request'] {
  const client = loadClient(config)

  async function send<T>(req: HttpRequest<T>, path: string, label: string, token: string | undefined): Promise<Sent> {
    const tokenHeaders: Record<string, string> = token ? { accessToken: token, Authorization: `Bearer ${token}` } : {}
    try {
      const response = await client.send({
        method: req.method,
        path,
        query: req.query,
        body: req.body,
        signal: req.signal,
        headers: { ...tokenHeaders, ...req.headers, ...(req.language ? { 'x-gaussbox-language': req.language } : {}) },
        retry: req.retry !== false,
      })
      return { ok: true, response, text: await response.text() }
    } catch (cause) {
      const aborted = req.signal?.aborted === true
      // The client tells a timeout and, in a browser, a CORS refusal apart.
      return { ok: false, error: errorFromFailure(cause, aborted, aborted ? networkFailure(cause) : await client.failure(cause), label) }
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
      return fail(errorFromAnswer(client.readErrorAnswer(sent.response.status, errorBody, label, sent.response.headers.get('retry-after')), errorBody))
    }
    if (!body.ok) return fail(invalidResponseError('the body is not JSON', label))
    const schema = await schemaLoad
    return schema.ok ? unwrapEnvelope(body.value, schema.data, label) : schema
  }

  return request
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
