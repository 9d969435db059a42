import { describe, expect, it } from 'vitest'
import { accepts, INITIAL_CHECKOUT, transition } from './checkout.machine'
import type { CheckoutEvent, CheckoutEventType, CheckoutRedirect, CheckoutSnapshot, CheckoutState } from './checkout.types'

const completion = { orderSlug: '2026-000143-ab', url: '/naplata/uspjesna?orderSlug=2026-000143-ab' }
const redirect: CheckoutRedirect = { provider: 'hpf', html: '<form></form>', orderId: 143, orderSlug: '2026-000143-ab' }

const EVENTS: Record<CheckoutEventType, CheckoutEvent> = {
  'ADDRESS.SUBMIT': { type: 'ADDRESS.SUBMIT' },
  'ADDRESS.SAVED': { type: 'ADDRESS.SAVED' },
  'ADDRESS.FAILED': { type: 'ADDRESS.FAILED', errorKey: 'validation.required' },
  'SHIPPING.SELECT': { type: 'SHIPPING.SELECT' },
  'SHIPPING.SAVED': { type: 'SHIPPING.SAVED' },
  'SHIPPING.FAILED': { type: 'SHIPPING.FAILED', errorKey: 'error.shippingBranchUndefined' },
  'SHIPPING.SKIP': { type: 'SHIPPING.SKIP' },
  'PAYMENT.SELECT': { type: 'PAYMENT.SELECT' },
  'PAYMENT.SAVED': { type: 'PAYMENT.SAVED' },
  'PAYMENT.FAILED': { type: 'PAYMENT.FAILED', errorKey: 'error.paymentMethodUndefined' },
  'PAYMENT.SKIP': { type: 'PAYMENT.SKIP' },
  'ORDER.SUBMIT': { type: 'ORDER.SUBMIT' },
  'ORDER.CREATED': { type: 'ORDER.CREATED', completion },
  'ORDER.FAILED': { type: 'ORDER.FAILED', errorKey: 'core.notifications.somethingWentWrong' },
  'PAYMENT.REDIRECT': { type: 'PAYMENT.REDIRECT', redirect },
  'PAYMENT.COMPLETED': { type: 'PAYMENT.COMPLETED', completion },
  'PAYMENT.DECLINED': { type: 'PAYMENT.DECLINED', errorKey: 'core.notifications.checkoutFailureTitle' },
  'CART.CHANGED': { type: 'CART.CHANGED', errorKey: 'core.notifications.cartUpdated' },
  BACK: { type: 'BACK' },
  'CHECKOUT.RESET': { type: 'CHECKOUT.RESET' },
}

const STATES: CheckoutState[] = ['address', 'shipping', 'payment', 'submitting', 'redirecting', 'completed', 'failed']

/** An idle snapshot in `state` (nothing being saved; an order requested where the state implies one). */
const at = (state: CheckoutState, changes: Partial<CheckoutSnapshot> = {}): CheckoutSnapshot => ({
  ...INITIAL_CHECKOUT,
  orderRequested: state === 'submitting' || state === 'redirecting' || state === 'completed',
  state,
  ...changes,
})

// state × event → next state from an idle snapshot; '=' means the same snapshot comes back.
const TABLE: Record<CheckoutState, Partial<Record<CheckoutEventType, CheckoutState>>> = {
  address: { 'ADDRESS.SUBMIT': 'address', 'PAYMENT.COMPLETED': 'completed', 'PAYMENT.DECLINED': 'failed', 'CHECKOUT.RESET': 'address' },
  shipping: { 'SHIPPING.SELECT': 'shipping', 'SHIPPING.FAILED': 'shipping', 'SHIPPING.SKIP': 'payment', BACK: 'address', 'CHECKOUT.RESET': 'address' },
  payment: {
    'PAYMENT.SELECT': 'payment',
    'PAYMENT.FAILED': 'payment',
    'PAYMENT.SKIP': 'submitting',
    'ORDER.SUBMIT': 'submitting',
    BACK: 'shipping',
    'CHECKOUT.RESET': 'address',
  },
  submitting: {
    'ORDER.CREATED': 'completed',
    'PAYMENT.REDIRECT': 'redirecting',
    'ORDER.FAILED': 'payment',
    'CART.CHANGED': 'payment',
    'CHECKOUT.RESET': 'address',
  },
  redirecting: { 'PAYMENT.COMPLETED': 'completed', 'PAYMENT.DECLINED': 'failed', 'CHECKOUT.RESET': 'address' },
  completed: { 'CHECKOUT.RESET': 'address' },
  failed: { BACK: 'payment', 'CHECKOUT.RESET': 'address' },
}

const rows = STATES.flatMap((state) => (Object.keys(EVENTS) as CheckoutEventType[]).map((event) => [state, event, TABLE[state][event] ?? '='] as const))

describe('the checkout machine', () => {
  it.each(rows)('in %s, %s leads to %s', (state, type, next) => {
    const snapshot = at(state)
    const after = transition(snapshot, EVENTS[type])
    if (next === '=') expect(after).toBe(snapshot)
    else expect(after.state).toBe(next)
  })

  it.each([
    ['address', 'ADDRESS.SUBMIT', { saving: 'address' }],
    ['shipping', 'SHIPPING.SELECT', { saving: 'shipping' }],
    ['payment', 'PAYMENT.SELECT', { saving: 'payment' }],
    ['payment', 'ORDER.SUBMIT', { saving: null }],
    ['payment', 'PAYMENT.SKIP', { saving: null }],
  ] as const)('refuses a second %s %s while the first is under way', (state, type, changes) => {
    const first = transition(at(state), EVENTS[type])
    expect(first.saving).toBe(changes.saving)
    expect(first).not.toBe(at(state))
    expect(transition(first, EVENTS[type])).toBe(first)
  })

  it.each([
    ['address', { saving: 'address' }, 'ADDRESS.SAVED', 'shipping'],
    ['address', { saving: 'address' }, 'ADDRESS.FAILED', 'address'],
    ['shipping', { saving: 'shipping' }, 'SHIPPING.SAVED', 'payment'],
    ['payment', { saving: 'payment' }, 'PAYMENT.SAVED', 'payment'],
  ] as const)('in %s while saving, %s... moves to the next state', (state, changes, type, next) => {
    const after = transition(at(state, changes), EVENTS[type])
    expect([after.state, after.saving]).toEqual([next, null])
  })

  it.each([
    ['address', 'ADDRESS.SAVED'],
    ['shipping', 'SHIPPING.SAVED'],
    ['payment', 'PAYMENT.SAVED'],
  ] as const)('ignores %s %s when nothing was being saved', (state, type) => {
    const snapshot = at(state)
    expect(transition(snapshot, EVENTS[type])).toBe(snapshot)
  })

  it('does not go back while a step is being saved', () => {
    for (const state of ['shipping', 'payment'] as const) {
      const saving = at(state, { saving: state })
      expect(transition(saving, EVENTS.BACK)).toBe(saving)
    }
  })

  it('refuses a submit once an order was requested, and allows it again after the order failed or the cart changed', () => {
    const submitted = transition(at('payment'), EVENTS['ORDER.SUBMIT'])
    expect(submitted).toMatchObject({ state: 'submitting', orderRequested: true })
    for (const stop of ['ORDER.FAILED', 'CART.CHANGED'] as const) {
      const back = transition(submitted, EVENTS[stop])
      expect(back).toMatchObject({ state: 'payment', orderRequested: false, errorKey: (EVENTS[stop] as { errorKey: string }).errorKey })
      expect(transition(back, EVENTS['ORDER.SUBMIT']).state).toBe('submitting')
    }
    const requested = at('payment', { orderRequested: true })
    expect(transition(requested, EVENTS['ORDER.SUBMIT'])).toBe(requested)
    expect(transition(requested, EVENTS['PAYMENT.SKIP'])).toBe(requested)
  })

  it('goes back from payment to address when the shipping step was skipped', () => {
    const skipped = transition(at('shipping'), EVENTS['SHIPPING.SKIP'])
    expect(skipped).toMatchObject({ state: 'payment', shippingSkipped: true })
    expect(transition(skipped, EVENTS.BACK).state).toBe('address')
  })

  it('keeps the redirect and the completion the events carry', () => {
    const redirecting = transition(at('submitting'), EVENTS['PAYMENT.REDIRECT'])
    expect(redirecting.redirect).toEqual(redirect)
    expect(transition(redirecting, EVENTS['PAYMENT.COMPLETED'])).toMatchObject({ state: 'completed', completion, redirect: null })
    expect(transition(at('submitting'), EVENTS['ORDER.CREATED']).completion).toEqual(completion)
  })

  it('resets to the initial snapshot from anywhere', () => {
    for (const state of STATES) expect(transition(at(state, { errorKey: 'x' }), EVENTS['CHECKOUT.RESET'])).toBe(INITIAL_CHECKOUT)
  })

  it('tells whether an event would be accepted', () => {
    expect(accepts(at('payment'), EVENTS['ORDER.SUBMIT'])).toBe(true)
    expect(accepts(at('address'), EVENTS['ORDER.SUBMIT'])).toBe(false)
  })
})
