import * as z from 'zod/mini'
import { idSchema } from '../internal/id.schema'
import { pagedSchema } from '../paging/paging.schema'
import type { Paged } from '../paging/paging.types'
import type { Id } from '../site/site.types'
import type { AdminConsent } from './consent-admin.types'

// Unique numbers are text on the wire; a backend that sends them as numbers is read the same way.
const uniqueNumber = z.pipe(idSchema, z.transform(String))

/** A consent assignment as `cms/consent/filter` and `cms/consent/create` answer it. */
export interface WireAssignment {
  id: Id
  slug: string
  assigned_to: string
  consents: string[]
  requiredConsents: string[]
}

export const assignmentSchema: z.ZodMiniType<WireAssignment> = z.looseObject({
  id: idSchema,
  slug: z.string(),
  assigned_to: z.string(),
  consents: z.array(uniqueNumber),
  requiredConsents: z._default(z.array(uniqueNumber), []),
})

export const assignmentPageSchema: z.ZodMiniType<Paged<WireAssignment>> = pagedSchema(assignmentSchema)

export const adminConsentPageSchema: z.ZodMiniType<Paged<AdminConsent>> = pagedSchema(z.looseObject({ id: idSchema, uniqueNumber, displayName: z.string() }))
