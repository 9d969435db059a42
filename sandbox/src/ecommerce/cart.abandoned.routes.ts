import { Hono } from 'hono'
import { requireUser } from '../auth/auth.middleware'
import type { AuthEnv } from '../auth/auth.types'
import type { SandboxEnv } from '../http/http.env'
import type { SandboxContext } from '../sandbox/sandbox.context'
import { findAbandonedCart } from './cart.session'

/**
 * `POST api/v2/ecommerce/checkout/cart/getAbandoned`: after login the shop asks for the user's latest open
 * cart to resume it. Needs the user's token (401 otherwise); answers `{ id, protectCode, session }` or null.
 */
export function abandonedCartRoutes(context: SandboxContext): Hono<{ Variables: SandboxEnv['Variables'] & AuthEnv['Variables'] }> {
  const routes = new Hono<{ Variables: SandboxEnv['Variables'] & AuthEnv['Variables'] }>()
  routes.post('/getAbandoned', requireUser(context), (c) => c.json({ data: findAbandonedCart(context.db, c.get('auth').userId, c.get('site').id) }))
  return routes
}
