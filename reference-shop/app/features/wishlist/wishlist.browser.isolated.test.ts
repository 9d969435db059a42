// Isolated (vitest.isolated.config.ts): the tab's instance and the wishlist's hand-off are module state of
// storefront.browser.ts, which each file must start without.
import { browserCookieStorage, type StorefrontSnapshot } from '@vitrina/sdk'
import { createWishlistService, type WishlistItem } from '@vitrina/sdk/account'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SHOPPER, sessionCookies } from '../../testing/auth.fixture'
import { browserStorefront } from '../storefront/storefront.browser'

const CONFIG = { apiUrl: 'http://sandbox.test', apiKey: 'vitrina-sandbox-key', siteId: '1', storeId: '1', apiKeyId: '7' }
const snapshot = (): StorefrontSnapshot => ({ version: 1, language: 'hr', auth: { user: SHOPPER, strategy: 'refresh' } })
const item = (id: number): WishlistItem => ({ id, product_id: 100 + id, product: null })

afterEach(() => {
  vi.unstubAllGlobals()
})

describe("the tab's wishlist, whose code loads after the page", () => {
  it("is made with the server's list when its module loads, without asking for it again, and takes later lists", async () => {
    const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => Response.json({ message: 'Not expected', statusCode: 500 }, { status: 500 }))
    vi.stubGlobal('fetch', fetch)
    // The tab of a logged-in shopper: the session is in the cookies, the user in the snapshot.
    const cookies = browserCookieStorage()
    for (const [name, value] of Object.entries(sessionCookies(SHOPPER))) cookies.set(name, value)
    const shop = browserStorefront(CONFIG, 'hr', snapshot(), { items: [item(1), item(2)] })

    await import('./wishlist.browser')
    const wishlist = createWishlistService(shop)
    expect(wishlist.$count.get()).toBe(2)
    expect(wishlist.has(101)).toBe(true)

    // The root loader answers again (after a navigation that follows a login): its list goes straight to the service.
    browserStorefront(CONFIG, 'hr', snapshot(), { items: [item(3)] })
    expect(wishlist.$count.get()).toBe(1)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(fetch.mock.calls.map(([input]) => String(input)).filter((url) => url.includes('wishlist'))).toEqual([])
  })
})
