import type { ReadableAtom } from 'nanostores'
import { describe, expectTypeOf, it } from 'vitest'
import { transition } from './checkout.machine'
import type { CheckoutEvent, CheckoutService, CheckoutSnapshot, CheckoutSubmitResult, DeliveryMethod } from './checkout.types'

describe('the checkout types', () => {
  it('exposes the checkout stores read-only', () => {
    expectTypeOf<CheckoutService['$state']>().toEqualTypeOf<ReadableAtom<CheckoutSnapshot>>()
    expectTypeOf<CheckoutService['$deliveryMethods']>().toEqualTypeOf<ReadableAtom<DeliveryMethod[]>>()
    expectTypeOf<CheckoutService['$state']>().not.toHaveProperty('set')
    expectTypeOf<CheckoutService['$submitting']>().not.toHaveProperty('set')
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
