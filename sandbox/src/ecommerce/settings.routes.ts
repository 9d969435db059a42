import { Hono } from 'hono'
import type { SandboxEnv } from '../http/http.env'
import type { SandboxContext } from '../sandbox/sandbox.context'
import { readCheckoutSettings, readCurrencyConfig } from './settings.queries'

/** `api/v2/ecommerce/settings/*`. */
export function settingsRoutes(context: SandboxContext): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>()
  routes.get('/getCheckoutSettings', (c) => c.json({ data: readCheckoutSettings(context.db, c.get('site').id) }))
  routes.get('/getCurrencyConfig', (c) => c.json({ data: readCurrencyConfig(context.db) }))
  return routes
}
