import { describe, expect, it } from 'vitest'
import { loaderCall } from '../content/loader.test-env'
import { loadProductPage } from '../catalog/catalog.server'
import { backendFailureStatus, errorResponseHeaders, RETRY_AFTER_SECONDS, throwBackendFailure, throwShopUnavailable } from './backend-failure.server'

interface Thrown {
  data: unknown
  init: { status: number; headers: Headers }
}

function thrownBy(action: () => unknown): Thrown {
  try {
    action()
  } catch (error) {
    return error as Thrown
  }
  throw new Error('nothing was thrown')
}

async function thrownByLoader(load: () => Promise<unknown>): Promise<Thrown> {
  try {
    await load()
  } catch (error) {
    if (!(error as Partial<Thrown>).init) throw error
    return error as Thrown
  }
  throw new Error('the loader did not throw')
}

describe('backendFailureStatus', () => {
  it.each([
    ['no answer (refused or reset)', 503, { code: 'NETWORK_ERROR', status: 0 }],
    ['a timeout', 503, { code: 'TIMEOUT', status: 0 }],
    ['an answer that is not the contract JSON', 503, { code: 'INVALID_RESPONSE', status: 500 }],
    ['a server error', 503, { code: 'HTTP_ERROR', status: 500 }],
    ['a bad gateway in front of the backend', 503, { code: 'HTTP_ERROR', status: 502 }],
    ['too many requests', 503, { code: 'HTTP_ERROR', status: 429 }],
    ['an unknown slug', 404, { code: 'NOT_FOUND', status: 404 }],
    ['a refused request', 502, { code: 'HTTP_ERROR', status: 400 }],
    ['a refused key', 502, { code: 'HTTP_ERROR', status: 403 }],
  ] as const)('makes %s a %i', (_case, status, error) => {
    expect(backendFailureStatus(error)).toBe(status)
  })
})

describe('throwBackendFailure', () => {
  it('answers 503 with a Retry-After, no caching and the request cookies, and only the message key as body', () => {
    const headers = new Headers({ 'Set-Cookie': 'cartId=; Path=/; Max-Age=0' })
    const thrown = thrownBy(() => throwBackendFailure({ code: 'TIMEOUT', status: 0, messageKey: 'core.notifications.somethingWentWrong' }, headers))
    expect(thrown.init.status).toBe(503)
    expect(thrown.init.headers.get('Retry-After')).toBe(String(RETRY_AFTER_SECONDS))
    expect(thrown.init.headers.get('Cache-Control')).toBe('no-store')
    expect(thrown.init.headers.get('Set-Cookie')).toBe('cartId=; Path=/; Max-Age=0')
    expect(thrown.data).toEqual({ messageKey: 'core.notifications.somethingWentWrong' })
  })

  it('sends no Retry-After with a 404, which is no outage', () => {
    const thrown = thrownBy(() => throwBackendFailure({ code: 'NOT_FOUND', status: 404, messageKey: 'x' }, new Headers()))
    expect(thrown.init.status).toBe(404)
    expect(thrown.init.headers.has('Retry-After')).toBe(false)
  })
})

describe('throwShopUnavailable', () => {
  it('answers 503 even for a client error, since the shop cannot render without that read', () => {
    const thrown = thrownBy(() => throwShopUnavailable({ messageKey: 'x' }, new Headers()))
    expect([thrown.init.status, thrown.init.headers.get('Retry-After'), thrown.init.headers.get('Cache-Control')]).toEqual([
      503,
      String(RETRY_AFTER_SECONDS),
      'no-store',
    ])
  })
})

describe('errorResponseHeaders', () => {
  it('passes on the Retry-After and Cache-Control of a thrown response, and nothing else', () => {
    const thrown = new Headers({ 'Retry-After': '30', 'Cache-Control': 'no-store', 'Set-Cookie': 'a=b', 'X-Internal': 'secret' })
    expect(errorResponseHeaders(thrown)).toEqual({ 'Retry-After': '30', 'Cache-Control': 'no-store' })
    expect(errorResponseHeaders(undefined)).toEqual({})
  })
})

describe('a page loader while the backend is away', () => {
  it.each([
    ['refuses connections', () => Promise.reject(new TypeError('fetch failed'))],
    ['answers HTML', () => new Response('<html>Bad gateway</html>', { headers: { 'content-type': 'text/html' } })],
    ['answers broken JSON', () => new Response('{"data": ', { headers: { 'content-type': 'application/json' } })],
    ['answers JSON of another shape', () => Response.json({ data: 42 })],
    ['answers 500', () => new Response('<html>500</html>', { status: 500 })],
  ])('answers 503 when the backend %s', async (_case, answer) => {
    const args = loaderCall('/en/product/kolica', answer as never)
    const thrown = await thrownByLoader(() => loadProductPage(args, 'kolica'))
    expect(thrown.init.status).toBe(503)
    expect(thrown.init.headers.get('Retry-After')).toBe(String(RETRY_AFTER_SECONDS))
    expect(JSON.stringify(thrown.data)).not.toMatch(/fetch failed|html|stack|sandbox\.test/i)
  })
})
