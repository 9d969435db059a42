import { atom, type ReadableAtom } from 'nanostores'
import type { StorageAdapter } from '../storage/storage.types'
import { CART_COOKIE_MAX_AGE_SECONDS, CART_COOKIES } from './cart.rules'
import type { CartSession } from './cart.types'

/** The cart session of one instance: the store and its two cookies, always changed together. */
export interface CartSessionStore {
  readonly $session: ReadableAtom<CartSession | null>
  /** Starts using a session and remembers it in the cookies for one year. */
  set(session: CartSession): void
  /** Takes a session from a server snapshot: the server already wrote the cookies. */
  adopt(session: CartSession | null): void
  /** Forgets the session and its cookies. */
  clear(): void
}

/**
 * Back-office spec §4: "None becomes session on first add or when a stored session cookie is restored". Both
 * cookies must be there: half a key opens no cart.
 */
export function createCartSessionStore(storage: StorageAdapter): CartSessionStore {
  const cartId = storage.get(CART_COOKIES.cartId)
  const protectCode = storage.get(CART_COOKIES.protectCode)
  const $session = atom<CartSession | null>(cartId && protectCode ? { cartId, protectCode } : null)
  return {
    $session,
    set(session) {
      storage.set(CART_COOKIES.cartId, String(session.cartId), { maxAgeSeconds: CART_COOKIE_MAX_AGE_SECONDS })
      storage.set(CART_COOKIES.protectCode, session.protectCode, { maxAgeSeconds: CART_COOKIE_MAX_AGE_SECONDS })
      $session.set(session)
    },
    adopt: (session) => $session.set(session),
    clear() {
      // Only cookies that exist are deleted: a language switch without a cart must not add Set-Cookie headers.
      for (const name of [CART_COOKIES.cartId, CART_COOKIES.protectCode]) if (storage.get(name) !== undefined) storage.remove(name)
      $session.set(null)
    },
  }
}
