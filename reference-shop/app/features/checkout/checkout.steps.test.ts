import { atom } from 'nanostores'
import { INITIAL_CHECKOUT, transition, type CheckoutSnapshot } from '@vitrina/sdk'
import { describe, expect, it } from 'vitest'
import { activeStepOf, goBackTo } from './checkout.steps'

/** The machine's real transitions over a store, as the service keeps them. */
function machineAt(snapshot: CheckoutSnapshot) {
  const $state = atom(snapshot)
  return { $state, back: () => $state.set(transition($state.get(), { type: 'BACK' })) }
}

describe('the checkout steps', () => {
  it.each([
    ['address', 'address'],
    ['shipping', 'shipping'],
    ['payment', 'payment'],
    ['submitting', 'payment'],
    ['redirecting', 'payment'],
    ['completed', 'payment'],
    ['failed', 'payment'],
  ] as const)('shows state %s on the %s step', (state, step) => {
    expect(activeStepOf(state)).toBe(step)
  })

  it('goes back from payment to the address over the shipping step', () => {
    const machine = machineAt({ ...INITIAL_CHECKOUT, state: 'payment' })
    goBackTo('address', machine)
    expect(machine.$state.get().state).toBe('address')
  })

  it('goes back from payment to the address in one step when the shipping step was skipped', () => {
    const machine = machineAt({ ...INITIAL_CHECKOUT, state: 'payment', shippingSkipped: true })
    goBackTo('shipping', machine)
    expect(machine.$state.get().state).toBe('address')
  })

  it('stays while a step is being saved, when the machine refuses to go back', () => {
    const machine = machineAt({ ...INITIAL_CHECKOUT, state: 'shipping', saving: 'shipping' })
    goBackTo('address', machine)
    expect(machine.$state.get().state).toBe('shipping')
  })
})
