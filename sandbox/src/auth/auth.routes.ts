import { Hono } from 'hono'
import type { SandboxEnv } from '../http/http.env'
import type { SandboxContext } from '../sandbox/sandbox.context'
import { localRoutes } from './local.routes'
import { loginRoutes } from './login.routes'
import { profileRoutes } from './profile.routes'
import { socialRoutes } from './social.routes'

/**
 * Every auth route, mounted at `/api` (they span `api/v1/login`, `api/v1/user/...` and the unversioned
 * `api/auth/...`). They sit behind the apiKey gate like every `api/` call.
 */
export function authRoutes(context: SandboxContext): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>()
  routes.route('/', loginRoutes(context))
  routes.route('/', profileRoutes(context))
  routes.route('/', socialRoutes(context))
  routes.route('/', localRoutes(context))
  return routes
}
