import type Database from 'better-sqlite3'
import { one, sql } from '../db/db.statements'
import { fail } from '../http/http.errors'
import { invalid } from '../http/http.input'
import { COMMENT_MAX_LENGTH, COMMENT_MESSAGES } from './comment.messages'
import type { CommentSettings } from './comment.settings'

/** A review's row as the write rules read it. */
export interface CommentRow {
  id: number
  product_id: number | null
  post_id: number | null
  user_id: number | null
  author_name: string
  rating: number | null
  body: string
  status: 'approved' | 'pending'
  created_at: string
  updated_at: string
}

/** What a shopper writes: a rating from 1 to 5 and a comment; either may be absent in the body, then checked together. */
export interface ReviewInput {
  rating: number | null | undefined
  comment: string | undefined
}

const COLUMNS = 'id, product_id, post_id, user_id, author_name, rating, body, status, created_at, updated_at'

/** Reads `rating` and `comment` of a body (400 for a wrong type or range; absent or blank is left to {@link requireBoth}). */
export function readReviewInput(body: Record<string, unknown>): ReviewInput {
  // 0 is "no star chosen", as a form without a choice sends it: missing, like null.
  const rating = body.rating === 0 ? null : body.rating
  const { comment } = body
  if (rating !== undefined && rating !== null && (typeof rating !== 'number' || !Number.isInteger(rating) || rating < 1 || rating > 5)) {
    invalid('rating', 'rating must be a whole number from 1 to 5.')
  }
  if (comment !== undefined && comment !== null && typeof comment !== 'string') invalid('comment', 'comment must be a string.')
  const text = typeof comment === 'string' ? comment.trim() : undefined
  if (text !== undefined && text.length > COMMENT_MAX_LENGTH) invalid('comment', `comment must be at most ${COMMENT_MAX_LENGTH} characters.`)
  return { rating: rating as number | null | undefined, comment: text }
}

/** Spec §8 "need a comment or rating (and a rating with a comment and vice versa)": both, or a 400 naming what is missing. */
function requireBoth(rating: number | null | undefined, comment: string | undefined): { rating: number; comment: string } {
  const missing = [...(rating ? [] : ['rating']), ...(comment ? [] : ['comment'])]
  if (missing.length > 0) {
    fail(
      400,
      COMMENT_MESSAGES.commentAndRatingRequired,
      missing.map((path) => ({ path, message: COMMENT_MESSAGES.commentAndRatingRequired })),
    )
  }
  return { rating: rating!, comment: comment! }
}

/** The user's review of a product (published or waiting), if any. */
export function ownReview(db: Database.Database, userId: number, productId: number): CommentRow | undefined {
  return one<CommentRow>(db, `SELECT ${COLUMNS} FROM comments WHERE user_id = ? AND product_id = ? ORDER BY id LIMIT 1`, userId, productId)
}

/** A review by id. */
export function reviewById(db: Database.Database, id: number): CommentRow | undefined {
  return one<CommentRow>(db, `SELECT ${COLUMNS} FROM comments WHERE id = ?`, id)
}

/**
 * "The product's rating follows": `rating` becomes the average of its published reviews (one decimal) and
 * `ratingCount` their number. Run after every change of a product's reviews.
 */
export function refreshProductRating(db: Database.Database, productId: number): void {
  sql(
    db,
    `UPDATE products SET
       rating = coalesce((SELECT round(avg(rating), 1) FROM comments WHERE product_id = @id AND status = 'approved' AND rating IS NOT NULL), 0),
       rating_count = (SELECT count(*) FROM comments WHERE product_id = @id AND status = 'approved' AND rating IS NOT NULL)
     WHERE id = @id`,
  ).run({ id: productId })
}

/** The name a review shows: the first name and the initial of the last one (`Ana H.`), or the e-mail's local part. */
function authorNameOf(db: Database.Database, userId: number): string {
  const user = one<{ first_name: string | null; last_name: string | null; email: string }>(
    db,
    'SELECT first_name, last_name, email FROM users WHERE id = ?',
    userId,
  )
  const first = user?.first_name?.trim()
  const last = user?.last_name?.trim()
  if (first) return last ? `${first} ${last[0]!.toUpperCase()}.` : first
  return user?.email.split('@')[0] ?? ''
}

/**
 * A new review of a product by a logged-in user. One per user and product: a second one answers 409, with
 * `Comment already posted.` while the first waits for publishing and `Only one comment per user.` once it
 * is published. With admin publishing on, the review is `pending`: not listed and not counted in the rating.
 */
export function createReview(db: Database.Database, settings: CommentSettings, userId: number, productId: number, input: ReviewInput, now: string): CommentRow {
  const { rating, comment } = requireBoth(input.rating, input.comment)
  if (!one(db, 'SELECT 1 FROM products WHERE id = ? AND archived = 0', productId)) fail(404, 'Product not found.')
  return db.transaction(() => {
    const existing = ownReview(db, userId, productId)
    if (existing) fail(409, existing.status === 'pending' ? COMMENT_MESSAGES.alreadyPosted : COMMENT_MESSAGES.onlyOnePerUser)
    const status = settings.requiresApproval ? 'pending' : 'approved'
    const { lastInsertRowid } = sql(
      db,
      `INSERT INTO comments (product_id, user_id, author_name, rating, body, status, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(productId, userId, authorNameOf(db, userId), rating, comment, status, now, now)
    if (status === 'approved') refreshProductRating(db, productId)
    return reviewById(db, Number(lastInsertRowid))!
  })()
}

/**
 * Changes the user's own review: fields left out keep their value, and the result must still have both. Someone
 * else's published review answers 409 `Comment editing not allowed.`; someone else's review still waiting for
 * publishing answers 404 as an unknown id would, since nobody but its author and the back-office may know it exists.
 * With admin publishing on, the edited review waits again.
 */
export function updateReview(db: Database.Database, settings: CommentSettings, userId: number, id: number, input: ReviewInput, now: string): CommentRow {
  const review = reviewById(db, id)
  if (!review || (review.user_id !== userId && review.status !== 'approved')) fail(404, COMMENT_MESSAGES.notFound)
  if (review.user_id !== userId) fail(409, COMMENT_MESSAGES.editingNotAllowed)
  const { rating, comment } = requireBoth(input.rating === undefined ? review.rating : input.rating, input.comment === undefined ? review.body : input.comment)
  return db.transaction(() => {
    const status = settings.requiresApproval ? 'pending' : 'approved'
    sql(db, 'UPDATE comments SET rating = ?, body = ?, status = ?, updated_at = ? WHERE id = ?').run(rating, comment, status, now, id)
    if (review.product_id !== null) refreshProductRating(db, review.product_id)
    return reviewById(db, id)!
  })()
}

/** A back-office user publishes a waiting review: it is listed and counts in the product's rating. */
export function publishReview(db: Database.Database, id: number, now: string): CommentRow {
  const review = reviewById(db, id)
  if (!review) fail(404, COMMENT_MESSAGES.notFound)
  return db.transaction(() => {
    sql(db, "UPDATE comments SET status = 'approved', updated_at = ? WHERE id = ?").run(now, id)
    if (review.product_id !== null) refreshProductRating(db, review.product_id)
    return reviewById(db, id)!
  })()
}
