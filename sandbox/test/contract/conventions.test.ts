import { describe, expect, it } from 'vitest'
import { createSandbox } from '../../src/sandbox/sandbox.create'
import { call, json, SHOP_HEADERS, useSandbox } from '../sandbox.fixture'
import { getCart, newCart } from './cart.fixture'
import { productId } from './catalog.fixture'

const sandbox = useSandbox()
const NAV = '/api/v1/cms/navigation/tree/main'

describe('apiKey, site and store headers', () => {
  it('answers 401 with a message when the apiKey header is missing', async () => {
    const { status, body } = await json(call(sandbox(), 'GET', NAV, { headers: {} }))
    expect(status).toBe(401)
    expect(body).toEqual({ message: 'Missing apiKey header.', statusCode: 401 })
  })

  it('answers 401 for an unknown apiKey', async () => {
    const { status, body } = await json(call(sandbox(), 'GET', NAV, { headers: { apiKey: 'nope' } }))
    expect(status).toBe(401)
    expect(body).toEqual({ message: 'Invalid apiKey.', statusCode: 401 })
  })

  it('answers 400 when the site header names another site', async () => {
    const { status, body } = await json(call(sandbox(), 'GET', NAV, { headers: { ...SHOP_HEADERS, site: '2' } }))
    expect(status).toBe(400)
    expect(body).toEqual({ message: 'Unknown site.', statusCode: 400 })
  })

  it.each(['9', 'abc', ''])('answers 400 when the store header is %j', async (store) => {
    const { status, body } = await json(call(sandbox(), 'GET', NAV, { headers: { ...SHOP_HEADERS, store } }))
    expect(status).toBe(400)
    expect(body).toEqual({ message: 'Unknown store.', statusCode: 400 })
  })

  it('accepts a call with only the apiKey (site and store are checked only when sent)', async () => {
    const res = await call(sandbox(), 'GET', NAV, { headers: { apiKey: SHOP_HEADERS.apiKey } })
    expect(res.status).toBe(200)
  })
})

describe('envelope and errors', () => {
  it('wraps a success in { data }', async () => {
    const { status, body } = await json(call(sandbox(), 'GET', '/api/v1/cms/pipeline/hasRunningPipeline'))
    expect(status).toBe(200)
    expect(Object.keys(body)).toEqual(['data'])
  })

  it('answers 404 with the method and path for an unknown api route', async () => {
    const { status, body } = await json(call(sandbox(), 'GET', '/api/v1/cms/nothing/here'))
    expect(status).toBe(404)
    expect(body).toEqual({ message: 'Route not found: GET /api/v1/cms/nothing/here', statusCode: 404 })
  })

  it('answers 404 for a known path with the wrong method', async () => {
    const { status, body } = await json(call(sandbox(), 'DELETE', NAV))
    expect(status).toBe(404)
    expect(body.message).toBe(`Route not found: DELETE ${NAV}`)
  })

  it('answers 400 when a JSON body is not JSON', async () => {
    const { status, body } = await json(call(sandbox(), 'POST', '/api/v1/cms/element/getByHandlers', { raw: '{handlers:' }))
    expect(status).toBe(400)
    expect(body).toEqual({ message: 'Request body must be JSON.', statusCode: 400 })
  })
})

describe('JSON bodies and their content type', () => {
  /** A request with `body` sent as `contentType` ('' sends no Content-Type at all). */
  const send = (method: string, path: string, body: unknown, contentType: string, headers: Record<string, string> = SHOP_HEADERS) =>
    json(
      sandbox().app.fetch(
        new Request(`http://sandbox.test${path}`, {
          method,
          headers: { ...headers, ...(contentType ? { 'Content-Type': contentType } : {}) },
          body: JSON.stringify(body),
        }),
      ),
    )
  const refused = { status: 415, body: { message: 'Content-Type must be application/json.', statusCode: 415 } }
  const contentTypes = [
    'text/plain',
    'text/plain;charset=UTF-8',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/jsonx',
    '',
  ]

  it.each(contentTypes)('answers 415 to a JSON body sent as %j, on every kind of JSON endpoint', async (type) => {
    const { cartId, protectCode } = await newCart(sandbox())
    const calls: Array<[string, string, unknown, Record<string, string>?]> = [
      ['POST', '/api/v1/login', { username: 'kupac@vitrina.test', password: 'Kupac123!' }],
      ['POST', '/api/v1/logout', { refreshToken: 'x' }],
      ['POST', '/api/v2/ecommerce/cart/getCart', { cartId, protectCode }],
      ['POST', '/api/v2/ecommerce/order/create', { cartId, protectCode }],
      ['POST', '/api/v1/cms/element/getByHandlers', { handlers: ['footer'] }],
      ['POST', '/api/v2/master/domainDetect', { domain: 'localhost' }, {}],
    ]
    for (const [method, path, body, headers] of calls) {
      expect({ path, ...(await send(method, path, body, type, headers)) }).toEqual({ path, ...refused })
    }
  })

  it('changes nothing for a cross-site text/plain write', async () => {
    const key = await newCart(sandbox())
    const res = await send(
      'POST',
      '/api/v2/ecommerce/cart/addItem',
      { ...key, currencyId: 1, productId: productId(sandbox(), 'IGR-1401-001'), qty: 1 },
      'text/plain',
    )
    expect(res).toEqual(refused)
    expect((await getCart(sandbox(), key)).items).toEqual([])
  })

  it.each(['application/json', 'application/json; charset=utf-8', 'Application/JSON', 'application/vnd.api+json'])(
    'accepts a JSON body sent as %j',
    async (type) => {
      const { status } = await send('POST', '/api/v1/cms/element/getByHandlers', { handlers: ['footer'] }, type)
      expect(status).toBe(200)
    },
  )
})

describe('request body size (issue 16)', () => {
  const tooLarge = { status: 413, body: { message: 'Request body too large: at most 1 MB.', statusCode: 413 } }
  /** A JSON body of `bytes` bytes: the handlers list padded with one long string. */
  const jsonOf = (bytes: number) => {
    const shell = JSON.stringify({ handlers: ['footer', ''] })
    return JSON.stringify({ handlers: ['footer', 'x'.repeat(bytes - shell.length)] })
  }
  const post = (path: string, body: BodyInit, headers: Record<string, string> = { ...SHOP_HEADERS, 'Content-Type': 'application/json' }) =>
    json(sandbox().app.fetch(new Request(`http://sandbox.test${path}`, { method: 'POST', headers, body, duplex: 'half' } as RequestInit)))
  /** A body streamed in 64 kB chunks, without a Content-Length; counts how many chunks were pulled. */
  const streamed = (bytes: number) => {
    let pulled = 0
    const chunk = new Uint8Array(64 * 1024).fill(0x20)
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled * chunk.length >= bytes) return controller.close()
        pulled++
        controller.enqueue(chunk)
      },
    })
    return { stream, pulled: () => pulled }
  }

  it('accepts a JSON body of just under 1 MB', async () => {
    const { status } = await post('/api/v1/cms/element/getByHandlers', jsonOf(1024 * 1024))
    expect(status).toBe(200)
  })

  it('answers 413 to a body one byte over 1 MB, before the endpoint reads it', async () => {
    expect(await post('/api/v1/cms/element/getByHandlers', jsonOf(1024 * 1024 + 1))).toEqual(tooLarge)
  })

  it('answers 413 to a chunked body without a length as soon as it passes 1 MB, without reading the rest', async () => {
    const body = streamed(64 * 1024 * 1024)
    expect(await post('/api/v2/ecommerce/cart/addItem', body.stream)).toEqual(tooLarge)
    expect(body.pulled()).toBeLessThan(20)
  })

  it('answers 413 on the control API and the payment pages too', async () => {
    const big = 'x'.repeat(2 * 1024 * 1024)
    expect(await post('/__sandbox/reset', big, { 'Content-Type': 'application/json' })).toEqual(tooLarge)
    expect(await post('/__payments/hpf/1/complete', big, { 'Content-Type': 'application/x-www-form-urlencoded' })).toEqual(tooLarge)
  })

  it('leaves the upload paths to their own limits', async () => {
    const big = new Uint8Array(2 * 1024 * 1024)
    const bucket = await sandbox().app.fetch(
      new Request('http://sandbox.test/__bucket/no-such-token', { method: 'PUT', headers: { 'Content-Type': 'application/octet-stream' }, body: big }),
    )
    const multipart = await sandbox().app.fetch(new Request('http://sandbox.test/api/v2/media/upload', { method: 'POST', headers: SHOP_HEADERS, body: big }))
    for (const res of [bucket, multipart]) expect(await res.text()).not.toContain('Request body too large')
  })
})

describe('CORS', () => {
  const preflight = (origin: string, s = sandbox()) =>
    s.app.fetch(
      new Request(`http://sandbox.test${NAV}`, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'apikey, x-gaussbox-language' },
      }),
    )

  it.each(['http://localhost:5173', 'http://127.0.0.1:3000', 'http://localhost'])(
    'answers a preflight from %s with 204 and echoes the origin',
    async (origin) => {
      const res = await preflight(origin)
      expect(res.status).toBe(204)
      expect(res.headers.get('Access-Control-Allow-Origin')).toBe(origin)
      expect(res.headers.get('Access-Control-Allow-Credentials')).toBe('true')
      const allowed = res.headers.get('Access-Control-Allow-Headers')?.toLowerCase().split(/,\s*/) ?? []
      for (const header of ['apikey', 'site', 'store', 'x-gaussbox-language', 'accesstoken', 'authorization', 'content-type']) {
        expect(allowed).toContain(header)
      }
    },
  )

  it('gives an origin that is not allowed no Access-Control-Allow-Origin, so the browser blocks the answer', async () => {
    const res = await preflight('https://evil.example')
    expect(res.status).toBe(204)
    expect(res.headers.get('Access-Control-Allow-Origin')).toBeNull()
    const answer = await call(sandbox(), 'GET', NAV, { headers: { Origin: 'https://evil.example' } })
    expect(answer.headers.get('Access-Control-Allow-Origin')).toBeNull()
    expect(answer.headers.get('Vary')).toContain('Origin')
  })

  it('echoes the origin with credentials on a normal answer, errors included', async () => {
    const res = await call(sandbox(), 'GET', NAV, { headers: { Origin: 'http://localhost:5173' } })
    expect(res.status).toBe(401)
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('http://localhost:5173')
    expect(res.headers.get('Access-Control-Allow-Credentials')).toBe('true')
    // The wait of a throttled call (429), which the SDK in the page reads.
    expect(res.headers.get('Access-Control-Expose-Headers')).toBe('Retry-After')
  })

  it('allows the extra origins a sandbox is created with', async () => {
    const custom = createSandbox({ allowedOrigins: ['https://shop.example'] })
    try {
      expect((await preflight('https://shop.example', custom)).headers.get('Access-Control-Allow-Origin')).toBe('https://shop.example')
      expect((await preflight('https://other.example', custom)).headers.get('Access-Control-Allow-Origin')).toBeNull()
    } finally {
      await custom.close()
    }
  })
})
