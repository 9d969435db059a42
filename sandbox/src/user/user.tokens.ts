import { hashToken, randomToken } from '../auth/token.opaque'
import { one, sql } from '../db/db.statements'
import { isoNow, type SandboxContext } from '../sandbox/sandbox.context'

/** The one-time tokens of e-mailed links (refresh tokens share the table but live in auth.sessions.ts). */
export type LinkTokenKind = 'emailVerification' | 'passwordReset'

/** How long an e-mailed link works: a registration's for 7 days, a password reset's for 60 minutes. */
export const LINK_TOKEN_TTL_SECONDS: Record<LinkTokenKind, number> = {
  emailVerification: 7 * 24 * 60 * 60,
  passwordReset: 60 * 60,
}

type Context = Pick<SandboxContext, 'db' | 'clock'>

/** Issues a token of `kind` for `userId`: 32 random bytes as base64url, stored only as a hash. */
export function issueLinkToken(context: Context, userId: number, kind: LinkTokenKind): string {
  const token = randomToken(32)
  const expiresAt = new Date(context.clock.now() + LINK_TOKEN_TTL_SECONDS[kind] * 1000).toISOString()
  sql(context.db, 'INSERT INTO user_tokens (user_id, kind, token_hash, expires_at, created_at) VALUES (?, ?, ?, ?, ?)').run(
    userId,
    kind,
    hashToken(token),
    expiresAt,
    isoNow(context),
  )
  return token
}

/**
 * Uses up a token of `kind`: answers its user and marks it used, or undefined for an unknown, used or expired
 * (by the sandbox clock) token. Call it inside the transaction that acts on the user, so a token is good once
 * even when two requests race.
 */
export function useLinkToken(context: Context, kind: LinkTokenKind, token: string): number | undefined {
  const row = one<{ id: number; user_id: number; expires_at: string; used_at: string | null }>(
    context.db,
    'SELECT id, user_id, expires_at, used_at FROM user_tokens WHERE token_hash = ? AND kind = ?',
    hashToken(token),
    kind,
  )
  if (!row || row.used_at !== null || Date.parse(row.expires_at) <= context.clock.now()) return undefined
  sql(context.db, 'UPDATE user_tokens SET used_at = ? WHERE id = ?').run(isoNow(context), row.id)
  return row.user_id
}

/** Makes every unused token of `kind` of `userId` unusable (a newer reset e-mail replaces the older ones). */
export function voidLinkTokens(context: Context, userId: number, kind: LinkTokenKind): void {
  sql(context.db, 'UPDATE user_tokens SET used_at = ? WHERE user_id = ? AND kind = ? AND used_at IS NULL').run(isoNow(context), userId, kind)
}
