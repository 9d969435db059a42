import type { Sandbox } from '../../src/sandbox/sandbox.types'
import { call, json, SHOP_HEADERS } from '../sandbox.fixture'
import { login, withBearer } from './auth.fixture'
import { addSku, type CartKey, cartCall, newCart } from './cart.fixture'

/** The e-commerce v2 base path. */
export const ECOMMERCE = '/api/v2/ecommerce'

/** One call under `api/v2/ecommerce/` with a JSON body. */
export function ecommerce(sandbox: Sandbox, method: string, path: string, body: unknown, headers: Record<string, string> = SHOP_HEADERS) {
  return json(call(sandbox, method, `${ECOMMERCE}/${path}`, { body, headers }))
}

/** The id of the seeded delivery or payment method with `code`. */
export function methodId(sandbox: Sandbox, table: 'delivery_methods' | 'payment_methods', code: string): number {
  return (sandbox.db.prepare(`SELECT id FROM ${table} WHERE code = ?`).get(code) as { id: number }).id
}

/** The demo shopper, logged in: headers with the bearer token and the user id. */
export async function shopper(sandbox: Sandbox): Promise<{ headers: Record<string, string>; userId: number }> {
  const { tokens, user } = await login(sandbox)
  return { headers: withBearer(tokens.accessToken), userId: user.id }
}

/** Options of {@link readyCart}. */
export interface ReadyCartOptions {
  sku?: string
  delivery?: 'courier' | 'pickup' | 'parcel-locker' | 'email'
  payment?: 'cash' | 'card' | 'paypal'
}

/** A cart of `headers`' user with one product, a delivery method (branch 1 for pickup) and a payment method chosen. */
export async function readyCart(sandbox: Sandbox, headers: Record<string, string>, options: ReadyCartOptions = {}): Promise<CartKey> {
  const created = await newCart(sandbox, headers)
  const key = { cartId: created.cartId, protectCode: created.protectCode }
  const added = await addSku(sandbox, key, options.sku ?? 'IGR-1401-001', {}, headers)
  if (added.status !== 200) throw new Error(`addItem answered ${added.status}: ${JSON.stringify(added.body)}`)
  const delivery = options.delivery ?? 'courier'
  const saved = await ecommerce(
    sandbox,
    'PUT',
    'delivery/saveDeliveryMethod',
    { ...key, deliveryMethodId: methodId(sandbox, 'delivery_methods', delivery), ...(delivery === 'pickup' ? { branchId: 1 } : {}) },
    headers,
  )
  if (saved.status !== 200) throw new Error(`saveDeliveryMethod answered ${saved.status}: ${JSON.stringify(saved.body)}`)
  const paid = await ecommerce(
    sandbox,
    'PUT',
    'payment/savePaymentMethod',
    { ...key, paymentMethodId: methodId(sandbox, 'payment_methods', options.payment ?? 'cash') },
    headers,
  )
  if (paid.status !== 200) throw new Error(`savePaymentMethod answered ${paid.status}: ${JSON.stringify(paid.body)}`)
  return key
}

/** A guest's cart: an e-mail attached through updateGuestUser, then as {@link readyCart}. */
export async function guestCart(sandbox: Sandbox, options: ReadyCartOptions = {}): Promise<CartKey> {
  const created = await newCart(sandbox)
  const key = { cartId: created.cartId, protectCode: created.protectCode }
  await cartCall(sandbox, 'POST', 'updateGuestUser', { ...key, email: 'gost@primjer.hr' })
  const added = await addSku(sandbox, key, options.sku ?? 'IGR-1401-001')
  if (added.status !== 200) throw new Error(`addItem answered ${added.status}`)
  await ecommerce(sandbox, 'PUT', 'delivery/saveDeliveryMethod', {
    ...key,
    deliveryMethodId: methodId(sandbox, 'delivery_methods', options.delivery ?? 'courier'),
  })
  await ecommerce(sandbox, 'PUT', 'payment/savePaymentMethod', { ...key, paymentMethodId: methodId(sandbox, 'payment_methods', options.payment ?? 'cash') })
  return key
}

/** The URLs a shop sends with order/create. */
export const RETURN_URLS = { successURL: 'http://localhost:3000/naplata/uspjesna', failureURL: 'http://localhost:3000/checkout/failure' }

/** `POST order/create` for `key`. */
export function createOrder(sandbox: Sandbox, key: CartKey, headers: Record<string, string> = SHOP_HEADERS, extra: Record<string, unknown> = {}) {
  return ecommerce(sandbox, 'POST', 'order/create', { ...key, giftMessage: '', orderMessage: '', ...RETURN_URLS, ...extra }, headers)
}

/** A stored order row. */
export function orderRow(sandbox: Sandbox, id: number): Record<string, any> {
  return sandbox.db.prepare('SELECT * FROM documents WHERE id = ?').get(id) as Record<string, any>
}
