import { describe, expect, it } from 'vitest'
import type { Cart } from '../cart/cart.types'
import { formatShippingPrice, purchaseEvent, shippingPriceWithTax } from './checkout.purchase'

describe('the shipping price with tax', () => {
  it('adds the rate percent of the price and rounds to cents', () => {
    expect(shippingPriceWithTax(3.99, 25)).toBe(4.99)
    expect(shippingPriceWithTax(2.39, 25)).toBe(2.99)
    expect(shippingPriceWithTax(10, 0)).toBe(10)
    expect(shippingPriceWithTax(10, undefined)).toBe(10)
  })

  it('shows the amount with a decimal comma', () => {
    expect(formatShippingPrice(3.99, 25)).toBe('4,99')
  })
})

describe('the purchase event', () => {
  const cart = {
    items: [
      {
        itemId: 1,
        productId: 55,
        sku: 'KOL-1002-001',
        qty: 2,
        productData: { name: 'Kolica', media: [], categories: [{ id: 1002, name: 'Kolica' } as never, { id: 1000 }] },
        prices: { base: { finalPrice: 199.99, retailPrice: 199.99, row: 399.98, cartTotal: 399.98 } },
      },
    ],
    prices: { itemsTotal: 399.98, tax: { itemsTotal: 80, cartTotal: 80 }, coupon: 0, delivery: 0, loyalty: 0, cartTotal: 399.98, orderTotal: 399.98 },
    coupon: null,
    couponCode: null,
  } as unknown as Cart

  it('carries transaction id, value, tax, EUR, the coupon or none, and the items', () => {
    expect(purchaseEvent('2026-000143-ab', cart)).toEqual({
      event: 'purchase',
      ecommerce: {
        transaction_id: '2026-000143-ab',
        value: 399.98,
        tax: 80,
        currency: 'EUR',
        coupon: 'none',
        items: [{ name: 'Kolica', id: '55', quantity: 2, category: 'Kolica', price: 199.99 }],
      },
    })
    expect(purchaseEvent('x', { ...cart, couponCode: 'DOBRODOSLI10' }).ecommerce.coupon).toBe('DOBRODOSLI10')
  })
})
