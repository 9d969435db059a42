import { describe, expect, it } from 'vitest'
import { requestCookieStorage } from './storage.request'

describe('requestCookieStorage', () => {
  it('reads decoded values from the Cookie header', () => {
    const storage = requestCookieStorage('i18n_locale=sl; guestUser=kupac%40vitrina.test; cookie_consent=necessary%2Canalytics')
    expect(storage.get('i18n_locale')).toBe('sl')
    expect(storage.get('guestUser')).toBe('kupac@vitrina.test')
    expect(storage.get('cookie_consent')).toBe('necessary,analytics')
    expect(storage.get('cartId')).toBeUndefined()
  })

  it('treats a missing or empty header as no cookies', () => {
    expect(requestCookieStorage(undefined).get('a')).toBeUndefined()
    expect(requestCookieStorage(null).get('a')).toBeUndefined()
    expect(requestCookieStorage('').setCookieHeaders()).toEqual([])
  })

  it('keeps a value with a stray percent sign readable instead of failing', () => {
    expect(requestCookieStorage('odd=100%').get('odd')).toBe('100%')
  })

  it('makes a write visible to later reads of the same request', () => {
    const storage = requestCookieStorage('i18n_locale=hr')
    storage.set('i18n_locale', 'sl')
    expect(storage.get('i18n_locale')).toBe('sl')
  })

  it('turns a write into a Set-Cookie header with an encoded value, path, Max-Age and SameSite', () => {
    const storage = requestCookieStorage('')
    storage.set('guestUser', 'kupac@vitrina.test; x', { maxAgeSeconds: 31_536_000 })
    expect(storage.setCookieHeaders()).toEqual(['guestUser=kupac%40vitrina.test%3B%20x; Path=/; Max-Age=31536000; SameSite=Lax'])
  })

  it('gives a write without a lifetime the 30-day default', () => {
    const storage = requestCookieStorage('')
    storage.set('skipApiKey', '1')
    expect(storage.setCookieHeaders()).toEqual(['skipApiKey=1; Path=/; Max-Age=2592000; SameSite=Lax'])
  })

  it('deletes with Max-Age=0 and forgets the value for later reads', () => {
    const storage = requestCookieStorage('cartId=42')
    storage.remove('cartId')
    expect(storage.get('cartId')).toBeUndefined()
    expect(storage.setCookieHeaders()).toEqual(['cartId=; Path=/; Max-Age=0; SameSite=Lax'])
  })

  it('sends only the last write of a cookie written twice', () => {
    const storage = requestCookieStorage('')
    storage.set('i18n_locale', 'sl')
    storage.set('i18n_locale', 'en', { maxAgeSeconds: 60 })
    storage.set('cartId', '7')
    expect(storage.setCookieHeaders()).toEqual(['i18n_locale=en; Path=/; Max-Age=60; SameSite=Lax', 'cartId=7; Path=/; Max-Age=2592000; SameSite=Lax'])
  })

  it('adds Secure and a custom path when asked', () => {
    const storage = requestCookieStorage('', { secure: true, path: '/shop' })
    storage.set('a', 'b', { maxAgeSeconds: 10 })
    expect(storage.setCookieHeaders()).toEqual(['a=b; Path=/shop; Max-Age=10; SameSite=Lax; Secure'])
  })

  it('refuses a cookie name that would break the header', () => {
    const storage = requestCookieStorage('')
    expect(() => storage.set('bad name;', 'x')).toThrow(TypeError)
  })
})
