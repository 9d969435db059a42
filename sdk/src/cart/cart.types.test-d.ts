import type { ReadableAtom, WritableAtom } from 'nanostores'
import { describe, expectTypeOf, it } from 'vitest'
import type { Result } from '../result/result.types'
import type { Storefront } from '../storefront/storefront.types'
import type { Cart, CartAddResult, CartCheck, CartSession } from './cart.types'

describe('the cart types', () => {
  it('exposes the cart stores read-only', () => {
    expectTypeOf<Storefront['cart']['$cart']>().toEqualTypeOf<ReadableAtom<Cart | null>>()
    expectTypeOf<Storefront['cart']['$session']>().toEqualTypeOf<ReadableAtom<CartSession | null>>()
    expectTypeOf<Storefront['cart']['$cart']>().not.toHaveProperty('set')
    expectTypeOf<Storefront['cart']['$itemCount']>().not.toMatchTypeOf<WritableAtom<number>>()
    expectTypeOf<Storefront['cart']['$applyingCoupon']>().not.toHaveProperty('set')
  })

  it('makes the caller branch on the outcome of an add', () => {
    expectTypeOf<Storefront['cart']['add']>().returns.toEqualTypeOf<Promise<CartAddResult>>()
    expectTypeOf<Extract<CartAddResult, { ok: true }>['next']>().toEqualTypeOf<'cart' | 'stay' | 'popup'>()
    expectTypeOf<Extract<CartAddResult, { reason: 'failed' }>>().toHaveProperty('error')
    expectTypeOf<Storefront['cart']['checkForChanges']>().returns.toEqualTypeOf<Promise<Result<CartCheck>>>()
  })
})
