import { Hono } from 'hono'
import type { SandboxEnv } from '../http/http.env'
import { fail } from '../http/http.errors'
import type { SandboxContext } from '../sandbox/sandbox.context'
import { AUTH_MESSAGES } from './auth.messages'
import { requireBackofficeUser, requireUser } from './auth.middleware'
import { readWireUser } from './auth.user'

/** `GET api/v1/user/web/profile` (refresh and social strategies) and `GET api/v1/user/profile` (admin strategy). */
export function profileRoutes(context: SandboxContext): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>()
  const profile = (userId: number) => readWireUser(context.db, userId) ?? fail(401, AUTH_MESSAGES.unauthorized)

  routes.get('/v1/user/web/profile', requireUser(context), (c) => c.json({ data: profile(c.get('auth').userId) }))
  routes.get('/v1/user/profile', requireBackofficeUser(context), (c) => c.json({ data: profile(c.get('auth').userId) }))
  return routes
}
