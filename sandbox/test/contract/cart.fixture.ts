import type { Sandbox } from '../../src/sandbox/sandbox.types'
import { call, json, SHOP_HEADERS } from '../sandbox.fixture'
import { productId } from './catalog.fixture'

/** The cart service's base path. */
export const CART = '/api/v2/ecommerce/cart'

/** What names a cart in every call. */
export interface CartKey {
  cartId: number
  protectCode: string
}

/** Creates a cart through `getNewCartSession` (with `headers`, e.g. a bearer token) and returns its key. */
export async function newCart(sandbox: Sandbox, headers: Record<string, string> = SHOP_HEADERS): Promise<CartKey & { session: string }> {
  const { status, body } = await json(call(sandbox, 'GET', `${CART}/getNewCartSession`, { headers }))
  if (status !== 200) throw new Error(`getNewCartSession answered ${status}: ${JSON.stringify(body)}`)
  return { cartId: body.data.id, protectCode: body.data.protectCode, session: body.data.session }
}

/** One cart call (`name` under `api/v2/ecommerce/cart/`) with a JSON body. */
export function cartCall(sandbox: Sandbox, method: string, name: string, body: unknown, headers: Record<string, string> = SHOP_HEADERS) {
  return json(call(sandbox, method, `${CART}/${name}`, { body, headers }))
}

/** `POST cart/addItem` of the product with `sku` (other fields from `extra`). */
export function addSku(sandbox: Sandbox, key: CartKey, sku: string, extra: Record<string, unknown> = {}, headers?: Record<string, string>) {
  return cartCall(sandbox, 'POST', 'addItem', { ...key, currencyId: 1, productId: productId(sandbox, sku), qty: 1, ...extra }, headers)
}

/** `POST cart/getCart`; fails the test unless it answers 200. */
export async function getCart(sandbox: Sandbox, key: CartKey, extra: Record<string, unknown> = {}) {
  const { status, body } = await cartCall(sandbox, 'POST', 'getCart', { ...key, currencyId: 1, ...extra })
  if (status !== 200) throw new Error(`getCart answered ${status}: ${JSON.stringify(body)}`)
  return body.data
}

/** The id of the variant of a configurable product with `sku` (e.g. `ODJ-1501-001-PLAVA-62`). */
export const variantId = productId

/** The id of a product's custom option (the seed has one per product that has any). */
export function customOptionId(sandbox: Sandbox, sku: string): number {
  const row = sandbox.db.prepare('SELECT o.id FROM product_custom_options o JOIN products p ON p.id = o.product_id WHERE p.sku = ?').get(sku) as
    | { id: number }
    | undefined
  if (!row) throw new Error(`${sku} has no custom option in the seed.`)
  return row.id
}

/** The expected 400 of an input check, with `errors: [{ path, message }]`. */
export function invalidInput(path: string, message: string) {
  return { message, statusCode: 400, errors: [{ path, message }] }
}
