import * as v from 'valibot'
import { idSchema } from '../internal/id.schema'
import { pagedSchema } from '../paging/paging.schema'
import type { Paged } from '../paging/paging.types'
import type { Id } from '../site/site.types'
import type { AdminConsent } from './consent-admin.types'

// Unique numbers are text on the wire; a backend that sends them as numbers is read the same way.
const uniqueNumber = v.pipe(idSchema, v.transform(String))

/** A consent assignment as `cms/consent/filter` and `cms/consent/create` answer it. */
export interface WireAssignment {
  id: Id
  slug: string
  assigned_to: string
  consents: string[]
  requiredConsents: string[]
}

export const assignmentSchema: v.GenericSchema<unknown, WireAssignment> = v.looseObject({
  id: idSchema,
  slug: v.string(),
  assigned_to: v.string(),
  consents: v.array(uniqueNumber),
  requiredConsents: v.optional(v.array(uniqueNumber), []),
})

export const assignmentPageSchema: v.GenericSchema<unknown, Paged<WireAssignment>> = pagedSchema(assignmentSchema)

export const adminConsentPageSchema: v.GenericSchema<unknown, Paged<AdminConsent>> = pagedSchema(
  v.looseObject({ id: idSchema, uniqueNumber, displayName: v.string() }),
)
