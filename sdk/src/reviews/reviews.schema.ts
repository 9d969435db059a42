import * as z from 'zod/mini'
import type { Review } from '../content/content.types'
import { idSchema } from '../internal/id.schema'
import type { ReviewOptions } from './reviews.types'

// docs/contract/catalog.md, "Reviews": the fields the SDK reads are checked, the rest kept as sent.

/** `comment/create` and `comment/update/{id}`: the review as saved. */
export const reviewSchema: z.ZodMiniType<Review> = z.looseObject({ id: idSchema, comment: z.string() })

/** `comment/getOptions`. */
export const reviewOptionsSchema: z.ZodMiniType<ReviewOptions> = z.looseObject({
  enabled: z.boolean(),
  requiresApproval: z.boolean(),
  maxRating: z.number(),
  loggedIn: z.boolean(),
  canComment: z.boolean(),
  ownComment: z.nullable(reviewSchema),
})
