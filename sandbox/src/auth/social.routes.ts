import { Hono } from 'hono'
import { readCheckoutSettings } from '../ecommerce/settings.queries'
import type { SandboxEnv } from '../http/http.env'
import { fail } from '../http/http.errors'
import type { SandboxContext } from '../sandbox/sandbox.context'
import { AUTH_MESSAGES } from './auth.messages'

/**
 * `POST api/v1/user/social/oauth`. The sandbox emulates no identity provider (Google, Facebook ...): with social
 * logins off (the seeded site) it refuses as a real backend does; with them on it says plainly that it cannot
 * check a provider's token, rather than pretending to log someone in.
 */
export function socialRoutes(context: SandboxContext): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>()
  routes.post('/v1/user/social/oauth', (c) => {
    if (!readCheckoutSettings(context.db, c.get('site').id).socialLogins) fail(400, AUTH_MESSAGES.socialLoginDisabled)
    fail(501, AUTH_MESSAGES.socialLoginNotEmulated)
  })
  return routes
}
