// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { browserCookieStorage } from './storage.cookies'

function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim()
    // biome-ignore lint/suspicious/noDocumentCookie: the test clears what the storage under test wrote
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`
  }
}

describe('browserCookieStorage', () => {
  afterEach(clearCookies)

  it('writes document.cookie and reads the value back decoded', () => {
    const storage = browserCookieStorage()
    storage.set('guestUser', 'kupac@vitrina.test, Ž')
    expect(document.cookie).toContain('guestUser=kupac%40vitrina.test%2C%20%C5%BD')
    expect(storage.get('guestUser')).toBe('kupac@vitrina.test, Ž')
  })

  it('writes path /, SameSite=Lax and the Max-Age it was given', () => {
    const cookies: string[] = []
    const fake = {
      get cookie() {
        return ''
      },
      set cookie(value: string) {
        cookies.push(value)
      },
    } as unknown as Document
    const storage = browserCookieStorage({ document: fake })
    storage.set('i18n_locale', 'sl', { maxAgeSeconds: 31_536_000 })
    storage.set('guestUser', 'a')
    expect(cookies).toEqual(['i18n_locale=sl; Path=/; Max-Age=31536000; SameSite=Lax', 'guestUser=a; Path=/; Max-Age=2592000; SameSite=Lax'])
  })

  it('adds Secure on a page served over https, also to a removal, unless told otherwise', () => {
    const cookies: string[] = []
    const onHttps = (protocol: string) =>
      ({
        location: { protocol },
        get cookie() {
          return ''
        },
        set cookie(value: string) {
          cookies.push(value)
        },
      }) as unknown as Document
    browserCookieStorage({ document: onHttps('https:') }).set('cartId', '7', { maxAgeSeconds: 60 })
    browserCookieStorage({ document: onHttps('https:') }).remove('cartId')
    browserCookieStorage({ document: onHttps('http:') }).set('cartId', '7', { maxAgeSeconds: 60 })
    browserCookieStorage({ document: onHttps('https:'), secure: false }).set('cartId', '8', { maxAgeSeconds: 60 })
    expect(cookies).toEqual([
      'cartId=7; Path=/; Max-Age=60; SameSite=Lax; Secure',
      'cartId=; Path=/; Max-Age=0; SameSite=Lax; Secure',
      'cartId=7; Path=/; Max-Age=60; SameSite=Lax',
      'cartId=8; Path=/; Max-Age=60; SameSite=Lax',
    ])
  })

  it('removes a cookie so it can no longer be read', () => {
    const storage = browserCookieStorage()
    storage.set('cartId', '42')
    storage.remove('cartId')
    expect(storage.get('cartId')).toBeUndefined()
    expect(document.cookie).not.toContain('cartId')
  })

  it('reads document.cookie once for all the reads of one task, and again in the next task', async () => {
    let cookie = 'cartId=7; i18n_locale=hr'
    let reads = 0
    const fake = {
      get cookie() {
        reads += 1
        return cookie
      },
    } as unknown as Document
    const storage = browserCookieStorage({ document: fake })
    expect([storage.get('cartId'), storage.get('i18n_locale'), storage.get('guestUser')]).toEqual(['7', 'hr', undefined])
    expect(reads).toBe(1)

    // A response of another task set a cookie.
    cookie = 'cartId=8; i18n_locale=hr'
    await Promise.resolve()
    expect(storage.get('cartId')).toBe('8')
    expect(reads).toBe(2)
  })

  it('reads a write at once, made through this adapter or another one of the same document', () => {
    const first = browserCookieStorage()
    const second = browserCookieStorage()
    expect(first.get('cartId')).toBeUndefined()
    second.set('cartId', '42')
    expect(first.get('cartId')).toBe('42')
    first.remove('cartId')
    expect(second.get('cartId')).toBeUndefined()
  })

  it('reads nothing and refuses writes when there is no document (server rendering)', () => {
    vi.stubGlobal('document', undefined)
    try {
      const storage = browserCookieStorage()
      expect(storage.get('a')).toBeUndefined()
      expect(() => storage.set('a', 'b')).toThrow(/requestCookieStorage/)
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
