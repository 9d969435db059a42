import { hashPassword } from '../auth/password.hash'
import { one, sql } from '../db/db.statements'
import { fail } from '../http/http.errors'
import type { RequestLanguage } from '../http/http.language'
import { sendMail } from '../mail/mail.box'
import { shopLink } from '../mail/mail.links'
import { composeMail } from '../mail/mail.templates'
import { checkMemberCard } from '../membership/membership.service'
import { isoNow, type SandboxContext } from '../sandbox/sandbox.context'
import { insertAddress } from './user.address'
import { USER_MESSAGES } from './user.messages'
import type { RegistrationInput } from './user.register.input'
import { issueLinkToken, useLinkToken } from './user.tokens'

/** How a registration is carried out: the site's setting and where the confirmation link points. */
export interface RegistrationOptions {
  emailConfirmation: boolean
  shopOrigin: string
  language: RequestLanguage
}

/** A new account: its id, and the token of its confirmation link when the site asks for one. */
export interface Registration {
  userId: number
  verificationToken?: string
}

type Context = Pick<SandboxContext, 'db' | 'clock'>

/**
 * Creates the account of `input`. A member card is checked with the membership service first (400 for a card
 * that is not valid; 503 when the service is down). The password is hashed before the transaction (scrypt takes
 * ~40 ms, which no write lock should wait for); then one immediate transaction refuses a registered e-mail (409),
 * writes the user (a guest row with the e-mail becomes the account, keeping its id and so its guest orders) and
 * its addresses, and, with e-mail confirmation on, issues the link token and mails it. Without confirmation the
 * account is verified at once.
 */
export function registerUser(context: Context, input: RegistrationInput, options: RegistrationOptions): Registration {
  const db = context.db
  const now = isoNow(context)
  if (input.memberCardBarcode !== null && !checkMemberCard(db, input.memberCardBarcode, now)) fail(400, USER_MESSAGES.invalidMemberCard)
  const passwordHash = hashPassword(input.password)
  return db
    .transaction((): Registration => {
      const existing = one<{ id: number; is_guest: number }>(db, 'SELECT id, is_guest FROM users WHERE email = ?', input.email)
      if (existing && existing.is_guest !== 1) fail(409, USER_MESSAGES.userExists)
      const verifiedAt = options.emailConfirmation ? null : now
      let userId: number
      if (existing) {
        userId = existing.id
        sql(
          db,
          `UPDATE users SET email = ?, username = ?, password_hash = ?, first_name = ?, last_name = ?, member_card_barcode = COALESCE(?, member_card_barcode),
             is_guest = 0, language = ?, email_verified_at = ?, scope = '["shopper"]', updated_at = ? WHERE id = ?`,
        ).run(input.email, input.email, passwordHash, input.firstName, input.lastName, input.memberCardBarcode, options.language, verifiedAt, now, userId)
      } else {
        const { lastInsertRowid } = sql(
          db,
          `INSERT INTO users (email, username, password_hash, first_name, last_name, member_card_barcode, scope, language, email_verified_at, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, '["shopper"]', ?, ?, ?, ?)`,
        ).run(input.email, input.email, passwordHash, input.firstName, input.lastName, input.memberCardBarcode, options.language, verifiedAt, now, now)
        userId = Number(lastInsertRowid)
      }
      for (const address of input.addresses) insertAddress(db, userId, address, now)
      if (!options.emailConfirmation) return { userId }

      const verificationToken = issueLinkToken(context, userId, 'emailVerification')
      const link = shopLink(options.shopOrigin, options.language, 'confirmEmail', 'verificationToken', verificationToken)
      sendMail(db, { ...composeMail('verification', options.language, link, input.firstName), to: input.email, kind: 'verification', now })
      return { userId, verificationToken }
    })
    .immediate()
}

/** Confirms the e-mail of a registration's link: the account can log in from now on. 400 for a bad token. */
export function verifyEmail(context: Context, token: string): { email: string } {
  const db = context.db
  return db
    .transaction(() => {
      const userId = useLinkToken(context, 'emailVerification', token) ?? fail(400, USER_MESSAGES.invalidVerificationToken)
      sql(db, 'UPDATE users SET email_verified_at = COALESCE(email_verified_at, ?), updated_at = ? WHERE id = ?').run(isoNow(context), isoNow(context), userId)
      return { email: one<{ email: string }>(db, 'SELECT email FROM users WHERE id = ?', userId)!.email }
    })
    .immediate()
}
