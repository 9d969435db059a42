import { http, HttpResponse } from 'msw'
import type { CartEvent } from '../src/cart/cart.types'
import { createCartCheckoutService, createCartService } from '../src/index'
import type { StorefrontOptions } from '../src/storefront/storefront.types'
import { authShop } from './auth.setup'
import { cartBackend } from './cart.backend'
import { siteHandlers } from './contract.handlers'
import { API, server } from './msw'

/** A storefront over the fake auth and cart backends, recording its notices and cart events, with its cart's two services. */
export function cartShop(options: Partial<StorefrontOptions> & { behaviour?: '0' | '1' | '2'; price?: (productId: number) => number } = {}) {
  const { behaviour, price, ...storefrontOptions } = options
  const setup = authShop(storefrontOptions)
  const backend = cartBackend(price ? { price } : {})
  // The best-effort revocation of a logout; its answer does not matter here.
  server.use(
    http.post(`${API}/api/v1/logout`, () => HttpResponse.json({ data: null })),
    ...backend.handlers,
    ...siteHandlers(behaviour ? { cartAdditionBehaviour: behaviour } : {}),
  )
  const events: CartEvent[] = []
  createCartService(setup.shop).listen((event) => events.push(event))
  return { ...setup, cart: createCartService(setup.shop), cartCheckout: createCartCheckoutService(setup.shop), backend, events }
}

/** A simple product as the catalogue lists it. */
export const simple = (id: number) => ({ id, format: 'simple' as const, isPurchasable: true })
