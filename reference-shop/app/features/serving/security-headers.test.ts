// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { isHttpsRequest, securityHeaders, withCookieAttributes } from '../../../security-headers.mjs'

describe('securityHeaders', () => {
  it('sends HSTS under https only', () => {
    expect(securityHeaders('https:')['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains')
    expect(securityHeaders('http:')).not.toHaveProperty('Strict-Transport-Security')
    expect(securityHeaders('http:')['X-Content-Type-Options']).toBe('nosniff')
  })
})

describe('isHttpsRequest', () => {
  it('believes the request’s scheme, or the first hop a proxy names', () => {
    expect(isHttpsRequest('https://shop.test/', null)).toBe(true)
    expect(isHttpsRequest('http://shop.test/', null)).toBe(false)
    expect(isHttpsRequest('http://shop.test/', 'https')).toBe(true)
    expect(isHttpsRequest('http://shop.test/', 'HTTPS, http')).toBe(true)
    expect(isHttpsRequest('http://shop.test/', 'http')).toBe(false)
  })
})

describe('withCookieAttributes', () => {
  it('adds SameSite=Lax, and Secure under https', () => {
    expect(withCookieAttributes('a=b; Path=/', false)).toBe('a=b; Path=/; SameSite=Lax')
    expect(withCookieAttributes('a=b; Path=/', true)).toBe('a=b; Path=/; SameSite=Lax; Secure')
  })

  it('leaves attributes a cookie has alone', () => {
    expect(withCookieAttributes('a=b; Path=/; SameSite=Strict; Secure', true)).toBe('a=b; Path=/; SameSite=Strict; Secure')
    expect(withCookieAttributes('cartId=7; Path=/; Max-Age=60; SameSite=Lax', false)).toBe('cartId=7; Path=/; Max-Age=60; SameSite=Lax')
  })

  it('does not take a value that mentions secure for the attribute', () => {
    expect(withCookieAttributes('note=secure; Path=/', true)).toBe('note=secure; Path=/; SameSite=Lax; Secure')
  })
})
