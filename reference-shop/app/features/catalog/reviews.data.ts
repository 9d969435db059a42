import type { Review } from '@vitrina/sdk'

/** The product page's reviews: the newest published ones and what the shopper may do (docs/contract/catalog.md, Reviews). */
export interface ProductReviewsData {
  records: Review[]
  total: number
  /** Reviews can be written on the site. */
  enabled: boolean
  /** The backend saw a logged-in shopper (else the page shows the login prompt). */
  loggedIn: boolean
  /** The shopper may write a new review (none of theirs yet). */
  canComment: boolean
  /** The shopper's own review, published or waiting for publishing, shown as editable. */
  own: Review | null
}

/** What the review form's post answers: the saved review, or the message key of the refusal (spec §8 "Reviews"). */
export type ReviewActionData = { review: Review; error: null } | { review: null; error: string }
