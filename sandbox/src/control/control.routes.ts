import { Hono } from 'hono'
import { captchaControlRoutes } from '../captcha/captcha.routes'
import { one } from '../db/db.statements'
import { formConfirmationControlRoutes } from '../cms/form.confirmation.routes'
import { listNewsletterSubscriptions } from '../cms/newsletter.routes'
import { listFailedRequests } from '../cms/redirect.routes'
import { cartControlRoutes } from '../ecommerce/cart.control'
import { readJsonObject } from '../http/http.body'
import { requiredId } from '../http/http.input'
import type { SandboxEnv } from '../http/http.env'
import { mailControlRoutes } from '../mail/mail.control'
import type { SandboxContext } from '../sandbox/sandbox.context'
import { renameNavigationItem } from './control.navigation'
import { patchSiteOptions, readSiteOptions } from './control.options'
import { patchProduct } from './control.products'

/** `/__sandbox/*`: the test-kit endpoints, mounted only when the sandbox was created with `control: true`. */
export function controlRoutes(context: SandboxContext): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>()
  // The sandbox hosts one site; the control endpoints act on it without an apiKey.
  const siteId = (): number => one<{ id: number }>(context.db, 'SELECT id FROM sites ORDER BY id LIMIT 1')!.id

  routes.post('/reset', (c) => {
    context.reset()
    return c.json({ data: { ok: true } })
  })
  routes.get('/options', (c) => c.json({ data: readSiteOptions(context.db, siteId()) }))
  routes.patch('/options', async (c) => {
    const patch = await readJsonObject(c)
    return c.json({ data: patchSiteOptions(context.db, siteId(), patch) })
  })
  // What the shop sent that a test reads back: the 404 paths it reported and the newsletter's subscribers.
  routes.get('/failed-requests', (c) => c.json({ data: listFailedRequests(context) }))
  routes.get('/newsletter', (c) => c.json({ data: listNewsletterSubscriptions(context) }))
  routes.patch('/products/:id', async (c) => {
    const patch = await readJsonObject(c)
    return c.json({ data: patchProduct(context.db, requiredId(c.req.param('id'), 'id'), patch) })
  })
  routes.patch('/navigation/items/:id', async (c) => {
    const patch = await readJsonObject(c)
    return c.json({ data: renameNavigationItem(context.db, requiredId(c.req.param('id'), 'id'), patch) })
  })
  routes.route('/carts', cartControlRoutes(context))
  routes.route('/', mailControlRoutes(context))
  routes.route('/form-confirmations', formConfirmationControlRoutes(context))
  routes.route('/captcha', captchaControlRoutes(context))
  return routes
}
