import type { Http } from '../http/http.types'
import { mapResult } from '../internal/result'
import type { Result } from '../result/result.types'
import type { Id } from '../site/site.types'
import { currency, ecommerceCall, key, schemas, toSession } from './cart.api'
import type { Cart, CartSession, GuestUser, GuestUserInput } from './cart.types'

// A module apart from cart.api.ts: a bundler keeps or drops a module whole, and every page with a cart has that one.

/** The cart calls of the checkout side (coupon, member card, guest user, abandoned cart, the change check). */
export interface CartCheckoutApi {
  validateCart(session: CartSession, currencyId?: Id): Promise<Result<{ cart: Cart; validateMemberCard: boolean }>>
  applyCoupon(session: CartSession, couponCode: string): Promise<Result<Cart>>
  removeCoupon(session: CartSession): Promise<Result<Cart>>
  applyMemberCard(session: CartSession, barcode: string): Promise<Result<Cart>>
  updateGuestUser(session: CartSession, input: GuestUserInput): Promise<Result<GuestUser>>
  getAbandoned(): Promise<Result<CartSession | null>>
  /** `PATCH api/v1/user/web/update { email, memberCardBarcode }`: saves the member card on the user. */
  saveMemberCard(email: string, memberCardBarcode: string): Promise<Result<unknown>>
}

export function createCartCheckoutApi(http: Http): CartCheckoutApi {
  const call = ecommerceCall(http)
  return {
    validateCart: (session, currencyId) => call('POST', 'cart/validateCart', schemas('validateReplySchema'), { ...key(session), ...currency(currencyId) }),
    applyCoupon: (session, couponCode) => call('POST', 'cart/applyCoupon', schemas('cartSchema'), { ...key(session), couponCode }),
    removeCoupon: (session) => call('POST', 'cart/removeCoupon', schemas('cartSchema'), key(session)),
    applyMemberCard: (session, barcode) => call('POST', 'cart/applyMemberCard', schemas('cartSchema'), { ...key(session), barcode }),
    updateGuestUser: (session, input) => call('POST', 'cart/updateGuestUser', schemas('guestUserSchema'), { ...key(session), ...input }),
    getAbandoned: async () =>
      mapResult(await call('POST', 'checkout/cart/getAbandoned', schemas('abandonedReplySchema'), {}), (reply) => (reply ? toSession(reply) : null)),
    saveMemberCard: (email, memberCardBarcode) =>
      http.request({ method: 'PATCH', service: 'user', path: 'web/update', schema: schemas('anySchema'), body: { email, memberCardBarcode } }),
  }
}
