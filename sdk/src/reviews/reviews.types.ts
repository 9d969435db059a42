import type { Review } from '../content/content.types'
import type { CallOptions } from '../http/http.types'
import type { Result } from '../result/result.types'
import type { Id } from '../site/site.types'

/** Storefront spec §9 "Rating stars 5": a rating is a whole number from 1 to this. */
export const REVIEW_MAX_RATING = 5

/** A new review of a product: a rating from 1 to 5 and a comment, both required (spec §8). */
export interface NewReview {
  /** The reviewed product. */
  productId: Id
  /** The rating, a whole number from 1 to 5. */
  rating: number
  /** The comment (trimmed; not blank). */
  comment: string
}

/** A change of the shopper's own review: what is left out stays as it was. */
export interface ReviewChange {
  /** The new rating, a whole number from 1 to 5. */
  rating?: number
  /** The new comment (trimmed; not blank). */
  comment?: string
}

/** The site's review settings for a product and the logged-in shopper's own review of it (`comment/getOptions`). */
export interface ReviewOptions {
  /** Reviews can be written at all. */
  enabled: boolean
  /** A new or edited review waits for a back-office user to publish it before it is listed. */
  requiresApproval: boolean
  /** The highest rating (5). */
  maxRating: number
  /** Whether the backend saw a logged-in user. */
  loggedIn: boolean
  /** Whether the shopper may write a new review of the product (enabled, logged in, none of theirs yet). */
  canComment: boolean
  /** The shopper's own review of the product, published or waiting (`status` `pending`), or null. */
  ownComment: Review | null
}

/**
 * Product reviews of the logged-in shopper (storefront spec §6: one per user, only one's own editable, login
 * required). Create it with `createReviewsService(shop)` from `@vitrina/sdk/account`; the list of a product's
 * published reviews is `shop.content.filterReviews`. Failures come back with the message keys of spec §8 "Reviews"
 * (`REVIEW_MESSAGE_KEYS.alreadyPosted` ...), ready to show as the form's error text.
 */
export interface ReviewsService {
  /** The review settings and the shopper's own review of a product (`POST comment/getOptions`). */
  options(productId: Id, options?: CallOptions): Promise<Result<ReviewOptions>>
  /**
   * Writes a review (`POST comment/create`). A refusal comes back with the key of its spec §8 item, e.g.
   * `core.comments.alreadyPosted` for a second review, `core.comments.loggedInOnly` for a visitor.
   */
  create(review: NewReview): Promise<Result<Review>>
  /** Changes the shopper's own review (`PATCH comment/update/{id}`); someone else's is `core.comments.editingNotAllowed`. */
  update(id: Id, change: ReviewChange): Promise<Result<Review>>
}
