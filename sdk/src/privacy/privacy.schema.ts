import * as z from 'zod/mini'
import { idSchema } from '../catalog/catalog.schema'
import { pagedSchema } from '../paging/paging.schema'
import type { Paged } from '../paging/paging.types'
import type { Consent } from './privacy.types'

// Unique numbers are text on the wire; a backend that sends them as numbers is read the same way.
const uniqueNumber = z.pipe(idSchema, z.transform(String))

/** A consent assignment: which consents a form type shows and which it requires, by unique number. */
export interface ConsentAssignment {
  assigned_to: string
  consents: string[]
  requiredConsents: string[]
}

export const assignmentPageSchema: z.ZodMiniType<Paged<ConsentAssignment>> = pagedSchema(
  z.looseObject({ assigned_to: z.string(), consents: z.array(uniqueNumber), requiredConsents: z._default(z.array(uniqueNumber), []) }),
)

export const consentPageSchema: z.ZodMiniType<Paged<Omit<Consent, 'required'>>> = pagedSchema(
  z.looseObject({ id: idSchema, uniqueNumber, displayName: z.string() }),
)

/** `web/consent/log/create` answers the stored log. */
export const consentLogSchema = z.looseObject({ id: idSchema })
