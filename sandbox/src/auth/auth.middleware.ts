import type { MiddlewareHandler } from 'hono'
import { fail } from '../http/http.errors'
import type { SandboxContext } from '../sandbox/sandbox.context'
import { AUTH_MESSAGES } from './auth.messages'
import type { AuthEnv, OptionalAuthEnv } from './auth.types'
import { authenticate } from './auth.verify'

/**
 * Lets a request through only with a valid access token (401 `Unauthorized.` / `Token expired.` otherwise) and
 * puts its `AuthPrincipal` on `c.get('auth')`.
 *
 * @example
 * ```ts
 * import { Hono } from 'hono'
 * import type { SandboxContext } from '../sandbox/sandbox.context'
 * import { requireUser } from './auth.middleware'
 * import type { SiteAuthEnv } from './auth.types'
 *
 * declare const context: SandboxContext
 * const routes = new Hono<SiteAuthEnv>()
 * routes.get('/whoami', requireUser(context), (c) => c.json({ data: { userId: c.get('auth').userId } }))
 * ```
 */
export function requireUser(context: Pick<SandboxContext, 'db' | 'clock'>): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    const result = await authenticate(context, c.req.raw.headers)
    if (!result.ok) fail(401, result.message)
    c.set('auth', result.principal)
    await next()
  }
}

/**
 * As {@link requireUser}, and the user must be a back-office user: a valid token of anyone else answers
 * 403 `Forbidden.` (the status clients read as "a wrong admin access key", back-office spec §8).
 */
export function requireBackofficeUser(context: Pick<SandboxContext, 'db' | 'clock'>): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    const result = await authenticate(context, c.req.raw.headers)
    if (!result.ok) fail(401, result.message)
    if (!result.principal.isBackofficeUser) fail(403, AUTH_MESSAGES.forbidden)
    c.set('auth', result.principal)
    await next()
  }
}

/**
 * For calls that serve anonymous visitors too (catalog, cart): `c.get('auth')` is the user of a valid token and
 * undefined otherwise. A bad or expired token is not an error here; the call is answered as for a visitor.
 */
export function optionalUser(context: Pick<SandboxContext, 'db' | 'clock'>): MiddlewareHandler<OptionalAuthEnv> {
  return async (c, next) => {
    const result = await authenticate(context, c.req.raw.headers)
    c.set('auth', result.ok ? result.principal : undefined)
    await next()
  }
}
