/**
 * The message keys of the review errors of storefront spec §8 "Reviews", one per item, by a short name
 * (`createReviewsService`). Kept apart from `ACCOUNT_MESSAGE_KEYS`, which every page's shell loads, as only the review
 * form needs them; their texts are in the account catalogs (`accountMessages`).
 */
export const REVIEW_MESSAGE_KEYS = {
  onlyOnePerUser: 'core.comments.onlyOnePerUser',
  alreadyPosted: 'core.comments.alreadyPosted',
  notFound: 'core.comments.notFound',
  loggedInOnly: 'core.comments.loggedInOnly',
  disabled: 'core.comments.disabled',
  needCommentAndRating: 'core.comments.needCommentAndRating',
  editingNotAllowed: 'core.comments.editingNotAllowed',
} as const
