import { act, renderHook } from '@testing-library/react'
import { createCartService } from '@vitrina/sdk'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { contractFetch, type ContractFetch } from '../test/contract-fetch'
import { testStorefront } from '../test/storefront.fixture'
import { useCartCheckout } from './cart-checkout.hook'
import { useCart } from './cart.hook'
import { StorefrontProvider } from './storefront.context'

const PRODUCT = { id: 1002, format: 'simple' as const, isPurchasable: true }

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

/**
 * The contract fetch plus the cart calls of docs/contract/cart.md for one cart of one product at 20.00 €:
 * new session, add, quantity change and the DOBRODOSLI10 coupon. A gate can hold the coupon's answer back.
 */
function cartBackend(): ContractFetch & { holdCoupon(): () => void } {
  const base = contractFetch()
  let qty = 0
  let coupon: string | null = null
  let couponGate: Promise<void> | null = null
  const cart = () => {
    const row = 20 * qty
    const discount = coupon ? -row / 10 : 0
    return {
      id: 5,
      protectCode: 'secret',
      session: 'session-5',
      items:
        qty === 0
          ? []
          : [
              {
                itemId: 9,
                productId: PRODUCT.id,
                sku: 'KOL-1002-001',
                qty,
                productData: { name: 'Kolica', media: [], categories: [] },
                prices: { base: { finalPrice: 20, retailPrice: 20, row, cartTotal: row + discount } },
              },
            ],
      prices: {
        itemsTotal: row,
        tax: { itemsTotal: 0, cartTotal: 0 },
        coupon: discount,
        delivery: 0,
        loyalty: 0,
        cartTotal: row + discount,
        orderTotal: row + discount,
      },
      coupon: coupon ? { code: coupon, amount: -discount } : null,
      couponCode: coupon,
      digitalOnly: false,
    }
  }
  const handle = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init)
    const path = new URL(request.url).pathname.replace('/api/v2/ecommerce/cart/', '')
    if (!request.url.includes('/api/v2/ecommerce/cart/')) return base.fetch(input, init)
    base.calls.push(`${request.method} /api/v2/ecommerce/cart/${path}`)
    const body = request.method === 'GET' ? {} : ((await request.json()) as { qty?: number; couponCode?: string })
    if (path === 'getNewCartSession') return json({ data: { id: 5, protectCode: 'secret', session: 'session-5' } })
    if (path === 'addItem') qty += body.qty ?? 1
    if (path === 'updateItem') qty = body.qty ?? qty
    if (path === 'applyCoupon') {
      await couponGate
      coupon = body.couponCode ?? null
    }
    return json({ data: cart() })
  }
  return {
    ...base,
    fetch: handle as typeof fetch,
    holdCoupon() {
      let release!: () => void
      couponGate = new Promise((resolve) => (release = resolve))
      return release
    },
  }
}

describe('useCart', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('starts without a cart, a session or pieces', () => {
    const { wrapper } = testStorefront()
    const { result } = renderHook(() => useCart(), { wrapper })
    expect([result.current.cart, result.current.session, result.current.itemCount, result.current.pending]).toEqual([null, null, 0, false])
  })

  it('re-renders with the cart, its session and the count after an add, and tells the behaviour to follow', async () => {
    const backend = cartBackend()
    const { wrapper } = testStorefront({ backend })
    const { result } = renderHook(() => useCart(), { wrapper })

    await act(async () => {
      const added = await result.current.add(PRODUCT, 2)
      expect(added.ok && added.next).toBe('popup')
    })

    expect(result.current.itemCount).toBe(2)
    expect(result.current.session).toEqual({ cartId: 5, protectCode: 'secret' })
    expect(result.current.cart?.items[0]?.sku).toBe('KOL-1002-001')
    expect(result.current.behaviour).toBe(2)
  })

  it('changes the count only after the 500 ms quantity debounce', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const backend = cartBackend()
    const { wrapper } = testStorefront({ backend })
    const { result } = renderHook(() => useCart(), { wrapper })
    await act(async () => void (await result.current.add(PRODUCT, 1)))

    let update: Promise<unknown> | undefined
    act(() => {
      update = result.current.updateQuantity(9, 3)
    })
    await act(() => vi.advanceTimersByTimeAsync(499))
    expect(result.current.itemCount).toBe(1)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1)
      await update
    })

    expect(result.current.itemCount).toBe(3)
    expect(backend.calls.filter((call) => call.endsWith('/updateItem'))).toHaveLength(1)
  })

  it('is applying a coupon while the call runs (useCartCheckout), and useCart shows the coupon afterwards', async () => {
    const backend = cartBackend()
    const { wrapper } = testStorefront({ backend })
    const { result } = renderHook(() => ({ cart: useCart(), checkout: useCartCheckout() }), { wrapper })
    await act(async () => void (await result.current.cart.add(PRODUCT, 1)))
    const release = backend.holdCoupon()

    let applying: Promise<unknown> | undefined
    act(() => {
      applying = result.current.checkout.applyCoupon('DOBRODOSLI10')
    })
    await vi.waitFor(() => expect(result.current.checkout.applyingCoupon).toBe(true))
    await act(async () => {
      release()
      await applying
    })

    expect(result.current.checkout.applyingCoupon).toBe(false)
    expect(result.current.cart.cart?.couponCode).toBe('DOBRODOSLI10')
    expect(result.current.cart.cart?.prices.coupon).toBe(-2)
  })

  it('renders the count on the server from a hydrated snapshot without a request', async () => {
    const server = testStorefront({ backend: cartBackend() })
    await createCartService(server.shop).add(PRODUCT, 2)
    const browser = testStorefront()
    browser.shop.hydrate(JSON.parse(JSON.stringify(server.shop.dehydrate())))
    function CartCount() {
      const { itemCount } = useCart()
      return <span>Košarica ({itemCount})</span>
    }

    const html = renderToString(
      <StorefrontProvider storefront={browser.shop}>
        <CartCount />
      </StorefrontProvider>,
    )

    expect(html).toContain('Košarica (<!-- -->2<!-- -->)')
    expect(browser.backend.calls).toEqual([])
  })
})
