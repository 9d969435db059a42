import type { CheckoutEvent, CheckoutEventType, CheckoutSnapshot, CheckoutState } from './checkout.types'

/** The snapshot a checkout starts from: the address step, nothing saved or requested. */
export const INITIAL_CHECKOUT: CheckoutSnapshot = /* @__PURE__ */ Object.freeze({
  state: 'address',
  saving: null,
  orderRequested: false,
  shippingSkipped: false,
  paymentSkipped: false,
  redirect: null,
  completion: null,
  errorKey: null,
})

/** One transition: the next snapshot, or null when a guard refuses the event. */
export type CheckoutHandler<E extends CheckoutEventType> = (snapshot: CheckoutSnapshot, event: Extract<CheckoutEvent, { type: E }>) => CheckoutSnapshot | null

/** The checkout machine as data: for each state, the events it accepts and their handlers. */
export type CheckoutMachine = { readonly [S in CheckoutState]: { readonly [E in CheckoutEventType]?: CheckoutHandler<E> } }

const to = (snapshot: CheckoutSnapshot, state: CheckoutState, changes: Partial<CheckoutSnapshot> = {}): CheckoutSnapshot => ({
  ...snapshot,
  errorKey: null,
  ...changes,
  state,
})

/** Back-office spec §4: going back is allowed, but not while a step is being saved. */
const idle = (snapshot: CheckoutSnapshot) => snapshot.saving === null

/**
 * A provider return lands on a fresh page (a new instance starts at `address`), so the provider's outcome is
 * accepted there as well as in `redirecting`.
 */
const providerOutcome = {
  'PAYMENT.COMPLETED': (s: CheckoutSnapshot, e: Extract<CheckoutEvent, { type: 'PAYMENT.COMPLETED' }>) =>
    to(s, 'completed', { completion: e.completion, redirect: null, orderRequested: true }),
  'PAYMENT.DECLINED': (s: CheckoutSnapshot, e: Extract<CheckoutEvent, { type: 'PAYMENT.DECLINED' }>) =>
    to(s, 'failed', { errorKey: e.errorKey, redirect: null, orderRequested: false }),
}

/** The checkout machine as data: state → event → next snapshot (storefront spec §4 "Checkout steps"). */
export const checkoutMachine: CheckoutMachine = {
  address: {
    // Spec §4: "Address submit: guard against double submit".
    'ADDRESS.SUBMIT': (s) => (s.saving === null ? to(s, 'address', { saving: 'address' }) : null),
    'ADDRESS.SAVED': (s) => (s.saving === 'address' ? to(s, 'shipping', { saving: null }) : null),
    'ADDRESS.FAILED': (s, e) => (s.saving === 'address' ? to(s, 'address', { saving: null, errorKey: e.errorKey }) : null),
    ...providerOutcome,
  },
  shipping: {
    'SHIPPING.SELECT': (s) => (s.saving === null ? to(s, 'shipping', { saving: 'shipping' }) : null),
    'SHIPPING.SAVED': (s) => (s.saving === 'shipping' ? to(s, 'payment', { saving: null, shippingSkipped: false }) : null),
    'SHIPPING.FAILED': (s, e) => to(s, 'shipping', { saving: null, errorKey: e.errorKey }),
    // Setting skipShippingStep: "the first applicable method is chosen automatically" (and saved) by the service.
    'SHIPPING.SKIP': (s) => (s.saving === null ? to(s, 'payment', { shippingSkipped: true }) : null),
    BACK: (s) => (idle(s) ? to(s, 'address') : null),
  },
  payment: {
    'PAYMENT.SELECT': (s) => (s.saving === null && !s.orderRequested ? to(s, 'payment', { saving: 'payment' }) : null),
    'PAYMENT.SAVED': (s) => (s.saving === 'payment' ? to(s, 'payment', { saving: null }) : null),
    'PAYMENT.FAILED': (s, e) => to(s, 'payment', { saving: null, errorKey: e.errorKey }),
    // Spec §4: "A guard flag prevents double submission".
    'PAYMENT.SKIP': (s) => (s.saving === null && !s.orderRequested ? to(s, 'submitting', { orderRequested: true, paymentSkipped: true }) : null),
    'ORDER.SUBMIT': (s) => (s.saving === null && !s.orderRequested ? to(s, 'submitting', { orderRequested: true }) : null),
    BACK: (s) => (idle(s) ? to(s, s.shippingSkipped ? 'address' : 'shipping', { paymentSkipped: false }) : null),
  },
  submitting: {
    'ORDER.CREATED': (s, e) => to(s, 'completed', { completion: e.completion }),
    'PAYMENT.REDIRECT': (s, e) => to(s, 'redirecting', { redirect: e.redirect }),
    'ORDER.FAILED': (s, e) => to(s, 'payment', { orderRequested: false, errorKey: e.errorKey }),
    // Spec §4 "Cart change check": the order is not placed; the shopper checks the prices and submits again.
    'CART.CHANGED': (s, e) => to(s, 'payment', { orderRequested: false, errorKey: e.errorKey }),
  },
  redirecting: {
    ...providerOutcome,
  },
  completed: {},
  failed: {
    // After a declined payment the cart is usable again (docs/contract/checkout.md): back to payment, try again.
    BACK: (s) => to(s, 'payment', { paymentSkipped: false }),
  },
}

/**
 * The checkout's pure transition: the next snapshot for `event`, or the same snapshot (by identity) when the
 * state does not accept the event or a guard refuses it. `CHECKOUT.RESET` is accepted everywhere.
 */
export function transition(snapshot: CheckoutSnapshot, event: CheckoutEvent): CheckoutSnapshot {
  if (event.type === 'CHECKOUT.RESET') return INITIAL_CHECKOUT
  const handler = checkoutMachine[snapshot.state][event.type] as CheckoutHandler<typeof event.type> | undefined
  return handler?.(snapshot, event as never) ?? snapshot
}

/** True when `event` would change `snapshot`: what a button's `disabled` can read. */
export function accepts(snapshot: CheckoutSnapshot, event: CheckoutEvent): boolean {
  return transition(snapshot, event) !== snapshot
}
