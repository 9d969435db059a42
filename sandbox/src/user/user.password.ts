import { revokeUserSessions } from '../auth/auth.sessions'
import type { AuthPrincipal } from '../auth/auth.types'
import { hashPassword, verifyPassword } from '../auth/password.hash'
import { one, sql } from '../db/db.statements'
import { fail } from '../http/http.errors'
import type { RequestLanguage } from '../http/http.language'
import { sendMail } from '../mail/mail.box'
import { shopLink } from '../mail/mail.links'
import { composeMail } from '../mail/mail.templates'
import { isoNow, type SandboxContext } from '../sandbox/sandbox.context'
import { USER_MESSAGES } from './user.messages'
import { issueLinkToken, useLinkToken, voidLinkTokens } from './user.tokens'

type Context = Pick<SandboxContext, 'db' | 'clock' | 'tokens'>

/**
 * Changes the password of a logged-in user (`password/reset`): the old one must match (400 'Incorrect old
 * password.') and the new one differ from it. Every other login of the user ends (a password change is how a
 * shopper throws out whoever else knew the old one); the session that asked keeps working.
 */
export function changePassword(context: Context, auth: AuthPrincipal, oldPassword: string, newPassword: string): void {
  const db = context.db
  const stored = one<{ password_hash: string | null }>(db, 'SELECT password_hash FROM users WHERE id = ?', auth.userId)
  if (!stored?.password_hash || !verifyPassword(oldPassword, stored.password_hash)) fail(400, USER_MESSAGES.incorrectOldPassword)
  if (newPassword.normalize('NFC') === oldPassword.normalize('NFC')) fail(400, USER_MESSAGES.passwordUnchanged)
  const hash = hashPassword(newPassword)
  db.transaction(() => {
    sql(db, 'UPDATE users SET password_hash = ?, updated_at = ? WHERE id = ?').run(hash, isoNow(context), auth.userId)
    revokeUserSessions(context, auth.userId, auth.sessionId)
  }).immediate()
}

/** Where a reset e-mail's link points. */
export interface ResetLinkOptions {
  shopOrigin: string
  language: RequestLanguage
}

/**
 * `password/forgot`: for an existing, registered, not blocked account, voids its earlier reset links, issues a
 * new one (60 minutes) and mails it. Anyone else gets nothing, and the caller cannot tell the difference (the
 * route answers the same either way): no account enumeration.
 */
export function requestPasswordReset(context: Context, email: string, options: ResetLinkOptions): void {
  const db = context.db
  db.transaction(() => {
    const user = one<{ id: number; email: string; first_name: string }>(
      db,
      'SELECT id, email, first_name FROM users WHERE email = ? AND is_guest = 0 AND blocked_at IS NULL AND password_hash IS NOT NULL',
      email,
    )
    if (!user) return
    voidLinkTokens(context, user.id, 'passwordReset')
    const token = issueLinkToken(context, user.id, 'passwordReset')
    const link = shopLink(options.shopOrigin, options.language, 'resetPassword', 'token', token)
    sendMail(db, { ...composeMail('passwordReset', options.language, link, user.first_name), to: user.email, kind: 'passwordReset', now: isoNow(context) })
  }).immediate()
}

/**
 * `password/set`: sets the password of the reset link's account and uses the token up. Every login of the
 * account ends (whoever asked for the reset may be locking out someone who knew the old password). An account
 * that had not confirmed its e-mail is confirmed now: the link reached that inbox.
 */
export function setPasswordWithToken(context: Context, token: string, password: string): void {
  const db = context.db
  const hash = hashPassword(password)
  db.transaction(() => {
    const userId = useLinkToken(context, 'passwordReset', token) ?? fail(400, USER_MESSAGES.invalidResetToken)
    const now = isoNow(context)
    sql(db, 'UPDATE users SET password_hash = ?, email_verified_at = COALESCE(email_verified_at, ?), updated_at = ? WHERE id = ?').run(hash, now, now, userId)
    revokeUserSessions(context, userId)
  }).immediate()
}
