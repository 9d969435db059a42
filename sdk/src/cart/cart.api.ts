import type { Http, HttpMethod, ResponseSchema } from '../http/http.types'
import { lazySchemas } from '../internal/lazy-schemas'
import { mapResult } from '../internal/result'
import type { Result } from '../result/result.types'
import type { Id } from '../site/site.types'
import type { BundleOptionEntry, Cart, CartLineOptions, CartSession, GuestUser, GuestUserInput } from './cart.types'

const schemas = /* @__PURE__ */ lazySchemas(() => import('./cart.schema'))

/** The body of `cart/addItem` besides the cart key. */
export interface AddItemBody {
  productId: Id
  qty: number
  options: CartLineOptions
  reservation: Record<string, unknown> | null
  bundleOptions?: BundleOptionEntry[]
}

/** The cart calls of docs/contract/cart.md, one line each; every call but two names the cart by its session. */
export interface CartApi {
  newSession(): Promise<Result<CartSession>>
  getCart(session: CartSession, currencyId?: Id): Promise<Result<Cart>>
  validateCart(session: CartSession, currencyId?: Id): Promise<Result<{ cart: Cart; validateMemberCard: boolean }>>
  addItem(session: CartSession, body: AddItemBody & { currencyId?: Id }): Promise<Result<Cart>>
  updateItem(session: CartSession, body: { itemId: Id; qty: number; currencyId?: Id }, signal?: AbortSignal): Promise<Result<Cart>>
  deleteItem(session: CartSession, itemId: Id): Promise<Result<Cart>>
  clearCart(session: CartSession): Promise<Result<Cart>>
  applyCoupon(session: CartSession, couponCode: string): Promise<Result<Cart>>
  removeCoupon(session: CartSession): Promise<Result<Cart>>
  applyMemberCard(session: CartSession, barcode: string): Promise<Result<Cart>>
  updateGuestUser(session: CartSession, input: GuestUserInput): Promise<Result<GuestUser>>
  getAbandoned(): Promise<Result<CartSession | null>>
  /** `PATCH api/v1/user/web/update { email, memberCardBarcode }`: saves the member card on the user. */
  saveMemberCard(email: string, memberCardBarcode: string): Promise<Result<unknown>>
}

const toSession = (reply: { id: Id; protectCode: string }): CartSession => ({ cartId: reply.id, protectCode: reply.protectCode })
const key = (session: CartSession) => ({ cartId: session.cartId, protectCode: session.protectCode })
const currency = (currencyId: Id | undefined) => (currencyId === undefined ? {} : { currencyId })

export function createCartApi(http: Http): CartApi {
  const call = <T>(method: HttpMethod, path: string, schema: ResponseSchema<T>, body?: object, signal?: AbortSignal) =>
    http.request({ method, service: 'ecommerce', version: 'v2', path, schema, ...(body ? { body } : {}), ...(signal ? { signal } : {}) })

  return {
    // A GET that creates a cart: not sent twice (http.types.ts, HttpRequest.retry).
    newSession: async () =>
      mapResult(
        await http.request({
          method: 'GET',
          service: 'ecommerce',
          version: 'v2',
          path: 'cart/getNewCartSession',
          schema: schemas('sessionReplySchema'),
          retry: false,
        }),
        toSession,
      ),
    getCart: (session, currencyId) => call('POST', 'cart/getCart', schemas('cartSchema'), { ...key(session), ...currency(currencyId) }),
    validateCart: (session, currencyId) => call('POST', 'cart/validateCart', schemas('validateReplySchema'), { ...key(session), ...currency(currencyId) }),
    addItem: (session, body) => call('POST', 'cart/addItem', schemas('cartSchema'), { ...key(session), ...body }),
    updateItem: (session, body, signal) => call('PATCH', 'cart/updateItem', schemas('cartSchema'), { ...key(session), ...body }, signal),
    deleteItem: (session, itemId) => call('DELETE', 'cart/deleteItem', schemas('cartSchema'), { ...key(session), itemId }),
    clearCart: (session) => call('POST', 'cart/clearCart', schemas('cartSchema'), key(session)),
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
