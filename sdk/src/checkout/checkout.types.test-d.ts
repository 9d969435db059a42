import type { ReadableAtom } from 'nanostores'
import { describe, expectTypeOf, it } from 'vitest'
import type { Storefront } from '../storefront/storefront.types'
import { transition } from './checkout.machine'
import type { CheckoutEvent, CheckoutSnapshot, CheckoutSubmitResult, DeliveryMethod } from './checkout.types'

describe('the checkout types', () => {
  it('exposes the checkout stores read-only on the instance', () => {
    expectTypeOf<Storefront['checkout']['$state']>().toEqualTypeOf<ReadableAtom<CheckoutSnapshot>>()
    expectTypeOf<Storefront['checkout']['$deliveryMethods']>().toEqualTypeOf<ReadableAtom<DeliveryMethod[]>>()
    expectTypeOf<Storefront['checkout']['$state']>().not.toHaveProperty('set')
    expectTypeOf<Storefront['checkout']['$submitting']>().not.toHaveProperty('set')
  })

  it('takes only known events, with their payloads', () => {
    expectTypeOf(transition).parameter(1).toEqualTypeOf<CheckoutEvent>()
    // @ts-expect-error: an unknown event type
    transition({} as CheckoutSnapshot, { type: 'ORDER.PLACE' })
    // @ts-expect-error: ORDER.FAILED needs an errorKey
    transition({} as CheckoutSnapshot, { type: 'ORDER.FAILED' })
  })

  it('makes a caller branch on the submit outcome before reading the completion', () => {
    expectTypeOf<Extract<CheckoutSubmitResult, { outcome: 'completed' }>['completion']['orderSlug']>().toEqualTypeOf<string>()
    expectTypeOf<Extract<CheckoutSubmitResult, { ok: false }>['reason']>().toEqualTypeOf<'busy' | 'cartUpdated' | 'memberCardInvalid' | 'invalid' | 'failed'>()
  })
})
