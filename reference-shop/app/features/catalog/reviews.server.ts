import { createContentService, type Id } from '@vitrina/sdk'
import { createReviewsService } from '@vitrina/sdk/account'
import { data } from 'react-router'
import { formText } from '../auth/account-form.server'
import type { ProductReviewsData, ReviewActionData } from './reviews.data'
import { requestStorefront, storefrontCookieHeaders, type LoaderInput, type RequestStorefront } from '../storefront/storefront.server'

/** How many published reviews the product page shows. */
export const REVIEWS_SHOWN = 10

/**
 * The reviews of a product page. A failure leaves the list empty and the form out rather than failing the page: the
 * product is what the shopper came for.
 */
export async function loadProductReviews(storefront: RequestStorefront, productId: Id): Promise<ProductReviewsData> {
  await storefront.session
  const [list, options] = await Promise.all([
    createContentService(storefront.shop).filterReviews({ productId, limit: REVIEWS_SHOWN }),
    createReviewsService(storefront.shop).options(productId),
  ])
  const settings = options.ok ? options.data : null
  return {
    records: list.ok ? list.data.records : [],
    total: list.ok ? list.data.total : 0,
    enabled: settings?.enabled ?? false,
    loggedIn: settings?.loggedIn ?? storefront.shop.auth.$user.get() !== null,
    canComment: settings?.canComment ?? false,
    own: settings?.ownComment ?? null,
  }
}

/**
 * The product page's action: the review form (a new review, or with `id` a change of the shopper's own), sent with
 * the request's session. A refusal answers its status and message key for the form to show; a saved review lets
 * React Router reload the page's data, so the own review and the rating show what was saved.
 */
export async function reviewAction({ request, context }: LoaderInput) {
  const storefront = requestStorefront(request, context)
  await storefront.session
  const form = await request.formData()
  // No star chosen is 0, which the backend reads as "no rating" (spec §8 "a rating with a comment and vice versa").
  const review = { rating: Number(formText(form, 'rating')) || 0, comment: formText(form, 'comment') }
  const id = formText(form, 'id')
  const reviews = createReviewsService(storefront.shop)
  const result = id ? await reviews.update(id, review) : await reviews.create({ ...review, productId: Number(formText(form, 'productId')) })
  const headers = storefrontCookieHeaders(storefront)
  if (result.ok) return data<ReviewActionData>({ review: result.data, error: null }, { headers })
  const status = result.error.status >= 400 && result.error.status < 600 ? result.error.status : 502
  return data<ReviewActionData>({ review: null, error: result.error.messageKey }, { status, headers })
}
