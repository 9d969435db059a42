import { createCartService, createStorefront, memoryStorage } from '@vitrina/sdk'
import { describe, expect, it } from 'vitest'
import { CART_SESSION, cartOf, cartSnapshot } from '../../testing/cart.fixture'
import { keepTabCart } from './cart.browser'

function tab(cookies: Record<string, string>, answers: Array<string> = []) {
  return createStorefront({
    apiUrl: 'http://sandbox.test',
    apiKey: 'vitrina-sandbox-key',
    siteId: 1,
    storeId: 1,
    storage: memoryStorage(cookies),
    fetch: (async (input: RequestInfo | URL) => {
      answers.push(new URL(input instanceof Request ? input.url : String(input)).pathname)
      return Response.json({ data: cartOf(2) })
    }) as typeof fetch,
  })
}

const COOKIES = { cartId: String(CART_SESSION.cartId), protectCode: CART_SESSION.protectCode }

describe('keepTabCart', () => {
  it('keeps the cart the cookies name when a snapshot made before them is hydrated', () => {
    const shop = tab(COOKIES)
    createCartService(shop).hydrate(cartSnapshot(2))
    const before = createCartService(shop).dehydrate()

    createCartService(shop).hydrate({ session: null, cart: null })
    keepTabCart(shop, before)

    expect(createCartService(shop).$itemCount.get()).toBe(2)
  })

  it('reads the cart again when the tab had the session but not yet its cart', async () => {
    const calls: string[] = []
    const shop = tab(COOKIES, calls)
    const before = { session: CART_SESSION, cart: null }

    createCartService(shop).hydrate({ session: null, cart: null })
    keepTabCart(shop, before)

    await expect.poll(() => createCartService(shop).$itemCount.get()).toBe(2)
    expect(calls).toEqual(['/api/v2/ecommerce/cart/getCart'])
  })

  it('takes the snapshot when it agrees with the cookies', () => {
    const shop = tab({})
    createCartService(shop).hydrate(cartSnapshot(2))
    const before = createCartService(shop).dehydrate()

    createCartService(shop).hydrate({ session: null, cart: null })
    keepTabCart(shop, before)

    expect(createCartService(shop).$itemCount.get()).toBe(0)
  })
})
