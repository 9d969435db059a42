import { Hono } from 'hono'
import type { SandboxEnv } from '../http/http.env'
import type { SandboxContext } from '../sandbox/sandbox.context'
import { consentLogRoutes } from './consent-log.routes'
import { consentRoutes } from './consent.routes'

/** Every `api/v1/privacy/*` route: the consents, their assignments per form type, and the consent log. */
export function privacyRoutes(context: SandboxContext): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>()
  routes.route('/', consentRoutes(context))
  routes.route('/', consentLogRoutes(context))
  return routes
}
