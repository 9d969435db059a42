import { createReviewsService, type ReviewsService } from '@vitrina/sdk/account'
import { useStorefront } from './storefront.context'

/**
 * Hands through the instance's reviews service (`createReviewsService` from `@vitrina/sdk/account`, one per
 * instance): the review settings with the shopper's own review, writing a review and changing one's own. It has no
 * stores; a form keeps its answer (a refusal's `error.messageKey` is the text to show).
 *
 * @example
 * ```tsx
 * import { useReviews } from '@vitrina/react'
 * import type { Id } from '@vitrina/sdk'
 *
 * function useReviewForm(productId: Id, setError: (messageKey: string | null) => void) {
 *   const reviews = useReviews()
 *   return async (rating: number, comment: string) => {
 *     const result = await reviews.create({ productId, rating, comment })
 *     setError(result.ok ? null : result.error.messageKey) // e.g. 'core.comments.alreadyPosted'
 *   }
 * }
 * ```
 */
export function useReviews(): ReviewsService {
  return createReviewsService(useStorefront())
}
