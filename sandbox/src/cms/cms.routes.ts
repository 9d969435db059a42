import { Hono } from 'hono'
import type { SandboxEnv } from '../http/http.env'
import type { SandboxContext } from '../sandbox/sandbox.context'
import { commentRoutes } from './comment.routes'
import { elementRoutes } from './element.routes'
import { eventRoutes } from './event.routes'
import { finderRoutes } from './finder.routes'
import { navigationRoutes } from './navigation.routes'
import { optionRoutes } from './option.routes'
import { postRoutes } from './post.routes'
import { redirectRoutes } from './redirect.routes'
import { termRoutes } from './term.routes'

/** Every `api/v1/cms/*` route. */
export function cmsRoutes(context: SandboxContext): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>()
  routes.route('/', elementRoutes(context))
  routes.route('/', navigationRoutes(context))
  routes.route('/', optionRoutes(context))
  routes.route('/', redirectRoutes(context))
  routes.route('/', postRoutes(context))
  routes.route('/', termRoutes(context))
  routes.route('/', commentRoutes(context))
  routes.route('/', finderRoutes(context))
  routes.route('/event', eventRoutes(context))
  return routes
}
