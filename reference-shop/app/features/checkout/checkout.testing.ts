// A small backend for the checkout's component tests: the calls of docs/contract/checkout.md and the consent log of
// docs/contract/privacy.md for the one-line cart of app/testing/cart.fixture.ts, answered as the sandbox does (a guest
// or the seeded shopper).
import type { Cart } from '@vitrina/sdk'
import { SHOPPER } from '../../testing/auth.fixture'
import { CART_SESSION, cartOf } from '../../testing/cart.fixture'
import type { RecordedCall, TestBackend } from '../../testing/shop.fixture'

/** The cookies of a shopper with the fixture's cart. */
export const CART_COOKIES = { cartId: String(CART_SESSION.cartId), protectCode: CART_SESSION.protectCode }

export const COURIER = {
  id: 1,
  code: 'courier',
  name: 'Dostava kurirom',
  description: 'Isporuka na adresu u 2 do 3 radna dana.',
  price: 3.99,
  taxRate: 25,
  cartPrice: 4.99,
  options: {},
}
export const PICKUP = {
  id: 2,
  code: 'pickup',
  name: 'Preuzimanje u poslovnici',
  description: '',
  price: 0,
  taxRate: 25,
  cartPrice: 0,
  options: {
    branches: [
      {
        id: 11,
        name: 'Vitrina Zagreb',
        address: { street: 'Ilica', houseNumber: '45', zipCode: '10000', city: 'Zagreb' },
        workhours: [1, 2, 3, 4, 5].map((day) => ({ day, opens: '08:00', closes: '20:00' })).concat([{ day: 6, opens: '08:00', closes: '14:00' }]),
      },
      { id: 12, name: 'Vitrina Split', address: { street: 'Put Firula', houseNumber: '12', zipCode: '21000', city: 'Split' }, workhours: [] },
    ],
  },
}
export const CASH = { id: 1, code: 'cash', name: 'Plaćanje pouzećem', description: '' }
export const CARD = { id: 2, code: 'card', name: 'Kartično plaćanje', description: '', paymentType: 'HPF' }
export const PAYPAL = { id: 3, code: 'paypal', name: 'PayPal', description: '', paymentType: 'PayPal' }

export const HPF_HTML =
  '<form method="post" action="http://sandbox.test/__payments/hpf/143" id="vitrina-hpf-form"><input type="hidden" name="orderId" value="143"><input type="hidden" name="amount" value="24.99"></form>'

export interface CheckoutBackendOptions {
  /** The payment methods offered; cash, card and PayPal by default. */
  payment?: unknown[]
  /** The delivery methods offered; courier and pickup by default. */
  delivery?: unknown[]
  /** The unit price the server has now (a price changed meanwhile); 20 by default. */
  serverPrice?: number
  /** What validateCart says about the member card; valid by default. */
  memberCardValid?: boolean
  /** Holds order/create back until it resolves. */
  orderGate?: Promise<void>
  /** Answers the delivery methods with this server error. */
  deliveryFailure?: { status: number; message: string }
  /** Answers the consent log with a server error. */
  consentLogFailure?: boolean
  /** The shopper's saved addresses, in full, as `GET user/web/profile` lists them; none by default. */
  savedAddresses?: unknown[]
}

const json = (data: unknown) => Response.json({ data })

/** The cart after the delivery was saved: its price (VAT included) in the totals. */
export function cartWithDelivery(delivery: number, price = 20): Cart {
  const cart = cartOf(1)
  const item = cart.items[0]!
  return {
    ...cart,
    items: [{ ...item, prices: { base: { ...item.prices.base, finalPrice: price, retailPrice: price, row: price, cartTotal: price } } }],
    prices: {
      ...cart.prices,
      itemsTotal: price,
      cartTotal: price,
      delivery,
      orderTotal: Math.round((price + delivery) * 100) / 100,
      tax: { itemsTotal: price / 5, cartTotal: price / 5 },
    },
  }
}

/** Answers the checkout calls; anything else falls through to the fixture (a 404). */
export function checkoutBackend(options: CheckoutBackendOptions = {}): TestBackend {
  let delivery = 0
  let addressId = 40
  let paymentId: number | null = null
  const serverCart = () => cartWithDelivery(delivery, options.serverPrice ?? 20)
  return async ({ method, path, body }: RecordedCall) => {
    const call = `${method} ${path}`
    switch (call) {
      case 'POST /api/v2/ecommerce/checkout/getAvailableCountries':
        return json([
          { id: 191, iso: 'HR', code: 'HRV', name: 'Hrvatska' },
          { id: 705, iso: 'SI', code: 'SVN', name: 'Slovenija' },
        ])
      case 'GET /api/v2/ecommerce/settings/getCheckoutSettings':
        return json({
          checkoutEnabled: true,
          cartType: 1,
          onePageCheckout: false,
          mergeItems: true,
          eProductDelivery: 'link',
          socialLogins: false,
          guestCheckout: true,
          skipShippingStep: false,
          allowedCountries: ['HR', 'SI'],
        })
      case 'POST /api/v2/ecommerce/cart/updateGuestUser': {
        const { email } = body as { email: string }
        return json({
          id: 9,
          email,
          addresses: [
            { id: 31, type: 'main' },
            { id: 32, type: 'shipping' },
          ],
        })
      }
      case 'GET /api/v1/user/web/profile':
        return json({ ...SHOPPER, addresses: options.savedAddresses ?? [] })
      case 'POST /api/v1/user/web/address/create':
        return json({ id: ++addressId, type: (body as { type: string }).type })
      case 'POST /api/v2/ecommerce/delivery/getApplicableDeliveryMethods':
        if (options.deliveryFailure)
          return Response.json(
            { message: options.deliveryFailure.message, statusCode: options.deliveryFailure.status },
            { status: options.deliveryFailure.status },
          )
        return json(options.delivery ?? [COURIER, PICKUP])
      case 'PUT /api/v2/ecommerce/delivery/saveDeliveryMethod': {
        const { deliveryMethodId } = body as { deliveryMethodId: number }
        delivery = deliveryMethodId === COURIER.id ? COURIER.cartPrice : 0
        return json(serverCart())
      }
      case 'POST /api/v2/ecommerce/payment/getApplicablePaymentMethods':
        return json(options.payment ?? [CASH, CARD, PAYPAL])
      case 'PUT /api/v2/ecommerce/payment/savePaymentMethod':
        paymentId = (body as { paymentMethodId: number }).paymentMethodId
        return json(serverCart())
      case 'POST /api/v2/ecommerce/cart/getCart':
        return json(cartWithDelivery(delivery))
      case 'POST /api/v2/ecommerce/cart/validateCart':
        return json({ cart: serverCart(), validateMemberCard: options.memberCardValid ?? true })
      case 'POST /api/v2/ecommerce/order/create': {
        await options.orderGate
        return json(orderReply(paymentId))
      }
      case 'POST /api/v1/privacy/web/consent/log/create':
        if (options.consentLogFailure) return Response.json({ message: 'Internal server error.', statusCode: 500 }, { status: 500 })
        return Response.json({ data: { id: 1, ...(body as object), createdAt: '2026-06-15T10:00:00.000Z' } }, { status: 201 })
      case 'POST /api/v2/ecommerce/order/pgSuccess/143':
        return json({ url: '/naplata/uspjesna?orderSlug=2026-000143-ab12cd34', orderSlug: '2026-000143-ab12cd34', orderId: 143 })
      case 'POST /api/v2/ecommerce/order/pgCancel/143':
        return json({ orderId: 143, paymentStatus: 'notPaid', status: 'failed' })
      default:
        return undefined
    }
  }
}

/** order/create's answer for the saved payment method (docs/contract/checkout.md). */
function orderReply(paymentId: number | null) {
  if (paymentId === CARD.id) return { html: HPF_HTML, orderId: 143, orderSlug: '2026-000143-ab12cd34', paymentType: 'HPF' }
  if (paymentId === PAYPAL.id) {
    return {
      html: null,
      orderId: 143,
      orderSlug: '2026-000143-ab12cd34',
      paymentType: 'PayPal',
      payment: { id: 'PAYID-SANDBOX-143', total: 24.99, currency: 'EUR', orderId: 143 },
    }
  }
  return { orderSlug: '2026-000143-ab12cd34', orderId: 143, paymentType: null }
}
