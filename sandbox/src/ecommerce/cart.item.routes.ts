import { type Context, Hono } from 'hono'
import { readJsonObject } from '../http/http.body'
import { fail } from '../http/http.errors'
import { requiredId } from '../http/http.input'
import type { SandboxContext } from '../sandbox/sandbox.context'
import { readCartKey } from './cart.access'
import { type CartEnv, runCartCall } from './cart.call'
import { readCurrencyId, readLineOptions, readQty, readReservation } from './cart.input'
import { addLine, clearLines, deleteLine, type LineChange, resolveNewLine, updateLine } from './cart.items'

/** `cart/addItem`, `cart/updateItem`, `cart/deleteItem` and `cart/clearCart`; each answers the whole cart. */
export function cartItemRoutes(context: SandboxContext): Hono<CartEnv> {
  const routes = new Hono<CartEnv>()

  routes.post('/addItem', async (c) => {
    const body = await readJsonObject(c)
    const key = readCartKey(body)
    const request = {
      productId: requiredId(body.productId, 'productId'),
      // Storefront spec §9: "Cart line quantity: coerced to a number, default 1".
      qty: body.qty === undefined || body.qty === null ? 1 : readQty(body.qty),
      options: readLineOptions(body.options),
      reservation: readReservation(body.reservation),
      bundleOptions: body.bundleOptions,
    }
    const currencyId = readCurrencyId(context.db, body.currencyId)
    const { cart } = runCartCall(context, c, key, { currencyId, write: ({ db, cart, now }) => void addLine(db, cart.id, resolveNewLine(db, request), now) })
    return c.json({ data: cart })
  })

  routes.patch('/updateItem', async (c) => {
    const body = await readJsonObject(c)
    const key = readCartKey(body)
    const itemId = requiredId(body.itemId, 'itemId')
    const change: LineChange = {}
    if (body.qty !== undefined && body.qty !== null) change.qty = readQty(body.qty)
    if (body.options !== undefined && body.options !== null) change.options = readLineOptions(body.options)
    if (body.bundleOptions !== undefined && body.bundleOptions !== null) change.bundleOptions = body.bundleOptions
    if (Object.keys(change).length === 0)
      fail(400, 'qty, options or bundleOptions is required.', [{ path: 'qty', message: 'qty, options or bundleOptions is required.' }])
    const currencyId = readCurrencyId(context.db, body.currencyId)
    const { cart } = runCartCall(context, c, key, { currencyId, write: ({ db, cart, now }) => updateLine(db, cart.id, itemId, change, now) })
    return c.json({ data: cart })
  })

  // DELETE carries its fields in a JSON body or, for clients that cannot send a body with DELETE, the query.
  routes.delete('/deleteItem', async (c) => {
    const body = await bodyOrQuery(c)
    const key = readCartKey(body)
    const itemId = requiredId(body.itemId, 'itemId')
    const { cart } = runCartCall(context, c, key, { write: ({ db, cart }) => deleteLine(db, cart.id, itemId) })
    return c.json({ data: cart })
  })

  routes.post('/clearCart', async (c) => {
    const key = readCartKey(await readJsonObject(c))
    const { cart } = runCartCall(context, c, key, { write: ({ db, cart }) => clearLines(db, cart.id) })
    return c.json({ data: cart })
  })
  return routes
}

async function bodyOrQuery(c: Context<CartEnv>): Promise<Record<string, unknown>> {
  if ((await c.req.text()).trim() === '') return c.req.query()
  return readJsonObject(c)
}
