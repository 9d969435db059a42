import { Hono } from 'hono'
import { fail } from '../http/http.errors'
import { requiredId } from '../http/http.input'
import type { SandboxEnv } from '../http/http.env'
import { isoNow, type SandboxContext } from '../sandbox/sandbox.context'
import { CART_MESSAGES } from './cart.messages'
import { archiveCart, consumeCartSession } from './cart.session'

/**
 * `/__sandbox/carts/*`: what an order will do to a cart, for tests written before (or without) a checkout.
 * `archive` is `archiveCart` (every later cart call answers 400 'Cart is archived.'); `use-session` is
 * `consumeCartSession` (409 'Session already used.'). Both answer 404 `Cart not found.` for an unknown id and
 * 409 when the cart is already in that state.
 */
export function cartControlRoutes(context: SandboxContext): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>()
  const exists = (id: number) => context.db.prepare('SELECT 1 FROM carts WHERE id = ?').get(id) !== undefined

  routes.post('/:id/archive', (c) => {
    const id = requiredId(c.req.param('id'), 'id')
    if (!exists(id)) fail(404, CART_MESSAGES.cartNotFound)
    if (!archiveCart(context.db, id, isoNow(context))) fail(409, 'Cart is already archived.')
    return c.json({ data: { id, archived: true } })
  })

  routes.post('/:id/use-session', (c) => {
    const id = requiredId(c.req.param('id'), 'id')
    if (!exists(id)) fail(404, CART_MESSAGES.cartNotFound)
    if (!consumeCartSession(context.db, id, isoNow(context))) fail(409, 'Session is already used.')
    return c.json({ data: { id, sessionUsed: true } })
  })
  return routes
}
