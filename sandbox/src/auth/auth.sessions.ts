import { all, one, sql } from '../db/db.statements'
import { isoNow, type SandboxContext } from '../sandbox/sandbox.context'
import { type AccessTokenClaims, signAccessClaims } from './token.access'
import { hashToken, randomToken } from './token.opaque'
import { signingSecret } from './token.secret'

/** How a session was started: the refresh strategy (token pairs; also admin and social) or the local one (one token). */
export type SessionStrategy = 'refresh' | 'local'

/** Why a session ended early. */
export type RevokeReason = 'logout' | 'reuse'

/** An access token and the refresh token that replaces it. */
export interface TokenPair {
  accessToken: string
  refreshToken: string
}

/** What a refresh token buys: a new pair, or nothing (the caller answers 401 either way). */
export type RefreshOutcome = { ok: true; tokens: TokenPair } | { ok: false }

type Context = Pick<SandboxContext, 'db' | 'clock' | 'tokens'>

/** Starts a login session for `userId`; its tokens are recorded with {@link recordTokenPair} or {@link recordAccessToken}. */
export function startSession(context: Context, userId: number, strategy: SessionStrategy): number {
  const result = sql(context.db, 'INSERT INTO auth_sessions (user_id, strategy, created_at) VALUES (?, ?, ?)').run(userId, strategy, isoNow(context))
  return Number(result.lastInsertRowid)
}

/**
 * Records an access token of `sessionId` that lives `ttlSeconds` from the sandbox clock and returns its claims, which
 * {@link signAccessToken} turns into the token. Recording and signing are apart because signing is asynchronous (Web
 * Crypto) and better-sqlite3's transactions are not: a transaction records, and the token is signed once it commits.
 */
export function recordAccessToken(context: Context, sessionId: number, ttlSeconds: number): AccessTokenClaims {
  const user = sessionUser(context, sessionId)
  const iat = Math.floor(context.clock.now() / 1000)
  const claims = { sub: String(user.id), email: user.email, bo: user.is_backoffice_user === 1, iat, exp: iat + ttlSeconds, jti: randomToken(16) }
  sql(context.db, 'INSERT INTO access_tokens (jti, session_id, expires_at, created_at) VALUES (?, ?, ?, ?)').run(
    claims.jti,
    sessionId,
    claims.exp,
    isoNow(context),
  )
  return claims
}

/** Signs the claims of a recorded access token with the sandbox's key. */
export function signAccessToken(context: Context, claims: AccessTokenClaims): Promise<string> {
  return signAccessClaims(claims, signingSecret(context.db, isoNow(context)))
}

/** A token pair as {@link recordTokenPair} records it: the refresh token, and the claims of its access token, unsigned. */
export interface RecordedTokenPair {
  accessClaims: AccessTokenClaims
  refreshToken: string
}

/** Records an access token and a refresh token of `sessionId` (refresh strategy); {@link signTokenPair} gives the pair. */
export function recordTokenPair(context: Context, sessionId: number): RecordedTokenPair {
  const accessClaims = recordAccessToken(context, sessionId, context.tokens.accessTokenTtlSeconds)
  const refreshToken = randomToken(32)
  const expiresAt = new Date(context.clock.now() + context.tokens.refreshTokenTtlSeconds * 1000).toISOString()
  sql(context.db, "INSERT INTO user_tokens (user_id, kind, token_hash, expires_at, created_at, session_id) VALUES (?, 'refresh', ?, ?, ?, ?)").run(
    sessionUser(context, sessionId).id,
    hashToken(refreshToken),
    expiresAt,
    isoNow(context),
    sessionId,
  )
  return { accessClaims, refreshToken }
}

/** The token pair of a recorded one: its access token signed. */
export async function signTokenPair(context: Context, recorded: RecordedTokenPair): Promise<TokenPair> {
  return { accessToken: await signAccessToken(context, recorded.accessClaims), refreshToken: recorded.refreshToken }
}

/**
 * How long a refresh token that was just used may be used again (issue 16): several requests of one browser that
 * refresh the same token at once (tabs opened together after the access token expired, each rendered on the
 * server with the same cookies) each get a pair of the same session instead of ending it as a replay. Later, a used
 * token is a replay and revokes its session.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 30

/**
 * Trades a refresh token for a new pair (rotation). A token is good once, but for {@link REFRESH_REUSE_GRACE_SECONDS}
 * after its first use: later, a token that was already rotated is being replayed, by the thief or by the owner after
 * a thief, and "reuse of an already-rotated token also revokes its whole family", so every token of its session stops
 * working. Runs in one transaction and reports
 * the refusal as a value, so that the revocation commits although the caller answers 401.
 */
export async function rotateRefreshToken(context: Context, refreshToken: string): Promise<RefreshOutcome> {
  const outcome = context.db.transaction((): { ok: true; recorded: RecordedTokenPair } | { ok: false } => {
    const row = one<{
      id: number
      session_id: number | null
      expires_at: string
      used_at: string | null
      revoked_at: string | null
      blocked_at: string | null
    }>(
      context.db,
      `SELECT t.id, t.session_id, t.expires_at, t.used_at, s.revoked_at, u.blocked_at
       FROM user_tokens t JOIN auth_sessions s ON s.id = t.session_id JOIN users u ON u.id = t.user_id
       WHERE t.token_hash = ? AND t.kind = 'refresh'`,
      hashToken(refreshToken),
    )
    if (!row || row.session_id === null || row.revoked_at !== null) return { ok: false }
    const now = context.clock.now()
    if (row.used_at !== null && now - Date.parse(row.used_at) > REFRESH_REUSE_GRACE_SECONDS * 1000) {
      revokeSession(context, row.session_id, 'reuse')
      return { ok: false }
    }
    if (Date.parse(row.expires_at) <= now || row.blocked_at !== null) return { ok: false }
    // Within the grace a used token gets one more pair of the same session; its first use keeps its time.
    if (row.used_at === null) sql(context.db, 'UPDATE user_tokens SET used_at = ? WHERE id = ?').run(isoNow(context), row.id)
    return { ok: true, recorded: recordTokenPair(context, row.session_id) }
  })()
  return outcome.ok ? { ok: true, tokens: await signTokenPair(context, outcome.recorded) } : outcome
}

/** The session of a refresh token (used or not), or undefined for an unknown one. */
export function sessionOfRefreshToken(context: Context, refreshToken: string): number | undefined {
  return (
    one<{ session_id: number | null }>(context.db, "SELECT session_id FROM user_tokens WHERE token_hash = ? AND kind = 'refresh'", hashToken(refreshToken))
      ?.session_id ?? undefined
  )
}

/** Ends a session: its access tokens and refresh tokens are refused from now on. Revoking twice keeps the first reason. */
export function revokeSession(context: Context, sessionId: number, reason: RevokeReason): void {
  sql(context.db, 'UPDATE auth_sessions SET revoked_at = ?, revoked_reason = ? WHERE id = ? AND revoked_at IS NULL').run(isoNow(context), reason, sessionId)
}

/**
 * Ends every open session of `userId` but `exceptSessionId` (the caller's own, after a password change).
 * The reason is recorded as `logout`: the column's CHECK (migration 2) knows only logout and reuse, and a
 * session ended by a password change or reset is, for its holder, logged out.
 */
export function revokeUserSessions(context: Context, userId: number, exceptSessionId?: number): void {
  const sessions = all<{ id: number }>(context.db, 'SELECT id FROM auth_sessions WHERE user_id = ? AND revoked_at IS NULL', userId)
  for (const session of sessions) if (session.id !== exceptSessionId) revokeSession(context, session.id, 'logout')
}

function sessionUser(context: Context, sessionId: number): { id: number; email: string; is_backoffice_user: number } {
  const user = one<{ id: number; email: string; is_backoffice_user: number }>(
    context.db,
    'SELECT u.id, u.email, u.is_backoffice_user FROM auth_sessions s JOIN users u ON u.id = s.user_id WHERE s.id = ?',
    sessionId,
  )
  if (!user) throw new Error(`Session ${sessionId} does not exist.`)
  return user
}
