import { hashToken, randomToken } from '../auth/token.opaque'
import { one, sql } from '../db/db.statements'
import type { RequestLanguage } from '../http/http.language'
import { sendMail } from '../mail/mail.box'
import { shopLink } from '../mail/mail.links'
import { composeMail } from '../mail/mail.templates'
import { isoNow, type SandboxContext } from '../sandbox/sandbox.context'

/** What a confirmed form releases: a message to show, a URL to open, or a file to download. */
export type FormGoalType = 'message' | 'url' | 'file'

/** The goal types, for input checks. */
export const FORM_GOAL_TYPES: readonly FormGoalType[] = ['message', 'url', 'file']

/** A form's double opt-in to start (a form with `double_opt_in`, once the forms issue stores submissions). */
export interface FormConfirmationInput {
  email: string
  goal: string
  goalType: FormGoalType
  /** The shop's origin the e-mailed link points to (`shopOrigin` of the request). */
  shopOrigin: string
  language: RequestLanguage
}

/** The answer of `GET cms/form/confirmEmail/{token}`. */
export interface ConfirmedForm {
  goal: string
  goalType: FormGoalType
  confirmedEmail: string
}

type Context = Pick<SandboxContext, 'db' | 'clock'>

/**
 * Stores a form confirmation and mails its link `{shop}/potvrdi-email?token={token}` (in the shopper's language)
 * to `email`, in one transaction. Answers the token (only its hash is kept), for the caller and for tests.
 */
export function createFormConfirmation(context: Context, input: FormConfirmationInput): { token: string } {
  const token = randomToken(32)
  const now = isoNow(context)
  const mail = composeMail('formConfirmation', input.language, shopLink(input.shopOrigin, input.language, 'confirmEmail', 'token', token))
  context.db.transaction(() => {
    sql(context.db, 'INSERT INTO form_confirmations (token_hash, email, goal, goal_type, created_at) VALUES (?, ?, ?, ?, ?)').run(
      hashToken(token),
      input.email,
      input.goal,
      input.goalType,
      now,
    )
    sendMail(context.db, { ...mail, to: input.email, kind: 'formConfirmation', now })
  })()
  return { token }
}

/**
 * Confirms the form of `token`: the first call stamps it, later calls answer the same (a shopper who opens the
 * link twice sees the goal twice). Undefined for an unknown token.
 */
export function confirmForm(context: Context, token: string): ConfirmedForm | undefined {
  const row = one<{ id: number; email: string; goal: string; goal_type: FormGoalType }>(
    context.db,
    'SELECT id, email, goal, goal_type FROM form_confirmations WHERE token_hash = ?',
    hashToken(token),
  )
  if (!row) return undefined
  sql(context.db, 'UPDATE form_confirmations SET confirmed_at = ? WHERE id = ? AND confirmed_at IS NULL').run(isoNow(context), row.id)
  return { goal: row.goal, goalType: row.goal_type, confirmedEmail: row.email }
}
