import type { Cart, CartSession } from '../cart/cart.types'
import type { Http, HttpMethod, ResponseSchema } from '../http/http.types'
import { lazySchemas } from '../internal/lazy-schemas'
import type { Language } from '../language/language.constants'
import type { Result } from '../result/result.types'
import type { Country, Id } from '../site/site.types'
import type { AddressBody } from './checkout.address'
import type { OrderReply } from './checkout.schema'
import type { DeliveryMethod, PaymentMethod } from './checkout.types'

const cartSchemas = /* @__PURE__ */ lazySchemas(() => import('../cart/cart.schema'))
const schemas = /* @__PURE__ */ lazySchemas(() => import('./checkout.schema'))

/** Who the checkout calls are for and which of their addresses (docs/contract/checkout.md; `userId` is informative). */
export interface CheckoutParty {
  userId?: Id
  userBillingAddressId?: Id
  userShippingAddressId?: Id
}

/** The body of `order/create` besides the cart key (storefront spec §3 "Order creation payload"). */
export interface OrderBody {
  userId?: Id
  giftMessage?: string
  orderMessage?: string
  to?: string
  from?: string
  failureURL?: string
  successURL?: string
}

/** The checkout calls of storefront spec §7 and docs/contract/checkout.md, one line each. */
export interface CheckoutApi {
  availableCountries(session: CartSession, language: Language): Promise<Result<Country[]>>
  deliveryMethods(session: CartSession, body: CheckoutParty & { countryId?: Id; currencyId?: Id }): Promise<Result<DeliveryMethod[]>>
  saveDeliveryMethod(session: CartSession, body: { userId?: Id; deliveryMethodId: Id; branchId?: Id }): Promise<Result<Cart>>
  paymentMethods(session: CartSession, body: CheckoutParty): Promise<Result<PaymentMethod[]>>
  savePaymentMethod(session: CartSession, body: { userId?: Id; paymentMethodId: Id; companyData?: { companyName: string; oib: string } }): Promise<Result<Cart>>
  createOrder(session: CartSession, body: OrderBody): Promise<Result<OrderReply>>
  pgSuccess(orderId: Id, details: Record<string, unknown>): Promise<Result<{ url: string; orderSlug?: string | null | undefined }>>
  /** `POST order/pgCancel/{id}`: the shopper cancelled at the provider; the order fails and the cart session is released. */
  pgCancel(orderId: Id): Promise<Result<unknown>>
  /** `POST api/v1/user/web/address/create`, or `PATCH web/address/update/{id}` for an address the user has. */
  saveUserAddress(address: AddressBody, id?: Id): Promise<Result<{ id: Id }>>
}

const key = (session: CartSession) => ({ cartId: session.cartId, protectCode: session.protectCode })

/** Leaves out undefined values, so optional fields are absent rather than null on the wire. */
function defined<T extends object>(body: T): T {
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) as T
}

export function createCheckoutApi(http: Http): CheckoutApi {
  const call = <T>(method: HttpMethod, path: string, schema: ResponseSchema<T>, body: object) =>
    http.request({ method, service: 'ecommerce', version: 'v2', path, schema, body: defined(body) })

  return {
    availableCountries: (session, language) =>
      call('POST', 'checkout/getAvailableCountries', schemas('countriesSchema'), { ...key(session), language, type: 'countries' }),
    deliveryMethods: (session, body) => call('POST', 'delivery/getApplicableDeliveryMethods', schemas('deliveryMethodsSchema'), { ...body, ...key(session) }),
    saveDeliveryMethod: (session, body) => call('PUT', 'delivery/saveDeliveryMethod', cartSchemas('cartSchema'), { ...body, ...key(session) }),
    paymentMethods: (session, body) =>
      call('POST', 'payment/getApplicablePaymentMethods', schemas('paymentMethodsSchema'), {
        userId: body.userId,
        ...key(session),
        userBillingAddressId: body.userBillingAddressId,
      }),
    savePaymentMethod: (session, body) => call('PUT', 'payment/savePaymentMethod', cartSchemas('cartSchema'), { ...body, ...key(session) }),
    createOrder: (session, body) => call('POST', 'order/create', schemas('orderReplySchema'), { userId: body.userId, ...key(session), ...body }),
    pgSuccess: (orderId, details) =>
      call('POST', `order/pgSuccess/${encodeURIComponent(String(orderId))}`, schemas('pgSuccessReplySchema'), { details, internalRedirect: true }),
    pgCancel: (orderId) => call('POST', `order/pgCancel/${encodeURIComponent(String(orderId))}`, schemas('pgCancelReplySchema'), {}),
    saveUserAddress: (address, id) =>
      http.request({
        method: id === undefined ? 'POST' : 'PATCH',
        service: 'user',
        path: id === undefined ? 'web/address/create' : `web/address/update/${encodeURIComponent(String(id))}`,
        schema: schemas('savedAddressSchema'),
        body: defined(address),
      }),
  }
}
