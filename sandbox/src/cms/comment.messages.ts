/**
 * The server texts of the review calls (docs/contract/catalog.md, Reviews): one per error of storefront spec §8
 * "Reviews: only one per user, already posted, not found, logged-in only, comments disabled, need a comment or rating
 * (and a rating with a comment and vice versa), comment editing not allowed". Clients match them exactly.
 */
export const COMMENT_MESSAGES = {
  /** A second review of a product whose first one is published. */
  onlyOnePerUser: 'Only one comment per user.',
  /** A second review of a product whose first one still waits for publishing. */
  alreadyPosted: 'Comment already posted.',
  notFound: 'Comment not found.',
  loggedInOnly: 'Logged-in users only.',
  disabled: 'Comments disabled.',
  /** A review without its rating, without its comment, or without either. */
  commentAndRatingRequired: 'Comment and rating required.',
  editingNotAllowed: 'Comment editing not allowed.',
} as const

/** The longest comment the sandbox keeps. */
export const COMMENT_MAX_LENGTH = 2000
