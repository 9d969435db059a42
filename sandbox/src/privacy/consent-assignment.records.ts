import type Database from 'better-sqlite3'
import { one, sql } from '../db/db.statements'
import { type ConsentAssignmentJson, readAssignments } from './consent.queries'
import type { ConsentAssignmentInput } from './consent-assignment.input'

/** The slug of a form type's assignment: `Product availability` is `product-availability`. */
export function assignmentSlug(formType: string): string {
  return formType.toLowerCase().replace(/[^a-z0-9]+/g, '-')
}

/**
 * Creates the assignment of the input's form type, or replaces the consents of the one it has (a form type has one
 * assignment: `assigned_to` is unique), in one transaction. Answers the stored assignment and whether it is new.
 */
export function saveConsentAssignment(db: Database.Database, input: ConsentAssignmentInput): { assignment: ConsentAssignmentJson; created: boolean } {
  return db.transaction(() => {
    const existing = one<{ id: number }>(db, 'SELECT id FROM consent_assignments WHERE assigned_to = ?', input.assigned_to)
    const id = existing
      ? existing.id
      : Number(
          sql(db, 'INSERT INTO consent_assignments (assigned_to, slug) VALUES (?, ?)').run(input.assigned_to, assignmentSlug(input.assigned_to))
            .lastInsertRowid,
        )
    sql(db, 'DELETE FROM consent_assignment_items WHERE assignment_id = ?').run(id)
    const insert = sql(
      db,
      'INSERT INTO consent_assignment_items (assignment_id, consent_id, is_required, position) SELECT ?, id, ?, ? FROM consents WHERE unique_number = ?',
    )
    input.consents.forEach((uniqueNumber, position) => insert.run(id, input.requiredConsents.includes(uniqueNumber) ? 1 : 0, position, uniqueNumber))
    const assignment = readAssignments(db).find((candidate) => candidate.id === id)!
    return { assignment, created: existing === undefined }
  })()
}
