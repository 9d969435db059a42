import { Hono } from 'hono'
import type { SandboxEnv } from '../http/http.env'
import { fail } from '../http/http.errors'
import type { SandboxContext } from '../sandbox/sandbox.context'
import { readLoginBody, readOptionalJsonObject } from './auth.body'
import { checkCredentials } from './auth.credentials'
import { loginAttempt } from './auth.login-attempt'
import { AUTH_MESSAGES } from './auth.messages'
import { recordTokenPair, revokeSession, rotateRefreshToken, sessionOfRefreshToken, signTokenPair, startSession } from './auth.sessions'
import { tooManyAttempts } from './auth.throttle'
import { readWireUser } from './auth.user'
import { sessionOfAccessToken } from './auth.verify'

/** `POST api/v1/login`, `GET api/v1/refresh`, `POST api/v1/logout`: the refresh (default) and admin strategies. */
export function loginRoutes(context: SandboxContext): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>()

  routes.post('/v1/login', async (c) => {
    const body = await readLoginBody(c)
    if (body.apiKey === undefined) fail(400, AUTH_MESSAGES.apiKeyRequired, [{ path: 'apiKey', message: AUTH_MESSAGES.apiKeyRequired }])
    // Back-office spec §8: a 403 means "the admin access key is deemed wrong"; for the admin login that key is
    // the body's apiKey, so the admin flag turns the 401 into a 403.
    if (body.apiKey !== c.get('site').api_key) fail(body.admin ? 403 : 401, body.admin ? AUTH_MESSAGES.forbidden : AUTH_MESSAGES.invalidApiKey)
    const attempt = loginAttempt(c, context, body.username)
    if (attempt.waitMs > 0) return tooManyAttempts(c, attempt.waitMs)
    const check = checkCredentials(context.db, body.username, body.password)
    if (!check.ok) return attempt.failed(check.message)
    attempt.succeeded()
    if (body.admin && !check.isBackofficeUser) fail(403, AUTH_MESSAGES.forbidden)
    const recorded = context.db.transaction(() => recordTokenPair(context, startSession(context, check.userId, 'refresh')))()
    const tokens = await signTokenPair(context, recorded)
    return c.json({ data: { tokens, user: readWireUser(context.db, check.userId) } })
  })

  routes.get('/v1/refresh', async (c) => {
    const refreshToken = c.req.header('refreshToken')?.trim()
    const outcome = refreshToken ? await rotateRefreshToken(context, refreshToken) : { ok: false as const }
    if (!outcome.ok) fail(401, AUTH_MESSAGES.invalidRefreshToken)
    return c.json({ data: outcome.tokens })
  })

  // Ends the session of the bearer token and of the refresh token (body `{ refreshToken }` or the header):
  // both its access tokens and its refresh tokens stop working. Logging out is never an error, so a call
  // without a usable token still answers 200: the client forgets its tokens either way.
  routes.post('/v1/logout', async (c) => {
    const body = await readOptionalJsonObject(c)
    const refreshToken = typeof body.refreshToken === 'string' ? body.refreshToken : c.req.header('refreshToken')?.trim()
    const sessions = [await sessionOfAccessToken(context, c.req.raw.headers), refreshToken ? sessionOfRefreshToken(context, refreshToken) : undefined]
    context.db.transaction(() => {
      for (const session of new Set(sessions)) if (session !== undefined) revokeSession(context, session, 'logout')
    })()
    return c.json({ data: { ok: true } })
  })

  return routes
}
