import type { AuthPrincipal } from '../auth/auth.types'
import type { CartRow } from './cart.types'

/**
 * The user a checkout call acts for: the logged-in user of the token, else the guest user that
 * `cart/updateGuestUser` attached to the cart, else null (back-office spec: "Changing the delivery method needs an
 * active user (logged-in or guest id), else 'No active user'"). A body's `userId` is not trusted for this.
 */
export function activeUserId(cart: CartRow, auth: AuthPrincipal | undefined): number | null {
  return auth?.userId ?? cart.guest_user_id ?? null
}
