import type Database from 'better-sqlite3'
import { all } from '../db/db.statements'
import { fail, type FieldError } from '../http/http.errors'

/** A consent log as `web/consent/log/create` takes it, checked. */
export interface ConsentLogInput {
  status: 'accepted'
  statusTimestamp: string
  sourceType: 'cmsSite'
  /** Consent ids, each once, in the order sent. */
  consents: number[]
  user: { userType: 'webUser'; email: string }
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/
const MAX_CONSENTS = 100

/**
 * Reads the body of a consent log (storefront spec §7: "status 'accepted', statusTimestamp, sourceType 'cmsSite',
 * consents (ids), user {userType 'webUser', email}"). Every problem is reported at once in `errors`, the first
 * one as `message`, so a client sees all that is wrong with one call.
 */
export function readConsentLogInput(db: Database.Database, body: Record<string, unknown>): ConsentLogInput {
  const errors: FieldError[] = []
  const problem = (path: string, message: string) => errors.push({ path, message })

  if (body.status !== 'accepted') problem('status', "status must be 'accepted'.")
  const timestamp = body.statusTimestamp
  if (typeof timestamp !== 'string' || !DATE_TIME.test(timestamp) || Number.isNaN(Date.parse(timestamp))) {
    problem('statusTimestamp', 'statusTimestamp must be an ISO date-time.')
  }
  if (body.sourceType !== 'cmsSite') problem('sourceType', "sourceType must be 'cmsSite'.")

  const consents: number[] = []
  if (!Array.isArray(body.consents) || body.consents.length === 0 || body.consents.length > MAX_CONSENTS) {
    problem('consents', `consents must be a list of 1 to ${MAX_CONSENTS} consent ids.`)
  } else {
    const known = new Set(all<{ id: number }>(db, 'SELECT id FROM consents').map((row) => row.id))
    body.consents.forEach((value: unknown, i) => {
      const id = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value
      if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) problem(`consents[${i}]`, `consents[${i}] must be a positive integer.`)
      else if (!known.has(id)) problem(`consents[${i}]`, `consents[${i}] is not a known consent id.`)
      else if (!consents.includes(id)) consents.push(id)
    })
  }

  const user = body.user
  let email = ''
  if (user === null || typeof user !== 'object' || Array.isArray(user)) {
    problem('user', 'user must be an object { userType, email }.')
  } else {
    const { userType, email: rawEmail } = user as Record<string, unknown>
    if (userType !== 'webUser') problem('user.userType', "user.userType must be 'webUser'.")
    email = typeof rawEmail === 'string' ? rawEmail.trim() : ''
    if (!EMAIL.test(email) || email.length > 255) problem('user.email', 'user.email must be an e-mail address.')
  }

  if (errors.length > 0) fail(400, errors[0]!.message, errors)
  return { status: 'accepted', statusTimestamp: timestamp as string, sourceType: 'cmsSite', consents, user: { userType: 'webUser', email } }
}
