import type { ReadableAtom, WritableAtom } from 'nanostores'
import { describe, expectTypeOf, it } from 'vitest'
import type { Result } from '../result/result.types'
import type { Cart, CartAddResult, CartCheck, CartCheckoutService, CartService, CartSession } from './cart.types'

describe('the cart types', () => {
  it('exposes the cart stores read-only', () => {
    expectTypeOf<CartService['$cart']>().toEqualTypeOf<ReadableAtom<Cart | null>>()
    expectTypeOf<CartService['$session']>().toEqualTypeOf<ReadableAtom<CartSession | null>>()
    expectTypeOf<CartService['$cart']>().not.toHaveProperty('set')
    expectTypeOf<CartService['$itemCount']>().not.toMatchTypeOf<WritableAtom<number>>()
    expectTypeOf<CartCheckoutService['$applyingCoupon']>().not.toHaveProperty('set')
  })

  it('makes the caller branch on the outcome of an add', () => {
    expectTypeOf<CartService['add']>().returns.toEqualTypeOf<Promise<CartAddResult>>()
    expectTypeOf<Extract<CartAddResult, { ok: true }>['next']>().toEqualTypeOf<'cart' | 'stay' | 'popup'>()
    expectTypeOf<Extract<CartAddResult, { reason: 'failed' }>>().toHaveProperty('error')
    expectTypeOf<CartCheckoutService['checkForChanges']>().returns.toEqualTypeOf<Promise<Result<CartCheck>>>()
  })

  it('keeps the checkout side out of the cart service', () => {
    expectTypeOf<CartService>().not.toHaveProperty('applyCoupon')
    expectTypeOf<CartService>().not.toHaveProperty('checkForChanges')
  })
})
