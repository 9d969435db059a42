import type Database from 'better-sqlite3'
import { all } from '../db/db.statements'
import { fail, type FieldError } from '../http/http.errors'
import { CONSENT_FORM_TYPES } from './consent.queries'

/** One of the form kinds that carry consents. */
export type ConsentFormType = (typeof CONSENT_FORM_TYPES)[number]

/** A consent assignment as `consent/create` takes it, checked. */
export interface ConsentAssignmentInput {
  assigned_to: ConsentFormType
  /** Unique numbers of the consents the form shows, each once, in display order. */
  consents: string[]
  /** The ones of `consents` that must be ticked, in the order of `consents`. */
  requiredConsents: string[]
}

/** More than every seeded consent, and the admin screen's own limit of consents it lists (back-office spec §9). */
const MAX_CONSENTS = 100

/** A unique number as sent: a non-empty string, or a whole number (`1001`) read as its digits. */
function uniqueNumberOf(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return String(value)
  if (typeof value === 'string' && value.trim() !== '' && value.trim().length <= 50) return value.trim()
  return undefined
}

/**
 * Reads the body of `consent/create` (back-office spec §3 "Consent assignment: assigned_to (a form type), consents
 * (unique numbers), requiredConsents (unique numbers)"). `consents` must name known consents, each once;
 * `requiredConsents` must be a part of them, since a form cannot demand a consent it does not show. Every problem is
 * reported at once in `errors`, the first one as `message`, and nothing is stored.
 */
export function readConsentAssignmentInput(db: Database.Database, body: Record<string, unknown>): ConsentAssignmentInput {
  const errors: FieldError[] = []
  const problem = (path: string, message: string) => errors.push({ path, message })

  const assignedTo = body.assigned_to
  if (typeof assignedTo !== 'string' || !(CONSENT_FORM_TYPES as readonly string[]).includes(assignedTo)) {
    problem('assigned_to', `assigned_to must be one of ${CONSENT_FORM_TYPES.join(', ')}.`)
  }

  const known = new Set(all<{ unique_number: string }>(db, 'SELECT unique_number FROM consents').map((row) => row.unique_number))
  const consents: string[] = []
  if (!Array.isArray(body.consents) || body.consents.length > MAX_CONSENTS) {
    problem('consents', `consents must be a list of at most ${MAX_CONSENTS} consent unique numbers.`)
  } else {
    body.consents.forEach((value: unknown, i) => {
      const uniqueNumber = uniqueNumberOf(value)
      if (uniqueNumber === undefined) problem(`consents[${i}]`, `consents[${i}] must be a consent's unique number.`)
      else if (!known.has(uniqueNumber)) problem(`consents[${i}]`, `consents[${i}] is not a known consent: ${uniqueNumber}.`)
      else if (consents.includes(uniqueNumber)) problem(`consents[${i}]`, `consents[${i}] names ${uniqueNumber} a second time.`)
      else consents.push(uniqueNumber)
    })
  }

  const required = new Set<string>()
  const rawRequired = body.requiredConsents ?? []
  if (!Array.isArray(rawRequired) || rawRequired.length > MAX_CONSENTS) {
    problem('requiredConsents', `requiredConsents must be a list of at most ${MAX_CONSENTS} consent unique numbers.`)
  } else {
    rawRequired.forEach((value: unknown, i) => {
      const uniqueNumber = uniqueNumberOf(value)
      if (uniqueNumber === undefined) problem(`requiredConsents[${i}]`, `requiredConsents[${i}] must be a consent's unique number.`)
      else if (!consents.includes(uniqueNumber)) problem(`requiredConsents[${i}]`, `requiredConsents[${i}] must be one of consents: ${uniqueNumber} is not.`)
      else required.add(uniqueNumber)
    })
  }

  if (errors.length > 0) fail(400, errors[0]!.message, errors)
  return {
    assigned_to: assignedTo as ConsentFormType,
    consents,
    requiredConsents: consents.filter((uniqueNumber) => required.has(uniqueNumber)),
  }
}
