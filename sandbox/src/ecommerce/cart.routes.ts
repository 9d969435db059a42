import { Hono } from 'hono'
import { optionalUser } from '../auth/auth.middleware'
import { one } from '../db/db.statements'
import { readJsonObject } from '../http/http.body'
import { isoNow, type SandboxContext } from '../sandbox/sandbox.context'
import { readCartKey } from './cart.access'
import { type CartEnv, runCartCall } from './cart.call'
import { cartDiscountRoutes } from './cart.discount.routes'
import { upsertGuestUser, type GuestUserJson } from './cart.guest'
import { readGuestInput } from './cart.guest.input'
import { readCurrencyId } from './cart.input'
import { cartItemRoutes } from './cart.item.routes'
import { createCart } from './cart.session'
import { validateCartContents } from './cart.validate'

/**
 * `api/v2/ecommerce/cart/*`: the cart session, reading and validating a cart, its lines, coupon, member card
 * and guest user. Anonymous visitors use every call; a logged-in user's token (optional) makes the user the
 * owner of the carts they create or change. docs/contract/cart.md describes each call.
 */
export function cartRoutes(context: SandboxContext): Hono<CartEnv> {
  const routes = new Hono<CartEnv>()
  routes.use('*', optionalUser(context))

  routes.get('/getNewCartSession', (c) => {
    const site = c.get('site')
    const store = c.req.header('store')
    // The gate already checked a sent store against the key's site; without one the site's first store serves.
    const storeId = store ? Number(store) : one<{ id: number }>(context.db, 'SELECT id FROM stores WHERE site_id = ? ORDER BY id LIMIT 1', site.id)!.id
    const session = createCart(context.db, { storeId, userId: c.get('auth')?.userId ?? null, now: isoNow(context) })
    return c.json({ data: session })
  })

  routes.post('/getCart', async (c) => {
    const body = await readJsonObject(c)
    const key = readCartKey(body)
    return c.json({ data: runCartCall(context, c, key, { currencyId: readCurrencyId(context.db, body.currencyId) }).cart })
  })

  routes.post('/validateCart', async (c) => {
    const body = await readJsonObject(c)
    const key = readCartKey(body)
    let validateMemberCard = true
    const { cart } = runCartCall(context, c, key, {
      currencyId: readCurrencyId(context.db, body.currencyId),
      write: (scope) => {
        validateMemberCard = validateCartContents(scope)
      },
    })
    return c.json({ data: { cart, validateMemberCard } })
  })

  routes.route('/', cartItemRoutes(context))
  routes.route('/', cartDiscountRoutes(context))

  routes.post('/updateGuestUser', async (c) => {
    const body = await readJsonObject(c)
    const key = readCartKey(body)
    const input = readGuestInput(context.db, body)
    let guest: GuestUserJson | undefined
    runCartCall(context, c, key, { write: ({ db, cart, now }) => (guest = upsertGuestUser(db, cart.id, input, now)) })
    return c.json({ data: guest })
  })
  return routes
}
