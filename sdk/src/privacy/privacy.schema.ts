import * as v from 'valibot'
import { idSchema } from '../catalog/catalog.schema'
import { pagedSchema } from '../paging/paging.schema'
import type { Paged } from '../paging/paging.types'
import type { Consent } from './privacy.types'

// Unique numbers are text on the wire; a backend that sends them as numbers is read the same way.
const uniqueNumber = v.pipe(idSchema, v.transform(String))

/** A consent assignment: which consents a form type shows and which it requires, by unique number. */
export interface ConsentAssignment {
  assigned_to: string
  consents: string[]
  requiredConsents: string[]
}

export const assignmentPageSchema: v.GenericSchema<unknown, Paged<ConsentAssignment>> = pagedSchema(
  v.looseObject({ assigned_to: v.string(), consents: v.array(uniqueNumber), requiredConsents: v.optional(v.array(uniqueNumber), []) }),
)

export const consentPageSchema: v.GenericSchema<unknown, Paged<Omit<Consent, 'required'>>> = pagedSchema(
  v.looseObject({ id: idSchema, uniqueNumber, displayName: v.string() }),
)

/** `web/consent/log/create` answers the stored log. */
export const consentLogSchema = v.looseObject({ id: idSchema })
