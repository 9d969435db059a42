import { withMessageKey } from '../account/account.notices'
import type { Review } from '../content/content.types'
import { serviceCall } from '../internal/call'
import { lazySchemas } from '../internal/lazy-schemas'
import { serviceOf } from '../internal/per-storefront'
import type { Result } from '../result/result.types'
import { contextOf } from '../storefront/storefront.internals'
import type { Storefront } from '../storefront/storefront.types'
import { REVIEW_MESSAGE_KEYS as K } from './reviews.messages.keys'
import type { ReviewsService } from './reviews.types'

const schemas = /* @__PURE__ */ lazySchemas(() => import('./reviews.schema'))

/** The server texts of docs/contract/catalog.md "Reviews", each with the key of its item in spec §8 "Reviews". */
const SERVER_KEYS: Readonly<Record<string, string>> = {
  'Only one comment per user.': K.onlyOnePerUser,
  'Comment already posted.': K.alreadyPosted,
  'Comment not found.': K.notFound,
  'Logged-in users only.': K.loggedInOnly,
  'Comments disabled.': K.disabled,
  'Comment and rating required.': K.needCommentAndRating,
  'Comment editing not allowed.': K.editingNotAllowed,
}

function createReviews(shop: Storefront): ReviewsService {
  const cms = serviceCall(contextOf(shop).http, 'cms')

  /**
   * Sends a write; a refusal the server sends comes back with the key of its spec §8 item: a visitor's (spec §6 "login
   * required") as `core.comments.loggedInOnly`, a rating without a comment or the other way round as
   * `core.comments.needCommentAndRating`. The backend checks both (it trims the comment), so the SDK does not check
   * them again before sending: the app shows the login prompt instead of the form, and the form marks both fields
   * required.
   */
  async function write(method: 'POST' | 'PATCH', path: string, body: object): Promise<Result<Review>> {
    const result = await cms(method, path, schemas('reviewSchema'), body)
    const key = result.ok ? undefined : SERVER_KEYS[(result.error as { serverMessage?: string }).serverMessage ?? '']
    return key && !result.ok ? { ok: false, error: withMessageKey(result.error, key) } : result
  }

  return {
    options: (productId, options) => cms('POST', 'comment/getOptions', schemas('reviewOptionsSchema'), { productId }, options),
    create: (review) => write('POST', 'comment/create', review),
    update: (id, change) => write('PATCH', `comment/update/${encodeURIComponent(String(id))}`, change),
  }
}

/**
 * The reviews service of a storefront instance: the review settings of a product with the logged-in shopper's own
 * review, writing a review and changing one's own. Created on the first call and the same service for every later
 * call with the same instance.
 *
 * @param shop - An instance made by `createStorefront`.
 *
 * @example
 * ```ts
 * import type { ProductSummary } from '@vitrina/sdk'
 * import { createReviewsService } from '@vitrina/sdk/account'
 *
 * declare const product: ProductSummary
 * declare function showError(messageKey: string): void
 *
 * const reviews = createReviewsService(shop)
 * const result = await reviews.create({ productId: product.id, rating: 5, comment: 'Preporučujem!' })
 * if (!result.ok) showError(result.error.messageKey) // e.g. 'core.comments.alreadyPosted'
 * ```
 */
export function createReviewsService(shop: Storefront): ReviewsService {
  return serviceOf(shop, createReviews)
}
