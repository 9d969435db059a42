import type Database from 'better-sqlite3'
import { one } from '../db/db.statements'
import { AUTH_MESSAGES } from './auth.messages'
import { hashPassword, verifyPassword } from './password.hash'

/** The outcome of a username/password check. */
export type CredentialCheck =
  | { ok: true; userId: number; isBackofficeUser: boolean }
  | { ok: false; message: typeof AUTH_MESSAGES.unknownUserOrPassword | typeof AUTH_MESSAGES.invalidLogin }

interface LoginRow {
  id: number
  password_hash: string | null
  is_backoffice_user: number
  email_verified_at: string | null
  blocked_at: string | null
}

/**
 * Checks a username (the e-mail address, any case) and password. The password is checked before the account's
 * state, so `INVALID_LOGIN` (blocked, unverified) is told only to someone who knows the password; a guest row
 * has no password and can never log in, so it answers `INVALID_LOGIN` whatever was typed.
 */
export function checkCredentials(db: Database.Database, username: string, password: string): CredentialCheck {
  const user = one<LoginRow>(db, 'SELECT id, password_hash, is_backoffice_user, email_verified_at, blocked_at FROM users WHERE email = ?', username.trim())
  if (!user) {
    // Spend the same scrypt time as for a wrong password, so response times do not tell which e-mails exist.
    verifyPassword(password, decoyHash())
    return { ok: false, message: AUTH_MESSAGES.unknownUserOrPassword }
  }
  if (user.password_hash === null) return { ok: false, message: AUTH_MESSAGES.invalidLogin }
  if (!verifyPassword(password, user.password_hash)) return { ok: false, message: AUTH_MESSAGES.unknownUserOrPassword }
  if (user.blocked_at !== null || user.email_verified_at === null) return { ok: false, message: AUTH_MESSAGES.invalidLogin }
  return { ok: true, userId: user.id, isBackofficeUser: user.is_backoffice_user === 1 }
}

let decoy: string | undefined
function decoyHash(): string {
  decoy ??= hashPassword('decoy password for unknown users')
  return decoy
}
