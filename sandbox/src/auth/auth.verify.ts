import { json, one } from '../db/db.statements'
import { isoNow, type SandboxContext } from '../sandbox/sandbox.context'
import { AUTH_MESSAGES } from './auth.messages'
import type { AuthPrincipal } from './auth.types'
import { checkAccessToken } from './token.access'
import { signingSecret } from './token.secret'

/** The outcome of checking a request's access token; a failure carries the 401 text. */
export type Authentication =
  | { ok: true; principal: AuthPrincipal }
  | { ok: false; message: typeof AUTH_MESSAGES.unauthorized | typeof AUTH_MESSAGES.tokenExpired }

type Context = Pick<SandboxContext, 'db' | 'clock'>

/** The access token of a request: `Authorization: Bearer <token>` first, else the `accessToken` header. */
export function readAccessToken(headers: Headers): string | undefined {
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(headers.get('Authorization') ?? '')?.[1]
  return bearer ?? (headers.get('accessToken')?.trim() || undefined)
}

/**
 * Checks the access token of a request: signature, expiry (by the sandbox clock), then the database: the token
 * must have been issued here, its session not revoked, its user still there and not blocked.
 */
export async function authenticate(context: Context, headers: Headers): Promise<Authentication> {
  const token = readAccessToken(headers)
  if (!token) return { ok: false, message: AUTH_MESSAGES.unauthorized }
  const check = await checkAccessToken(token, signingSecret(context.db, isoNow(context)), context.clock.now())
  if (!check.ok) return { ok: false, message: check.reason === 'expired' ? AUTH_MESSAGES.tokenExpired : AUTH_MESSAGES.unauthorized }
  const row = one<{
    session_id: number
    revoked_at: string | null
    user_id: number
    email: string
    is_backoffice_user: number
    scope: string
    blocked_at: string | null
  }>(
    context.db,
    `SELECT a.session_id, s.revoked_at, u.id AS user_id, u.email, u.is_backoffice_user, u.scope, u.blocked_at
     FROM access_tokens a JOIN auth_sessions s ON s.id = a.session_id JOIN users u ON u.id = s.user_id
     WHERE a.jti = ?`,
    check.claims.jti,
  )
  if (!row || row.revoked_at !== null || row.blocked_at !== null || String(row.user_id) !== check.claims.sub) {
    return { ok: false, message: AUTH_MESSAGES.unauthorized }
  }
  return {
    ok: true,
    principal: {
      userId: row.user_id,
      email: row.email,
      // From the database, not the token's `bo`: a user taken out of the back office loses access at once.
      isBackofficeUser: row.is_backoffice_user === 1,
      scope: json<string[]>(row.scope, []),
      sessionId: row.session_id,
      jti: check.claims.jti,
    },
  }
}

/**
 * The session of a genuine access token, expired or not (logging out with an expired token still ends the
 * session); undefined for a missing, forged or unknown one.
 */
export async function sessionOfAccessToken(context: Context, headers: Headers): Promise<number | undefined> {
  const token = readAccessToken(headers)
  if (!token) return undefined
  const check = await checkAccessToken(token, signingSecret(context.db, isoNow(context)), context.clock.now())
  const claims = check.ok ? check.claims : check.reason === 'expired' ? check.claims : undefined
  if (!claims) return undefined
  return one<{ session_id: number }>(context.db, 'SELECT session_id FROM access_tokens WHERE jti = ?', claims.jti)?.session_id
}
