import type { CheckoutService, CheckoutState } from '@vitrina/sdk'

/** The three steps of storefront spec §4, in their order. */
export const CHECKOUT_STEPS = ['address', 'shipping', 'payment'] as const

/** One of the {@link CHECKOUT_STEPS}. */
export type CheckoutStepId = (typeof CHECKOUT_STEPS)[number]

/** The step the page shows open: placing the order and what follows it happen on the payment step. */
export function activeStepOf(state: CheckoutState): CheckoutStepId {
  return state === 'address' || state === 'shipping' ? state : 'payment'
}

/** True in the three steps, where the shopper fills in and chooses; false once an order is under way or done. */
export function isStepState(state: CheckoutState): state is CheckoutStepId {
  return (CHECKOUT_STEPS as readonly string[]).includes(state)
}

/**
 * Goes back to an earlier step (spec §4: "going back is allowed"). The machine goes back one step per BACK
 * (and over a skipped shipping step), so this repeats until the step is reached or the machine refuses.
 */
export function goBackTo(target: CheckoutStepId, checkout: Pick<CheckoutService, '$state' | 'back'>): void {
  const wanted = CHECKOUT_STEPS.indexOf(target)
  let current = checkout.$state.get()
  while (isStepState(current.state) && CHECKOUT_STEPS.indexOf(current.state) > wanted) {
    checkout.back()
    const next = checkout.$state.get()
    if (next === current) return
    current = next
  }
}
