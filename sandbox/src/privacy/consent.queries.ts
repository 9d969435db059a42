import type Database from 'better-sqlite3'
import { all } from '../db/db.statements'
import { storedText } from '../db/db.texts'
import type { RequestLanguage } from '../http/http.language'

/** The form kinds that carry consents (storefront spec §3), the values of an assignment's `assigned_to`. */
export const CONSENT_FORM_TYPES = ['Newsletter', 'Contact', 'Register', 'Checkout', 'Address', 'Product availability'] as const

/** A privacy consent as the web sees it, texts in the request language. */
export interface ConsentJson {
  id: number
  uniqueNumber: string
  displayName: string
  description: string
}

/** Which consents a form type shows (unique numbers, in display order) and which of them must be ticked. */
export interface ConsentAssignmentJson {
  id: number
  slug: string
  assigned_to: string
  consents: string[]
  requiredConsents: string[]
}

interface ConsentRow {
  id: number
  unique_number: string
  display_name: string
  description: string
  for_web: number
}

/** The consents in their position order; `forWeb` narrows to the ones shown on the web (or hidden from it). */
export function readConsents(db: Database.Database, language: RequestLanguage, forWeb?: boolean): ConsentJson[] {
  const rows = all<ConsentRow>(db, 'SELECT id, unique_number, display_name, description, for_web FROM consents ORDER BY position, id')
  return rows
    .filter((row) => forWeb === undefined || Boolean(row.for_web) === forWeb)
    .map((row) => ({
      id: row.id,
      uniqueNumber: row.unique_number,
      displayName: storedText(row.display_name, language),
      description: storedText(row.description, language),
    }))
}

interface AssignmentItemRow {
  id: number
  slug: string
  assigned_to: string
  unique_number: string | null
  is_required: number | null
}

/** Every consent assignment in id order, with its consents by position. */
export function readAssignments(db: Database.Database): ConsentAssignmentJson[] {
  const rows = all<AssignmentItemRow>(
    db,
    `SELECT a.id, a.slug, a.assigned_to, c.unique_number, i.is_required
       FROM consent_assignments a
       LEFT JOIN consent_assignment_items i ON i.assignment_id = a.id
       LEFT JOIN consents c ON c.id = i.consent_id
      ORDER BY a.id, i.position`,
  )
  const assignments = new Map<number, ConsentAssignmentJson>()
  for (const row of rows) {
    let assignment = assignments.get(row.id)
    if (!assignment) {
      assignment = { id: row.id, slug: row.slug, assigned_to: row.assigned_to, consents: [], requiredConsents: [] }
      assignments.set(row.id, assignment)
    }
    if (row.unique_number === null) continue
    assignment.consents.push(row.unique_number)
    if (row.is_required) assignment.requiredConsents.push(row.unique_number)
  }
  return [...assignments.values()]
}
