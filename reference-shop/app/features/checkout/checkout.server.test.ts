import type { AppLoadContext } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { purgeServerCache } from '../server-cache/server-cache.server'
import { SHOPPER, sessionCookies } from '../../testing/auth.fixture'
import { SANDBOX_DEFAULTS } from '../storefront/storefront.config'
import { checkoutGuard, checkoutReturnUrls, loadCheckoutConsents } from './checkout.server'
import { CART_COOKIES } from './checkout.testing'

const cookieHeader = (cookies: Record<string, string>) =>
  Object.entries(cookies)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('; ')

/** The guard of one request to `path` with these cookies, against a backend whose settings allow guests or not. */
async function guard(path: string, cookies: Record<string, string>, guestCheckout = false) {
  const fetched: string[] = []
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    fetched.push(new URL(request.url).pathname)
    if (request.url.endsWith('/settings/getCheckoutSettings')) {
      return Response.json({
        data: {
          checkoutEnabled: true,
          cartType: 1,
          onePageCheckout: false,
          mergeItems: true,
          eProductDelivery: 'link',
          socialLogins: false,
          guestCheckout,
          skipShippingStep: false,
          allowedCountries: 'ALL',
        },
      })
    }
    return Response.json({ message: 'Route not found.', statusCode: 404 }, { status: 404 })
  })
  const request = new Request(`https://shop.example${path}`, { headers: { cookie: cookieHeader(cookies) } })
  const context = { vitrina: SANDBOX_DEFAULTS } as AppLoadContext
  try {
    return { outcome: await checkoutGuard({ request, context }), fetched }
  } catch (thrown) {
    if (thrown instanceof Response) return { redirect: thrown.headers.get('Location'), fetched }
    throw thrown
  }
}

describe('the checkout guard', () => {
  afterEach(async () => {
    vi.unstubAllGlobals()
    // The server cache shares the consents between renders; each test's backend answers its own.
    await purgeServerCache({ tag: 'consents' })
  })

  it('sends a visitor without a cart to the cart page, without asking the backend', async () => {
    expect(await guard('/sl/naplata', {})).toEqual({ redirect: '/sl/kosarica', fetched: [] })
  })

  it('sends a logged-out visitor to the login page and back, while the site is registered-only', async () => {
    const { redirect, fetched } = await guard('/naplata', CART_COOKIES)
    expect(redirect).toBe('/prijava?redirect=/naplata')
    expect(fetched).toEqual(['/api/v2/ecommerce/settings/getCheckoutSettings'])
  })

  it('lets a guest in when the site allows guest checkout, with the return URLs of the request’s origin', async () => {
    const { outcome } = await guard('/en/checkout', CART_COOKIES, true)
    expect(outcome?.returnUrls).toEqual({ successURL: 'https://shop.example/en/checkout/success', failureURL: 'https://shop.example/en/checkout/failure' })
  })

  it('lets a logged-in shopper in', async () => {
    const { outcome, fetched } = await guard('/naplata', { ...CART_COOKIES, ...sessionCookies(SHOPPER) })
    expect(outcome?.returnUrls).toEqual({ successURL: 'https://shop.example/naplata/uspjesna', failureURL: 'https://shop.example/checkout/failure' })
    expect(fetched).not.toContain('/api/v2/ecommerce/settings/getCheckoutSettings')
  })
})

describe('checkoutReturnUrls', () => {
  it('points at the thank-you page and /checkout/failure under the language prefix', () => {
    expect(checkoutReturnUrls('http://127.0.0.1:3000', 'sl')).toEqual({
      successURL: 'http://127.0.0.1:3000/sl/naplata/uspjesna',
      failureURL: 'http://127.0.0.1:3000/sl/checkout/failure',
    })
    expect(checkoutReturnUrls('http://127.0.0.1:3000', 'de').failureURL).toBe('http://127.0.0.1:3000/de/checkout/failure')
  })
})

describe('loadCheckoutConsents', () => {
  afterEach(async () => {
    vi.unstubAllGlobals()
    // The server cache shares the consents between renders; each test's backend answers its own.
    await purgeServerCache({ tag: 'consents' })
  })

  /** The consents of one request to `path`, against a privacy service that answers or fails. */
  async function consents(path: string, fails = false) {
    const asked: Array<{ path: string; language: string | null; body: unknown }> = []
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init)
      const url = new URL(request.url)
      asked.push({ path: url.pathname, language: request.headers.get('x-gaussbox-language'), body: await request.json() })
      if (fails) return Response.json({ message: 'Internal server error.', statusCode: 500 }, { status: 500 })
      if (url.pathname.endsWith('/consent-assignment/filter')) {
        return Response.json({
          data: { records: [{ id: 4, slug: 'checkout', assigned_to: 'Checkout', consents: ['1001', '1003'], requiredConsents: ['1001'] }] },
        })
      }
      return Response.json({
        data: {
          records: [
            { id: 3, uniqueNumber: '1003', displayName: 'Želim primati e-novice', description: 'Jednom tjedno.' },
            { id: 1, uniqueNumber: '1001', displayName: 'Sprejemam pogoje nakupa', description: 'Pogoji.' },
          ],
        },
      })
    })
    const request = new Request(`https://shop.example${path}`)
    return { consents: await loadCheckoutConsents({ request, context: { vitrina: SANDBOX_DEFAULTS } as AppLoadContext }), asked }
  }

  it('loads the Checkout assignment, then its consents in the page language, in the assignment order with the required ones marked', async () => {
    const { consents: loaded, asked } = await consents('/sl/naplata')
    expect(asked).toEqual([
      { path: '/api/v1/privacy/consent-assignment/filter', language: 'sl', body: { perPage: 50 } },
      { path: '/api/v1/privacy/web/consent/filter', language: 'sl', body: { filters: { forWeb: true, uniqueNumbers: ['1001', '1003'] }, limit: 2 } },
    ])
    expect(loaded).toEqual([
      { id: 1, uniqueNumber: '1001', displayName: 'Sprejemam pogoje nakupa', required: true },
      { id: 3, uniqueNumber: '1003', displayName: 'Želim primati e-novice', required: false },
    ])
  })

  it('answers null when the consents cannot be loaded, so the page asks to reload', async () => {
    expect((await consents('/naplata', true)).consents).toBeNull()
  })
})
