import type { Cart, CartSnapshot } from '@vitrina/sdk'
import type { RecordedCall, TestBackend } from './shop.fixture'

// A cart of one line of the seeded simple product (docs/contract/cart.md) and a small backend for its calls,
// for component tests of the cart screens.

export const CART_SESSION = { cartId: 5, protectCode: 'secret' }

/** The cart with `qty` pieces of the simple product at 20.00 € and, optionally, the DOBRODOSLI10 coupon. */
export function cartOf(qty: number, coupon: string | null = null): Cart {
  const row = 20 * qty
  const discount = coupon ? -row / 10 : 0
  return {
    id: CART_SESSION.cartId,
    protectCode: CART_SESSION.protectCode,
    session: 'session-5',
    items:
      qty === 0
        ? []
        : [
            {
              itemId: 9,
              productId: 1002,
              sku: 'KOL-1002-001',
              qty,
              productData: { name: 'Kvarner Kids Nova sportska kolica', slug: 'kvarner-kids-nova-sportska-kolica', media: [], categories: [] },
              prices: { base: { finalPrice: 20, retailPrice: 20, row, cartTotal: row + discount } },
            },
          ],
    prices: {
      itemsTotal: row,
      tax: { itemsTotal: row / 5, cartTotal: (row + discount) / 5 },
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

export function cartSnapshot(qty: number, coupon: string | null = null): CartSnapshot {
  return { session: CART_SESSION, cart: cartOf(qty, coupon) }
}

/**
 * Answers the coupon calls for a cart of `qty` pieces: DOBRODOSLI10 applies, any other code is the contract's
 * `404 Coupon not found!`. `gate`, when given, holds the coupon's answer back until it resolves.
 */
export function couponBackend(qty: number, gate?: Promise<void>): TestBackend {
  return (call: RecordedCall) => {
    if (call.path === '/api/v2/ecommerce/cart/applyCoupon') {
      const { couponCode } = call.body as { couponCode: string }
      return (async () => {
        await gate
        if (couponCode !== 'DOBRODOSLI10') return Response.json({ message: 'Coupon not found!', statusCode: 404 }, { status: 404 })
        return Response.json({ data: cartOf(qty, couponCode) })
      })()
    }
    if (call.path === '/api/v2/ecommerce/cart/removeCoupon') return Response.json({ data: cartOf(qty) })
    return undefined
  }
}
