import { delay, http as mock, HttpResponse, type JsonBodyType } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import * as v from 'valibot'
import { API, pathOf, seen, server, useMswServer } from '../../test/msw'
import { NetworkError } from '../errors/errors.classes'
import { isAuthError, isCartSessionError, isHttpError, isNetworkError, isSdkError } from '../errors/errors.guards'
import { lazySchemas } from '../internal/lazy-schemas'
import { ok } from '../internal/result'
import type { Language } from '../language/language.constants'
import { createHttp } from './http.transport'
import type { HttpAuthHook, HttpConfig } from './http.types'

useMswServer()

const itemSchema = v.object({ id: v.number(), name: v.string() })

function makeHttp(overrides: Partial<HttpConfig> = {}) {
  let language: Language = 'hr'
  const http = createHttp({ apiUrl: API, apiKey: 'key-1', siteId: 1, storeId: 2, timeoutMs: 10_000, getLanguage: () => language, ...overrides })
  return { http, setLanguage: (next: Language) => (language = next) }
}

function hook(token: () => string | undefined): HttpAuthHook {
  return { beforeRequest: async () => ok(token()), onForbidden: async () => {} }
}

function answer(status: number, body: JsonBodyType) {
  return mock.all(`${API}/*`, () => HttpResponse.json(body, { status }))
}

describe('the transport', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it('sends calls to {apiUrl}/api/v1/{service}/{path} by default and to v2 when asked', async () => {
    server.use(answer(200, { data: { id: 1, name: 'x' } }))
    const { http } = makeHttp()
    await http.request({ method: 'GET', service: 'cms', path: 'option/filter', schema: itemSchema })
    await http.request({ method: 'GET', service: 'ecommerce', version: 'v2', path: '/settings/getCurrencyConfig', schema: itemSchema })
    await http.request({ method: 'POST', path: 'login', schema: itemSchema })
    expect(seen.map((request) => `${request.method} ${request.url}`)).toEqual([
      `GET ${API}/api/v1/cms/option/filter`,
      `GET ${API}/api/v2/ecommerce/settings/getCurrencyConfig`,
      `POST ${API}/api/v1/login`,
    ])
  })

  it('adds the query string and sends the body as JSON', async () => {
    server.use(answer(200, { data: { id: 1, name: 'x' } }))
    const { http } = makeHttp()
    await http.request({
      method: 'GET',
      service: 'master',
      path: 'commons/countries',
      query: { language: 'sl', page: 2, skipped: undefined },
      schema: itemSchema,
    })
    await http.request({ method: 'POST', service: 'cms', path: 'element/getByHandlers', body: { handlers: ['header-section'] }, schema: itemSchema })
    expect(pathOf(seen[0]!)).toBe('/api/v1/master/commons/countries?language=sl&page=2')
    expect(seen[1]!.headers.get('content-type')).toContain('application/json')
    expect(await seen[1]!.json()).toEqual({ handlers: ['header-section'] })
  })

  it('sends apiKey, site, store and the language of the moment on every call', async () => {
    server.use(answer(200, { data: { id: 1, name: 'x' } }))
    const { http, setLanguage } = makeHttp()
    await http.request({ method: 'GET', service: 'cms', path: 'a', schema: itemSchema })
    setLanguage('sl')
    await http.request({ method: 'GET', service: 'cms', path: 'b', schema: itemSchema })
    const headers = seen.map((request) =>
      Object.fromEntries(['apikey', 'site', 'store', 'x-gaussbox-language'].map((name) => [name, request.headers.get(name)])),
    )
    expect(headers).toEqual([
      { apikey: 'key-1', site: '1', store: '2', 'x-gaussbox-language': 'hr' },
      { apikey: 'key-1', site: '1', store: '2', 'x-gaussbox-language': 'sl' },
    ])
  })

  it('lets a call pin its language and its own headers over the defaults', async () => {
    server.use(answer(200, { data: { id: 1, name: 'x' } }))
    const { http } = makeHttp()
    await http.request({ method: 'GET', service: 'cms', path: 'a', schema: itemSchema, language: 'de', headers: { store: '9' } })
    expect(seen[0]!.headers.get('x-gaussbox-language')).toBe('de')
    expect(seen[0]!.headers.get('store')).toBe('9')
  })

  it('sends no token headers while the token provider has no token', async () => {
    server.use(answer(200, { data: { id: 1, name: 'x' } }))
    const { http } = makeHttp()
    await http.request({ method: 'GET', service: 'user', path: 'web/profile', schema: itemSchema })
    expect(seen[0]!.headers.has('accesstoken')).toBe(false)
    expect(seen[0]!.headers.has('authorization')).toBe(false)
  })

  it('sends the hook token as accessToken and as a Bearer authorization, asking the hook per call', async () => {
    server.use(answer(200, { data: { id: 1, name: 'x' } }))
    const { http } = makeHttp()
    let token = 'token-a'
    http.auth = hook(() => token)
    await http.request({ method: 'GET', service: 'user', path: 'web/profile', schema: itemSchema })
    token = 'token-b'
    await http.request({ method: 'GET', service: 'user', path: 'web/profile', schema: itemSchema })
    expect(seen.map((request) => [request.headers.get('accesstoken'), request.headers.get('authorization')])).toEqual([
      ['token-a', 'Bearer token-a'],
      ['token-b', 'Bearer token-b'],
    ])
  })

  it('neither asks the hook nor sends a token for a call with auth none', async () => {
    server.use(answer(200, { data: { id: 1, name: 'x' } }))
    const { http } = makeHttp()
    const beforeRequest = vi.fn(async () => ok('token-a'))
    http.auth = { beforeRequest, onForbidden: async () => {} }
    await http.request({ method: 'POST', path: 'login', schema: itemSchema, auth: 'none' })
    expect(beforeRequest).not.toHaveBeenCalled()
    expect(seen[0]!.headers.has('authorization')).toBe(false)
  })

  it('does not send a request whose hook fails, and gives the hook failure', async () => {
    const { http } = makeHttp()
    const failure = new NetworkError({ code: 'NETWORK_ERROR' })
    http.auth = { beforeRequest: async () => ({ ok: false, error: failure }), onForbidden: async () => {} }
    const result = await http.request({ method: 'GET', service: 'user', path: 'web/profile', schema: itemSchema })
    expect(result).toEqual({ ok: false, error: failure })
    expect(seen).toHaveLength(0)
  })

  it('sends version none calls to {apiUrl}/api/{path}', async () => {
    server.use(answer(200, { data: { id: 1, name: 'x' } }))
    const { http } = makeHttp()
    await http.request({ method: 'POST', version: 'none', path: 'auth/login', schema: itemSchema })
    expect(pathOf(seen[0]!)).toBe('/api/auth/login')
  })

  describe('the 403 rule', () => {
    function forbiddenWithToken() {
      return mock.all(`${API}/*`, ({ request }) =>
        request.headers.has('accesstoken')
          ? HttpResponse.json({ message: 'Forbidden.', statusCode: 403 }, { status: 403 })
          : HttpResponse.json({ data: { id: 2, name: 'anonymous' } }),
      )
    }

    it('tells the hook and retries a 403 once without the token', async () => {
      server.use(forbiddenWithToken())
      const { http } = makeHttp()
      const onForbidden = vi.fn(async () => {})
      http.auth = { beforeRequest: async () => ok('token-a'), onForbidden }
      const result = await http.request({ method: 'GET', service: 'cms', path: 'x', schema: itemSchema })
      expect(result).toEqual({ ok: true, data: { id: 2, name: 'anonymous' } })
      expect(onForbidden).toHaveBeenCalledWith('token-a')
      expect(seen.map((request) => request.headers.get('accesstoken'))).toEqual(['token-a', null])
    })

    it('retries only once: a second 403 comes back as the error', async () => {
      server.use(answer(403, { message: 'Forbidden.', statusCode: 403 }))
      const { http } = makeHttp()
      http.auth = { beforeRequest: async () => ok('token-a'), onForbidden: async () => {} }
      const result = await http.request({ method: 'GET', service: 'cms', path: 'x', schema: itemSchema })
      expect(result.ok ? null : result.error.status).toBe(403)
      expect(seen).toHaveLength(2)
    })

    it('returns a 403 as it is for a call that carried no token', async () => {
      server.use(answer(403, { message: 'Forbidden.', statusCode: 403 }))
      const { http } = makeHttp()
      const onForbidden = vi.fn(async () => {})
      http.auth = { beforeRequest: async () => ok(undefined), onForbidden }
      const result = await http.request({ method: 'GET', service: 'cms', path: 'x', schema: itemSchema })
      expect(result.ok ? null : result.error.status).toBe(403)
      expect([seen.length, onForbidden.mock.calls.length]).toEqual([1, 0])
    })

    it('returns a 403 as it is for a noForbiddenRetry call (an admin auth call)', async () => {
      server.use(forbiddenWithToken())
      const { http } = makeHttp()
      const onForbidden = vi.fn(async () => {})
      http.auth = { beforeRequest: async () => ok('token-a'), onForbidden }
      const result = await http.request({ method: 'GET', service: 'user', path: 'profile', schema: itemSchema, auth: 'noForbiddenRetry' })
      expect(result.ok ? null : result.error.status).toBe(403)
      expect([seen.length, onForbidden.mock.calls.length]).toEqual([1, 0])
    })

    it('leaves other error statuses of a call with a token alone', async () => {
      server.use(answer(401, { message: 'Token expired.', statusCode: 401 }))
      const { http } = makeHttp()
      const onForbidden = vi.fn(async () => {})
      http.auth = { beforeRequest: async () => ok('token-a'), onForbidden }
      const result = await http.request({ method: 'GET', service: 'cms', path: 'x', schema: itemSchema })
      expect(result.ok ? null : result.error.status).toBe(401)
      expect([seen.length, onForbidden.mock.calls.length]).toEqual([1, 0])
    })
  })

  it('unwraps the data envelope and keeps only the fields the schema names', async () => {
    server.use(answer(200, { data: { id: 1, name: 'Kolica', addedLater: true }, meta: {} }))
    const { http } = makeHttp()
    const result = await http.request({ method: 'GET', service: 'cms', path: 'x', schema: itemSchema })
    expect(result).toEqual({ ok: true, data: { id: 1, name: 'Kolica' } })
  })

  it.each([
    ['a field the SDK uses has the wrong type', { data: { id: '1', name: 'x' } }],
    ['a field the SDK uses is missing', { data: { id: 1 } }],
    ['the data envelope is missing', { id: 1, name: 'x' }],
  ])('gives INVALID_RESPONSE when %s', async (_case, body) => {
    server.use(answer(200, body))
    const { http } = makeHttp()
    const result = await http.request({ method: 'GET', service: 'cms', path: 'x', schema: itemSchema })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.error.code).toBe('INVALID_RESPONSE')
    expect(result.error.messageKey).toBe('core.notifications.somethingWentWrong')
    expect(result.error.message).toContain('GET api/v1/cms/x')
  })

  it('gives INVALID_RESPONSE when a successful answer is not JSON', async () => {
    server.use(mock.get(`${API}/*`, () => new HttpResponse('<html>gateway</html>', { status: 200 })))
    const { http } = makeHttp()
    const result = await http.request({ method: 'GET', service: 'cms', path: 'x', schema: itemSchema })
    expect(result.ok ? null : result.error.code).toBe('INVALID_RESPONSE')
  })

  it.each([
    ['Unknown username or password!', 401, 'UNKNOWN_USER_OR_PASSWORD', 'core.notifications.unknowUserOrPassword', isAuthError],
    ['INVALID_LOGIN', 401, 'INVALID_LOGIN', 'INVALID_LOGIN', isAuthError],
    ['User already exist.', 409, 'USER_EXISTS', 'core.notifications.userExists', isHttpError],
    ['Incorrect old password.', 400, 'INCORRECT_OLD_PASSWORD', 'core.notifications.inccorectOldPassword', isHttpError],
    ['Coupon not found!', 404, 'COUPON_NOT_FOUND', 'Coupon not found!', isHttpError],
    ['Cart is archived.', 400, 'CART_ARCHIVED', 'core.notifications.cartUpdateError', isCartSessionError],
    ['Session already used.', 409, 'SESSION_ALREADY_USED', 'core.notifications.cartUpdateError', isCartSessionError],
    ['Social login is disabled for this site.', 400, 'SOCIAL_LOGIN_DISABLED', 'core.notifications.socialLoginDisabled', isAuthError],
    ['Invalid apiKey.', 401, 'HTTP_ERROR', 'core.notifications.somethingWentWrong', isHttpError],
    ['Product not found.', 404, 'NOT_FOUND', 'core.notifications.notFound', isHttpError],
    ['Route not found: GET /api/v1/cms/x', 404, 'NOT_FOUND', 'core.notifications.notFound', isHttpError],
    ['Invalid body.', 400, 'HTTP_ERROR', 'core.notifications.somethingWentWrong', isHttpError],
  ])('maps the server text %j (%i) to code %s and key %s', async (text, status, code, messageKey, guard) => {
    server.use(answer(status, { message: text, statusCode: status }))
    const { http } = makeHttp()
    const result = await http.request({ method: 'POST', service: 'user', path: 'x', schema: itemSchema })
    if (result.ok) throw new Error('expected a failure')
    expect(result.error).toMatchObject({ code, messageKey, status, serverMessage: text })
    expect(guard(result.error)).toBe(true)
    expect(isSdkError(result.error)).toBe(true)
  })

  it('keeps the body of an unmapped error response and its status', async () => {
    server.use(answer(503, { message: 'Maintenance', statusCode: 503, retryAfter: 30 }))
    const { http } = makeHttp()
    const result = await http.request({ method: 'POST', service: 'cms', path: 'x', schema: itemSchema })
    if (result.ok || !isHttpError(result.error)) throw new Error('expected an HttpError')
    expect(result.error.status).toBe(503)
    expect(result.error.body).toEqual({ message: 'Maintenance', statusCode: 503, retryAfter: 30 })
  })

  describe('sending a read again (issue 16, transient failures)', () => {
    /** Answers the given statuses in turn (then 200), counting the calls of every method. */
    function flaky(statuses: number[], headers: Record<string, string> = {}) {
      const calls: string[] = []
      server.use(
        mock.all(`${API}/*`, ({ request }) => {
          calls.push(request.method)
          const status = statuses[calls.length - 1]
          if (status === 0) return HttpResponse.error()
          return status === undefined
            ? HttpResponse.json({ data: { id: 1, name: 'x' } })
            : HttpResponse.json({ message: 'Bad gateway', statusCode: status }, { status, headers })
        }),
      )
      return calls
    }
    const read = (http: ReturnType<typeof makeHttp>['http'], method: 'GET' | 'POST' = 'GET') =>
      http.request({ method, service: 'cms', path: 'x', schema: itemSchema })

    it.each([502, 503, 504, 0])('sends a GET again after a %s (0: the network failed), after a jittered wait, and gives the later answer', async (status) => {
      vi.useFakeTimers()
      vi.spyOn(Math, 'random').mockReturnValue(0.5)
      const calls = flaky([status])
      const pending = read(makeHttp().http)
      await vi.advanceTimersByTimeAsync(149)
      expect(calls).toHaveLength(1)
      // Full jitter: half of the first 300 ms step with this random number.
      await vi.advanceTimersByTimeAsync(1)
      expect(await pending).toEqual({ ok: true, data: { id: 1, name: 'x' } })
      expect(calls).toEqual(['GET', 'GET'])
    })

    it('tries a GET three times at most, waiting longer each time, then gives the last failure with its status', async () => {
      vi.useFakeTimers()
      vi.spyOn(Math, 'random').mockReturnValue(1)
      const calls = flaky([502, 503, 504, 502])
      const pending = read(makeHttp().http)
      await vi.advanceTimersByTimeAsync(300)
      expect(calls).toHaveLength(2)
      await vi.advanceTimersByTimeAsync(599)
      expect(calls).toHaveLength(2)
      await vi.advanceTimersByTimeAsync(1)
      const result = await pending
      expect(calls).toHaveLength(3)
      if (result.ok || !isHttpError(result.error)) throw new Error('expected an HttpError')
      expect(result.error).toMatchObject({ status: 504, serverMessage: 'Bad gateway' })
    })

    it('waits exactly the Retry-After of an answer when it is short', async () => {
      vi.useFakeTimers()
      const calls = flaky([503], { 'retry-after': '2' })
      const pending = read(makeHttp().http)
      await vi.advanceTimersByTimeAsync(1_999)
      expect(calls).toHaveLength(1)
      await vi.advanceTimersByTimeAsync(1)
      expect((await pending).ok).toBe(true)
      expect(calls).toHaveLength(2)
    })

    it('does not wait for a long Retry-After: the failure comes back at once', async () => {
      const calls = flaky([503], { 'retry-after': '120' })
      const result = await read(makeHttp().http)
      expect(result.ok ? null : result.error.status).toBe(503)
      expect(calls).toHaveLength(1)
    })

    it.each([502, 503, 504, 0])('never sends a write again, even after a %s', async (status) => {
      const calls = flaky([status])
      const result = await read(makeHttp().http, 'POST')
      expect(result.ok ? null : result.error.status).toBe(status)
      expect(calls).toEqual(['POST'])
    })

    it('does not send again a GET that says it has an effect (retry: false), such as the token refresh', async () => {
      const calls = flaky([503])
      const result = await makeHttp().http.request({ method: 'GET', path: 'refresh', schema: itemSchema, auth: 'none', retry: false })
      expect(result.ok ? null : result.error.status).toBe(503)
      expect(calls).toEqual(['GET'])
    })

    it('does not send a GET again after another error status', async () => {
      const calls = flaky([500])
      expect((await read(makeHttp().http)).ok).toBe(false)
      expect(calls).toHaveLength(1)
    })

    it('stops waiting to try again as soon as the caller cancels', async () => {
      vi.useFakeTimers()
      // A fixed share of the jittered wait (150 ms): with Math.random near 0 the retry's wait rounded to nothing and it
      // went out before the cancel (two calls in one fresh run).
      vi.spyOn(Math, 'random').mockReturnValue(0.5)
      const calls = flaky([503, 503])
      const controller = new AbortController()
      const pending = makeHttp().http.request({ method: 'GET', service: 'cms', path: 'x', schema: itemSchema, signal: controller.signal })
      await vi.advanceTimersByTimeAsync(0)
      controller.abort()
      const result = await pending
      expect(result.ok ? null : result.error.code).toBe('ABORTED')
      expect(calls).toHaveLength(1)
    })
  })

  describe('a throttled call (429, issue 16)', () => {
    const throttled = (headers: Record<string, string>) =>
      server.use(mock.post(`${API}/*`, () => HttpResponse.json({ message: 'Too many attempts. Try again later.', statusCode: 429 }, { status: 429, headers })))
    const login = () => makeHttp().http.request({ method: 'POST', path: 'login', schema: itemSchema, auth: 'none' })

    it('gives TOO_MANY_REQUESTS with the wait in seconds and, for the text, in whole minutes', async () => {
      throttled({ 'retry-after': '601' })
      const result = await login()
      if (result.ok || !isHttpError(result.error)) throw new Error('expected an HttpError')
      expect(result.error).toMatchObject({
        code: 'TOO_MANY_REQUESTS',
        status: 429,
        retryAfterSeconds: 601,
        messageKey: 'core.notifications.tooManyRequests',
        messageParams: { minutes: 11 },
        serverMessage: 'Too many attempts. Try again later.',
      })
      expect(seen).toHaveLength(1)
    })

    it('reads a Retry-After given as a date', async () => {
      vi.useFakeTimers({ now: Date.UTC(2026, 10, 27, 12, 0, 0) })
      throttled({ 'retry-after': 'Fri, 27 Nov 2026 12:02:00 GMT' })
      const result = await login()
      expect(result.ok ? null : [result.error.messageParams, (result.error as { retryAfterSeconds?: number }).retryAfterSeconds]).toEqual([{ minutes: 2 }, 120])
    })

    it('says to try again later when the server gives no wait', async () => {
      throttled({})
      const result = await login()
      expect(result.ok ? null : [result.error.code, result.error.messageKey, result.error.messageParams]).toEqual([
        'TOO_MANY_REQUESTS',
        'core.notifications.tooManyRequestsLater',
        undefined,
      ])
    })
  })

  it('gives a NetworkError with status 0 when the network fails', async () => {
    server.use(mock.post(`${API}/*`, () => HttpResponse.error()))
    const { http } = makeHttp()
    const result = await http.request({ method: 'POST', service: 'cms', path: 'x', schema: itemSchema })
    if (result.ok) throw new Error('expected a failure')
    expect(isNetworkError(result.error)).toBe(true)
    expect(result.error).toMatchObject({ code: 'NETWORK_ERROR', status: 0, messageKey: 'core.notifications.somethingWentWrong' })
  })

  describe('a failed request of a page on another origin (CORS)', () => {
    const PAGE = 'https://shop.example'
    afterEach(() => vi.unstubAllGlobals())

    /** A browser page on PAGE whose fetch rejects every CORS request as a browser does, and answers `no-cors` ones while the backend is up. */
    function browserPage(backendUp: boolean) {
      vi.stubGlobal('document', {})
      vi.stubGlobal('location', { origin: PAGE })
      const modes: Array<RequestMode | undefined> = []
      const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const mode = init?.mode ?? (input instanceof Request ? input.mode : undefined)
        modes.push(mode)
        if (mode === 'no-cors' && backendUp) return new Response(null, { status: 200 })
        throw new TypeError('Failed to fetch')
      }) as unknown as typeof globalThis.fetch
      return { fetch, modes }
    }

    it('names a refused origin CORS_REFUSED when the backend answers a no-cors request', async () => {
      const page = browserPage(true)
      const { http } = makeHttp({ fetch: page.fetch })
      const result = await http.request({ method: 'POST', service: 'cms', path: 'x', schema: itemSchema })
      if (result.ok) throw new Error('expected a failure')
      expect(isNetworkError(result.error)).toBe(true)
      expect(result.error).toMatchObject({ code: 'CORS_REFUSED', status: 0, retryable: false, messageKey: 'core.notifications.corsRefused' })
      expect(result.error.message).toBe(`POST api/v1/cms/x failed: ${API} refused origin ${PAGE} (CORS: add it to the backend's allowed origins)`)
      // The call itself, then one no-cors request to the backend's address.
      expect(page.modes.at(-1)).toBe('no-cors')
      expect(page.fetch).toHaveBeenLastCalledWith(API, { mode: 'no-cors' })
    })

    it('names CORS as a likely cause of NETWORK_ERROR when the backend does not answer at all', async () => {
      const { fetch } = browserPage(false)
      const { http } = makeHttp({ fetch })
      const result = await http.request({ method: 'POST', service: 'cms', path: 'x', schema: itemSchema })
      if (result.ok) throw new Error('expected a failure')
      expect(result.error).toMatchObject({ code: 'NETWORK_ERROR', status: 0, retryable: true })
      expect(result.error.message).toBe(`POST api/v1/cms/x failed: ${API} is down, or refused origin ${PAGE} (CORS: check the backend's allowed origins)`)
    })

    it("sends no extra request and names no CORS cause for a backend on the page's own origin", async () => {
      const { fetch, modes } = browserPage(true)
      vi.stubGlobal('location', { origin: new URL(API).origin })
      const { http } = makeHttp({ fetch })
      const result = await http.request({ method: 'POST', service: 'cms', path: 'x', schema: itemSchema })
      expect(result.ok ? null : [result.error.code, result.error.message]).toEqual(['NETWORK_ERROR', 'POST api/v1/cms/x failed: Failed to fetch'])
      expect(modes).not.toContain('no-cors')
    })
  })

  it('names no CORS cause outside a browser, where fetch is not bound by CORS', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('fetch failed')
    }) as unknown as typeof globalThis.fetch
    const { http } = makeHttp({ fetch })
    const result = await http.request({ method: 'POST', service: 'cms', path: 'x', schema: itemSchema })
    expect(result.ok ? null : [result.error.code, result.error.message]).toEqual(['NETWORK_ERROR', 'POST api/v1/cms/x failed: fetch failed'])
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('gives ABORTED when the caller cancels a request in flight', async () => {
    server.use(
      mock.get(`${API}/*`, async () => {
        await delay('infinite')
        return HttpResponse.json({ data: null })
      }),
    )
    const { http } = makeHttp()
    const controller = new AbortController()
    const pending = http.request({ method: 'GET', service: 'cms', path: 'x', schema: itemSchema, signal: controller.signal })
    await vi.waitFor(() => expect(seen).toHaveLength(1))
    controller.abort()
    const result = await pending
    expect(result.ok ? null : { code: result.error.code, network: isNetworkError(result.error) }).toEqual({ code: 'ABORTED', network: false })
  })

  it('gives TIMEOUT, a NetworkError, when the server does not answer within timeoutMs', async () => {
    vi.useFakeTimers()
    server.use(
      mock.get(`${API}/*`, async () => {
        await delay('infinite')
        return HttpResponse.json({ data: null })
      }),
    )
    const { http } = makeHttp({ timeoutMs: 2_000 })
    const pending = http.request({ method: 'GET', service: 'cms', path: 'x', schema: itemSchema })
    await vi.advanceTimersByTimeAsync(1_999)
    let settled = false
    void pending.then(() => (settled = true))
    await vi.advanceTimersByTimeAsync(0)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    const result = await pending
    if (result.ok) throw new Error('expected a failure')
    expect(isNetworkError(result.error)).toBe(true)
    expect(result.error).toMatchObject({ code: 'TIMEOUT', status: 0 })
  })

  it('uses the fetch from the options when one is given', async () => {
    const fetch = vi.fn(async () => Response.json({ data: { id: 5, name: 'own' } }))
    const { http } = makeHttp({ fetch })
    const result = await http.request({ method: 'GET', service: 'cms', path: 'x', schema: itemSchema })
    expect(result).toEqual({ ok: true, data: { id: 5, name: 'own' } })
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(seen).toHaveLength(0)
  })

  it('reads globalThis.fetch at call time, so a fetch installed after creation is used', async () => {
    const { http } = makeHttp()
    const replacement = vi.fn(async () => Response.json({ data: { id: 6, name: 'later' } }))
    vi.stubGlobal('fetch', replacement)
    try {
      const result = await http.request({ method: 'GET', service: 'cms', path: 'x', schema: itemSchema })
      expect(result).toEqual({ ok: true, data: { id: 6, name: 'later' } })
    } finally {
      vi.unstubAllGlobals()
    }
  })

  describe('with a lazy schema', () => {
    it('loads the schema while the request is under way and parses with it', async () => {
      server.use(answer(200, { data: { id: 7, name: 'lazy', extra: true } }))
      const { http } = makeHttp()
      const load = vi.fn(async () => itemSchema)
      const result = await http.request({ method: 'GET', service: 'cms', path: 'x', schema: load })
      expect(result).toEqual({ ok: true, data: { id: 7, name: 'lazy' } })
      expect(load).toHaveBeenCalledTimes(1)
    })

    it('gives a NetworkError when the schema cannot be loaded, and a later request loads it again', async () => {
      server.use(answer(200, { data: { id: 8, name: 'again' } }))
      const { http } = makeHttp()
      const schemas = lazySchemas(
        vi
          .fn<() => Promise<{ itemSchema: typeof itemSchema }>>()
          .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
          .mockResolvedValue({ itemSchema }),
      )
      const failed = await http.request({ method: 'GET', service: 'cms', path: 'x', schema: schemas('itemSchema') })
      expect(failed.ok ? null : { code: failed.error.code, status: failed.error.status, network: isNetworkError(failed.error) }).toEqual({
        code: 'NETWORK_ERROR',
        status: 0,
        network: true,
      })
      expect(await http.request({ method: 'GET', service: 'cms', path: 'x', schema: schemas('itemSchema') })).toEqual({
        ok: true,
        data: { id: 8, name: 'again' },
      })
    })
  })

  it('preloads its HTTP client without sending anything', async () => {
    const { http } = makeHttp()
    await http.preload()
    expect(seen).toHaveLength(0)
  })
})

describe('the transport whose request pipeline does not load', () => {
  afterEach(() => {
    vi.doUnmock('./http.pipeline')
    vi.resetModules()
  })

  it('answers a network error without sending, and loads the pipeline again with the next request', async () => {
    server.use(answer(200, { data: { id: 1, name: 'x' } }))
    let loads = 0
    vi.doMock('./http.pipeline', async (original) => {
      loads += 1
      if (loads === 1) throw new TypeError('Failed to fetch dynamically imported module')
      return original()
    })
    vi.resetModules()
    const { createHttp: create } = await import('./http.transport')
    const http = create({ apiUrl: API, apiKey: 'key-1', siteId: 1, storeId: 2, timeoutMs: 10_000, getLanguage: () => 'hr' })

    const first = await http.request({ method: 'GET', service: 'cms', path: 'option/filter', schema: itemSchema })
    expect(first.ok).toBe(false)
    if (!first.ok) {
      expect(isNetworkError(first.error)).toBe(true)
      expect(first.error.code).toBe('NETWORK_ERROR')
      expect(first.error.message).toContain('GET api/v1/cms/option/filter')
    }
    expect(seen).toHaveLength(0)

    const second = await http.request({ method: 'GET', service: 'cms', path: 'option/filter', schema: itemSchema })
    expect(second).toEqual({ ok: true, data: { id: 1, name: 'x' } })
    expect(seen).toHaveLength(1)
  })
})
