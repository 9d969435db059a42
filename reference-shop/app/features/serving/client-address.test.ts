import { afterEach, describe, expect, it, vi } from 'vitest'
import { clientAddressOf, trustProxyFromEnv } from '../../../client-address.mjs'
import { forwardingClientAddress } from '../storefront/storefront.server'

describe("the shopper's address (client-address.mjs)", () => {
  it("is the connection's peer, and X-Forwarded-For is not believed unless the shop has a proxy of its own", () => {
    expect(clientAddressOf({ peer: '203.0.113.7', forwardedFor: '198.51.100.1', trustProxy: false })).toBe('203.0.113.7')
  })

  it("is, behind the shop's proxy, the address that proxy added last (earlier ones are the client's own words)", () => {
    expect(clientAddressOf({ peer: '10.0.0.2', forwardedFor: '1.2.3.4, 198.51.100.9', trustProxy: true })).toBe('198.51.100.9')
    expect(clientAddressOf({ peer: '10.0.0.2', forwardedFor: undefined, trustProxy: true })).toBe('10.0.0.2')
  })

  it('reads an IPv4 address mapped into IPv6 as IPv4, keeps IPv6, and gives undefined for anything that is not an address', () => {
    expect(clientAddressOf({ peer: '::ffff:127.0.0.1', forwardedFor: undefined, trustProxy: false })).toBe('127.0.0.1')
    expect(clientAddressOf({ peer: '2001:db8::1', forwardedFor: undefined, trustProxy: false })).toBe('2001:db8::1')
    expect(clientAddressOf({ peer: undefined, forwardedFor: undefined, trustProxy: false })).toBeUndefined()
    expect(clientAddressOf({ peer: '10.0.0.2', forwardedFor: 'evil\r\nx: y', trustProxy: true })).toBeUndefined()
  })

  it('trusts a proxy only when VITRINA_TRUST_PROXY says so, and refuses a value it cannot read', () => {
    expect(trustProxyFromEnv({})).toBe(false)
    expect(trustProxyFromEnv({ VITRINA_TRUST_PROXY: '0' })).toBe(false)
    expect(trustProxyFromEnv({ VITRINA_TRUST_PROXY: '1' })).toBe(true)
    expect(trustProxyFromEnv({ VITRINA_TRUST_PROXY: 'true' })).toBe(true)
    expect(() => trustProxyFromEnv({ VITRINA_TRUST_PROXY: 'yes please' })).toThrow(
      `VITRINA_TRUST_PROXY must be 1 (a proxy of the shop's own sets X-Forwarded-For) or 0; got "yes please".`,
    )
  })
})

describe("the backend calls of a shopper's request (forwardingClientAddress)", () => {
  afterEach(() => vi.unstubAllGlobals())

  it("say whose they are in X-Forwarded-For and keep the call's own headers", async () => {
    const sent: Request[] = []
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push(new Request(input, init))
      return new Response('{}')
    })
    const send = forwardingClientAddress('203.0.113.7')
    await send('http://backend.test/api/v1/login', { method: 'POST', headers: { apiKey: 'k' }, body: '{}' })
    await send(new Request('http://backend.test/api/v1/refresh', { headers: { refreshToken: 'r', 'x-forwarded-for': '6.6.6.6' } }))
    expect(sent.map((request) => [request.headers.get('x-forwarded-for'), request.headers.get('apiKey') ?? request.headers.get('refreshToken')])).toEqual([
      ['203.0.113.7', 'k'],
      ['203.0.113.7', 'r'],
    ])
  })

  it('go as they are when the address is unknown', async () => {
    const sent: Request[] = []
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push(new Request(input, init))
      return new Response('{}')
    })
    await forwardingClientAddress(undefined)('http://backend.test/api/v1/login', { headers: { apiKey: 'k' } })
    expect(sent[0]!.headers.get('x-forwarded-for')).toBeNull()
  })
})
