import { Hono } from 'hono'
import type { SandboxEnv } from '../http/http.env'
import { fail } from '../http/http.errors'
import type { SandboxContext } from '../sandbox/sandbox.context'
import { readLoginBody } from './auth.body'
import { checkCredentials } from './auth.credentials'
import { requireUser } from './auth.middleware'
import { issueAccessToken, revokeSession, startSession } from './auth.sessions'
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
    const check = checkCredentials(context.db, body.username, body.password)
    if (!check.ok) fail(401, check.message)
    const token = context.db.transaction(() => issueAccessToken(context, startSession(context, check.userId, 'local'), context.tokens.localTokenTtlSeconds))()
    return c.json({ data: { token, user: readWireUser(context.db, check.userId) } })
  })

  routes.get('/auth/user', requireUser(context), (c) => c.json({ data: readWireUser(context.db, c.get('auth').userId) }))

  // Revokes the token's session; like every logout, 200 also without a usable token.
  routes.post('/auth/logout', (c) => {
    const session = sessionOfAccessToken(context, c.req.raw.headers)
    if (session !== undefined) revokeSession(context, session, 'logout')
    return c.json({ data: { ok: true } })
  })

  return routes
}
