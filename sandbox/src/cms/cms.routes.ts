import { Hono } from 'hono'
import type { SandboxEnv } from '../http/http.env'
import type { SandboxContext } from '../sandbox/sandbox.context'
import { elementRoutes } from './element.routes'
import { navigationRoutes } from './navigation.routes'
import { optionRoutes } from './option.routes'
import { redirectRoutes } from './redirect.routes'

/** Every `api/v1/cms/*` route. */
export function cmsRoutes(context: SandboxContext): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>()
  routes.route('/', elementRoutes(context))
  routes.route('/', navigationRoutes(context))
  routes.route('/', optionRoutes(context))
  routes.route('/', redirectRoutes(context))
  return routes
}
