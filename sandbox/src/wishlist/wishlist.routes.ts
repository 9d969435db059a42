import { Hono } from 'hono'
import { requireUser } from '../auth/auth.middleware'
import type { SiteAuthEnv } from '../auth/auth.types'
import { readJsonObject } from '../http/http.body'
import { readPaging, requiredId } from '../http/http.input'
import { isoNow, type SandboxContext } from '../sandbox/sandbox.context'
import { addToWishlist, readWishlist, removeFromWishlist, WISHLIST_MAX_ITEMS } from './wishlist.queries'

/** `api/v1/cms/wishlist/*`: the logged-in user's wishlist (create, remove, filter); never another user's. */
export function wishlistRoutes(context: SandboxContext): Hono<SiteAuthEnv> {
  const routes = new Hono<SiteAuthEnv>()
  const user = requireUser(context)

  routes.post('/create', user, async (c) => {
    const body = await readJsonObject(c)
    const productId = requiredId(body.product_id, 'product_id')
    return c.json({ data: addToWishlist(context.db, c.get('auth').userId, productId, isoNow(context)) })
  })

  routes.delete('/remove/:id', user, (c) => c.json({ data: removeFromWishlist(context.db, c.get('auth').userId, requiredId(c.req.param('id'), 'id')) }))

  routes.get('/filter', user, (c) => {
    const paging = readPaging(c.req.query(), { defaultLimit: 10, maxLimit: WISHLIST_MAX_ITEMS })
    return c.json({ data: readWishlist(context.db, c.get('auth').userId, paging, c.get('language'), c.get('site').api_key_id) })
  })
  return routes
}
