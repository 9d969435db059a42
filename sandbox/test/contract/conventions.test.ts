import { describe, expect, it } from 'vitest'
import { createSandbox } from '../../src/sandbox/sandbox.create'
import { call, json, SHOP_HEADERS, useSandbox } from '../sandbox.fixture'

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

describe('CORS', () => {
  const preflight = (origin: string, s = sandbox()) =>
    s.app.fetch(
      new Request(`http://sandbox.test${NAV}`, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'apikey, x-gaussbox-language' },
      }),
    )

  it.each(['http://localhost:5173', 'http://127.0.0.1:3000', 'http://localhost'])('answers a preflight from %s with 204 and echoes the origin', async (origin) => {
    const res = await preflight(origin)
    expect(res.status).toBe(204)
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe(origin)
    expect(res.headers.get('Access-Control-Allow-Credentials')).toBe('true')
    const allowed = res.headers.get('Access-Control-Allow-Headers')?.toLowerCase().split(', ') ?? []
    for (const header of ['apikey', 'site', 'store', 'x-gaussbox-language', 'accesstoken', 'authorization', 'content-type']) {
      expect(allowed).toContain(header)
    }
  })

  it('gives no CORS headers to an origin that is not allowed', async () => {
    const res = await preflight('https://evil.example')
    expect(res.status).toBe(204)
    expect(res.headers.get('Access-Control-Allow-Origin')).toBeNull()
  })

  it('echoes the origin with credentials on a normal answer, errors included', async () => {
    const res = await call(sandbox(), 'GET', NAV, { headers: { Origin: 'http://localhost:5173' } })
    expect(res.status).toBe(401)
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('http://localhost:5173')
    expect(res.headers.get('Access-Control-Allow-Credentials')).toBe('true')
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
