import { Hono } from 'hono'
import type { SandboxEnv } from '../http/http.env'
import type { SandboxContext } from '../sandbox/sandbox.context'
import { readLoginBody } from './auth.body'
import { checkCredentials } from './auth.credentials'
import { loginAttempt } from './auth.login-attempt'
import { requireUser } from './auth.middleware'
import { recordAccessToken, revokeSession, signAccessToken, startSession } from './auth.sessions'
import { tooManyAttempts } from './auth.throttle'
import { readWireUser } from './auth.user'
import { sessionOfAccessToken } from './auth.verify'

/**
 * The local strategy's session endpoints at `api/auth/*` (outside `api/{version}/{service}`): one access token
 * per login, no refresh token, so it lives longer (`localTokenTtlSeconds`).
 */
export function localRoutes(context: SandboxContext): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>()

  routes.post('/auth/login', async (c) => {
    const body = await readLoginBody(c)
    const attempt = loginAttempt(c, context, body.username)
    if (attempt.waitMs > 0) return tooManyAttempts(c, attempt.waitMs)
    const check = checkCredentials(context.db, body.username, body.password)
    if (!check.ok) return attempt.failed(check.message)
    attempt.succeeded()
    const claims = context.db.transaction(() => recordAccessToken(context, startSession(context, check.userId, 'local'), context.tokens.localTokenTtlSeconds))()
    const token = await signAccessToken(context, claims)
    return c.json({ data: { token, user: readWireUser(context.db, check.userId) } })
  })

  routes.get('/auth/user', requireUser(context), (c) => c.json({ data: readWireUser(context.db, c.get('auth').userId) }))

  // Revokes the token's session; like every logout, 200 also without a usable token.
  routes.post('/auth/logout', async (c) => {
    const session = await sessionOfAccessToken(context, c.req.raw.headers)
    if (session !== undefined) revokeSession(context, session, 'logout')
    return c.json({ data: { ok: true } })
  })

  return routes
}
