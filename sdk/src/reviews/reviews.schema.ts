import * as v from 'valibot'
import type { Review } from '../content/content.types'
import { idSchema } from '../internal/id.schema'
import type { ReviewOptions } from './reviews.types'

// docs/contract/catalog.md, "Reviews": the fields the SDK reads are checked, the rest kept as sent.

/** `comment/create` and `comment/update/{id}`: the review as saved. */
export const reviewSchema: v.GenericSchema<unknown, Review> = v.looseObject({ id: idSchema, comment: v.string() })

/** `comment/getOptions`. */
export const reviewOptionsSchema: v.GenericSchema<unknown, ReviewOptions> = v.looseObject({
  enabled: v.boolean(),
  requiresApproval: v.boolean(),
  maxRating: v.number(),
  loggedIn: v.boolean(),
  canComment: v.boolean(),
  ownComment: v.nullable(reviewSchema),
})
