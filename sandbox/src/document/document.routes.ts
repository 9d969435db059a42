import { Hono } from 'hono'
import { requireUser } from '../auth/auth.middleware'
import type { SiteAuthEnv } from '../auth/auth.types'
import { readJsonObject } from '../http/http.body'
import { withTotals } from '../http/http.envelope'
import { fail } from '../http/http.errors'
import { requiredId } from '../http/http.input'
import type { SandboxContext } from '../sandbox/sandbox.context'
import { readOrderFilter } from './document.filter'
import { readOrder, readOrderPage } from './document.queries'

/** `api/v1/document/*`: the logged-in user's order history (spec §7 "document/filter/web", "document/get/web/{id}"). */
export function documentRoutes(context: SandboxContext): Hono<SiteAuthEnv> {
  const routes = new Hono<SiteAuthEnv>()
  const user = requireUser(context)

  routes.post('/filter/web', user, async (c) => {
    const filter = readOrderFilter(await readJsonObject(c))
    const view = { language: c.get('language'), apiKeyId: c.get('site').api_key_id }
    return c.json({ data: withTotals(readOrderPage(context.db, c.get('auth').userId, filter.storeId, filter.paging, view)) })
  })

  routes.get('/get/web/:id', user, (c) => {
    const view = { language: c.get('language'), apiKeyId: c.get('site').api_key_id }
    const order = readOrder(context.db, c.get('auth').userId, requiredId(c.req.param('id'), 'id'), view) ?? fail(404, 'Document not found.')
    return c.json({ data: order })
  })
  return routes
}
