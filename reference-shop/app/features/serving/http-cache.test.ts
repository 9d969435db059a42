import { describe, expect, it } from 'vitest'
import {
  applyPageCacheHeaders,
  hasSessionCookie,
  pageCacheControl,
  pageOfPath,
  PRIVATE_CACHE_CONTROL,
  PUBLIC_PAGE_CACHE_CONTROL,
  UNCACHED,
  type PageResponse,
} from './http-cache'

function decide(overrides: Partial<PageResponse> = {}): string {
  return pageCacheControl({ method: 'GET', pathname: '/', cookieHeader: null, status: 200, headers: new Headers(), ...overrides })
}

describe('pageCacheControl', () => {
  it.each(['/', '/shop/kolica', '/product/some-product', '/pretraga', '/o-nama', '/sl/shop/kolica', '/en/search', '/shop/kolica.data', '/_root.data'])(
    'lets a CDN keep the anonymous page %s',
    (pathname) => {
      expect(decide({ pathname })).toBe(PUBLIC_PAGE_CACHE_CONTROL)
    },
  )

  it('lets a CDN keep an anonymous 404, but not an error, with or without a status meant for crawlers', () => {
    expect(decide({ status: 404 })).toBe(PUBLIC_PAGE_CACHE_CONTROL)
    expect(decide({ status: 500 })).toBe(UNCACHED)
    expect(decide({ status: 503 })).toBe(UNCACHED)
  })

  it.each([
    ['a cart session', 'cartId=12; protectCode=abc'],
    ['a login', 'accessToken=eyJ; refreshToken=r1'],
    ['the user cookie alone', 'authUser=%7B%7D'],
    ['a guest e-mail from the checkout', 'guestUser=kupac%40vitrina.test'],
    ['a member card', 'i18n_locale=hr; memberCardBarcode=123'],
  ])('keeps a page private for the browser with %s', (_case, cookieHeader) => {
    expect(decide({ cookieHeader })).toBe(PRIVATE_CACHE_CONTROL)
  })

  it('keeps a page public for cookies that are no session (language, consent, an analytics id) or a session cookie being deleted', () => {
    expect(decide({ cookieHeader: 'i18n_locale=hr; cookie_consent=necessary%2Canalytics; _ga=GA1.1.1' })).toBe(PUBLIC_PAGE_CACHE_CONTROL)
    expect(decide({ cookieHeader: 'cartId=; i18n_locale=sl' })).toBe(PUBLIC_PAGE_CACHE_CONTROL)
  })

  it('keeps a response that sets a cookie private, whatever the page', () => {
    expect(decide({ headers: new Headers({ 'Set-Cookie': 'i18n_locale=sl; Path=/' }) })).toBe(PRIVATE_CACHE_CONTROL)
  })

  it.each([
    '/kosarica',
    '/naplata',
    '/naplata/uspjesna',
    '/profil',
    '/prijava',
    '/registracija',
    '/sl/kosarica',
    '/en/checkout',
    '/de/profile',
    '/kosarica.data',
    '/en/cart.data',
    '/admin',
  ])('keeps the personal page %s private even for an anonymous visitor', (pathname) => {
    expect(decide({ pathname })).toBe(PRIVATE_CACHE_CONTROL)
  })

  it('stores no answer to a form post', () => {
    expect(decide({ method: 'POST', pathname: '/shop/kolica' })).toBe(UNCACHED)
  })

  it('keeps a route’s own choice for an anonymous page (the unavailable page’s no-store), but never a public one for a session', () => {
    expect(decide({ status: 503, headers: new Headers({ 'Cache-Control': 'no-store' }) })).toBe('no-store')
    expect(decide({ cookieHeader: 'cartId=1', headers: new Headers({ 'Cache-Control': 'public, max-age=600' }) })).toBe(PRIVATE_CACHE_CONTROL)
  })
})

describe('the parts of the decision', () => {
  it('reads session cookies by exact name only', () => {
    expect(hasSessionCookie('mycartId=1; xaccessToken=2')).toBe(false)
    expect(hasSessionCookie(' cartId = 5 ')).toBe(true)
    expect(hasSessionCookie(null)).toBe(false)
  })

  it('maps data requests to their pages', () => {
    expect(pageOfPath('/_root.data')).toBe('home')
    expect(pageOfPath('/sl/_root.data')).toBe('home')
    expect(pageOfPath('/sl/kosarica.data')).toBe('cart')
    expect(pageOfPath('/o-nama')).toBeNull()
  })

  it('adds Cookie to Vary once, beside what is there', () => {
    const headers = new Headers({ Vary: 'Accept-Encoding' })
    const request = new Request('http://shop.test/', { headers: { Cookie: 'cartId=1' } })
    applyPageCacheHeaders(request, 200, headers)
    applyPageCacheHeaders(request, 200, headers)
    expect(headers.get('Vary')).toBe('Accept-Encoding, Cookie')
    expect(headers.get('Cache-Control')).toBe(PRIVATE_CACHE_CONTROL)
  })
})
