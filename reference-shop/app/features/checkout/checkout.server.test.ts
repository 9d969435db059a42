import type { AppLoadContext } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SHOPPER, sessionCookies } from '../../testing/auth.fixture'
import { SANDBOX_DEFAULTS } from '../storefront/storefront.config'
import { checkoutGuard, checkoutReturnUrls } from './checkout.server'
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
      return Response.json({ data: { checkoutEnabled: true, cartType: 1, onePageCheckout: false, mergeItems: true, eProductDelivery: 'link', socialLogins: false, guestCheckout, skipShippingStep: false, allowedCountries: 'ALL' } })
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
  afterEach(() => vi.unstubAllGlobals())

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
    expect(checkoutReturnUrls('http://127.0.0.1:3000', 'sl')).toEqual({ successURL: 'http://127.0.0.1:3000/sl/naplata/uspjesna', failureURL: 'http://127.0.0.1:3000/sl/checkout/failure' })
    expect(checkoutReturnUrls('http://127.0.0.1:3000', 'de').failureURL).toBe('http://127.0.0.1:3000/de/checkout/failure')
  })
})
