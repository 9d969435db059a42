import type { Http, HttpMethod, ResponseSchema } from '../http/http.types'
import { lazySchemas } from '../internal/lazy-schemas'
import { mapResult } from '../internal/result'
import type { Result } from '../result/result.types'
import type { Id } from '../site/site.types'
import type { BundleOptionEntry, Cart, CartLineOptions, CartSession } from './cart.types'

export const schemas = /* @__PURE__ */ lazySchemas(() => import('./cart.schema'))

/** The body of `cart/addItem` besides the cart key. */
export interface AddItemBody {
  productId: Id
  qty: number
  options: CartLineOptions
  reservation: Record<string, unknown> | null
  bundleOptions?: BundleOptionEntry[]
}

/** The cart calls of docs/contract/cart.md that every page with a cart needs; every call but one names the cart by its session. */
export interface CartApi {
  newSession(): Promise<Result<CartSession>>
  getCart(session: CartSession, currencyId?: Id): Promise<Result<Cart>>
  addItem(session: CartSession, body: AddItemBody & { currencyId?: Id }): Promise<Result<Cart>>
  updateItem(session: CartSession, body: { itemId: Id; qty: number; currencyId?: Id }, signal?: AbortSignal): Promise<Result<Cart>>
  deleteItem(session: CartSession, itemId: Id): Promise<Result<Cart>>
  clearCart(session: CartSession): Promise<Result<Cart>>
}

export const toSession = (reply: { id: Id; protectCode: string }): CartSession => ({ cartId: reply.id, protectCode: reply.protectCode })
export const key = (session: CartSession) => ({ cartId: session.cartId, protectCode: session.protectCode })
export const currency = (currencyId: Id | undefined) => (currencyId === undefined ? {} : { currencyId })

/** A cart call of the ecommerce service (v2). */
export function ecommerceCall(http: Http) {
  return <T>(method: HttpMethod, path: string, schema: ResponseSchema<T>, body?: object, signal?: AbortSignal) =>
    http.request({ method, service: 'ecommerce', version: 'v2', path, schema, ...(body ? { body } : {}), ...(signal ? { signal } : {}) })
}

export function createCartApi(http: Http): CartApi {
  const call = ecommerceCall(http)
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
    addItem: (session, body) => call('POST', 'cart/addItem', schemas('cartSchema'), { ...key(session), ...body }),
    updateItem: (session, body, signal) => call('PATCH', 'cart/updateItem', schemas('cartSchema'), { ...key(session), ...body }, signal),
    deleteItem: (session, itemId) => call('DELETE', 'cart/deleteItem', schemas('cartSchema'), { ...key(session), itemId }),
    clearCart: (session) => call('POST', 'cart/clearCart', schemas('cartSchema'), key(session)),
  }
}
