import { atom, type ReadableAtom } from 'nanostores'
import { CartSessionError, type SdkError } from '../errors/errors.classes'
import { MESSAGE_KEYS } from '../messages/messages.keys'
import type { Notices } from '../notices/notices.types'
import type { Result } from '../result/result.types'
import type { CartApi } from './cart.api'
import type { CartSessionStore } from './cart.session'
import type { Cart, CartEvent, CartSession } from './cart.types'

/** Spec §8: "a missing cart session is logged as 'Cart session not initialised!' and the action stops". */
export const SESSION_NOT_INITIALISED = 'Cart session not initialised!'

/** Back-office spec §5: "Cart updates need an existing session, else 'Session doesn't exist' is thrown". */
export const sessionMissing = (): CartSessionError => new CartSessionError({ code: 'CART_SESSION_MISSING', status: 0, message: "Session doesn't exist" })

/** What the cart's parts share: the stores, the event channel, and the one way to write the cart. */
export interface CartCore {
  readonly api: CartApi
  readonly sessions: CartSessionStore
  readonly $cart: ReadableAtom<Cart | null>
  readonly $pending: ReadableAtom<boolean>
  emit(event: CartEvent): void
  listen(listener: (event: CartEvent) => void): () => void
  log(message: string, detail?: unknown): void
  /**
   * Sends a call that answers the cart and stores the answer, unless the session changed meanwhile or a
   * newer call's answer was stored already (a stale reply never overwrites a newer one).
   */
  write(session: CartSession, send: () => Promise<Result<Cart>>, options?: { watchCoupon?: boolean }): Promise<Result<Cart>>
  /** Replaces the stored cart as it is (hydration, a coupon dropped locally). */
  replace(cart: Cart | null): void
  /**
   * Applies the session rules to a failed call: 'Cart is archived.' and 'Session already used.' clear the
   * session and send the shop home (an alert for the first only); 'Cart not found.' clears it. True when the
   * failure was about the session.
   */
  sessionFailure(error: SdkError): boolean
  /** Forgets session and cart; `onClear` hooks (pending quantity edits) run first. */
  clearSession(): void
  onClear(hook: () => void): void
}

/** The sandbox's 404 for an unknown cart id or a wrong protectCode (docs/contract/cart.md, "What the client does"). */
export const isCartNotFound = (error: SdkError): boolean => error.status === 404 && (error as { serverMessage?: string }).serverMessage === 'Cart not found.'

export function createCartCore(deps: {
  api: CartApi
  sessions: CartSessionStore
  notices: Notices
  log: (message: string, detail?: unknown) => void
}): CartCore {
  const $cart = atom<Cart | null>(null)
  const $pending = atom(false)
  const listeners = new Set<(event: CartEvent) => void>()
  const clearHooks: Array<() => void> = []
  let running = 0
  let issued = 0
  let stored = 0

  function emit(event: CartEvent): void {
    for (const listener of [...listeners]) listener(event)
  }

  function clearSession(): void {
    for (const hook of clearHooks) hook()
    deps.sessions.clear()
    $cart.set(null)
  }

  return {
    api: deps.api,
    sessions: deps.sessions,
    $cart,
    $pending,
    emit,
    listen(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    log: deps.log,

    async write(session, send, options = {}) {
      const id = ++issued
      running += 1
      $pending.set(true)
      try {
        const result = await send()
        if (result.ok && deps.sessions.$session.get() === session && id > stored) {
          stored = id
          const before = $cart.get()
          const cart = result.data
          $cart.set(cart)
          // Spec §4: "if the reply says the coupon no longer applies, the coupon is removed".
          if (options.watchCoupon && before?.coupon && !cart.coupon) emit({ type: 'couponRemoved', reason: 'noLongerApplies' })
        }
        return result
      } finally {
        running -= 1
        $pending.set(running > 0)
      }
    },

    replace(cart) {
      // Counts as the newest answer: a reply to an older call must not bring back what was replaced.
      stored = issued
      $cart.set(cart)
    },

    sessionFailure(error) {
      if (error.code === 'CART_ARCHIVED') {
        clearSession()
        deps.notices.notify({ level: 'error', key: MESSAGE_KEYS.cartUpdateError })
        emit({ type: 'redirectHome', reason: 'cartArchived' })
        return true
      }
      if (error.code === 'SESSION_ALREADY_USED') {
        // Back-office spec §8: "for 'Session already used.' no toast".
        clearSession()
        emit({ type: 'redirectHome', reason: 'sessionUsed' })
        return true
      }
      if (isCartNotFound(error)) {
        clearSession()
        return true
      }
      return false
    },

    clearSession,
    onClear: (hook) => void clearHooks.push(hook),
  }
}
