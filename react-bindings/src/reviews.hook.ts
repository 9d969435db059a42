import { createReviewsService, type ReviewsService } from '@vitrina/sdk/account'
import { useStorefront } from './storefront.context'

/**
 * Hands through the instance's reviews service (`createReviewsService` from `@vitrina/sdk/account`, one per
 * instance): the review settings with the shopper's own review, writing a review and changing one's own. It has no
 * stores; a form keeps its answer (a refusal's `error.messageKey` is the text to show).
 *
 * @example
 * ```tsx
 * const reviews = useReviews()
 * const result = await reviews.create({ productId: product.id, rating, comment })
 * setError(result.ok ? null : result.error.messageKey) // e.g. 'core.comments.alreadyPosted'
 * ```
 */
export function useReviews(): ReviewsService {
  return createReviewsService(useStorefront())
}
