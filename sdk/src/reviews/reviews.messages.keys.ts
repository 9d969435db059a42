/**
 * The message keys of the review errors of storefront spec §8 "Reviews", one per item, by a short name
 * (`createReviewsService`). Kept apart from `ACCOUNT_MESSAGE_KEYS`, which every page's shell loads, as only the review
 * form needs them; their texts are in the account catalogs (`accountMessages`).
 */
export const REVIEW_MESSAGE_KEYS = {
  /** A second review of the same product or post by the same shopper. */
  onlyOnePerUser: 'core.comments.onlyOnePerUser',
  /** The review was already posted (a repeated submission). */
  alreadyPosted: 'core.comments.alreadyPosted',
  /** Editing or deleting a review that does not exist. */
  notFound: 'core.comments.notFound',
  /** Posting a review without being logged in. */
  loggedInOnly: 'core.comments.loggedInOnly',
  /** Reviews are turned off for the site. */
  disabled: 'core.comments.disabled',
  /** A review without a rating or without a comment. */
  needCommentAndRating: 'core.comments.needCommentAndRating',
  /** Editing a review that is not the shopper's own. */
  editingNotAllowed: 'core.comments.editingNotAllowed',
} as const
