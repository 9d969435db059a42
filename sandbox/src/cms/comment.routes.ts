import { Hono, type Context } from 'hono'
import { requireBackofficeUser } from '../auth/auth.middleware'
import { authenticate, readAccessToken } from '../auth/auth.verify'
import { all, one } from '../db/db.statements'
import { readJsonObject } from '../http/http.body'
import { paginate, withTotals } from '../http/http.envelope'
import type { SandboxEnv } from '../http/http.env'
import { fail } from '../http/http.errors'
import { invalid, optionalId, optionalSort, readPaging, requiredId } from '../http/http.input'
import { isoNow, type SandboxContext } from '../sandbox/sandbox.context'
import { COMMENT_MESSAGES } from './comment.messages'
import { readCommentSettings } from './comment.settings'
import { createReview, ownReview, publishReview, readReviewInput, updateReview, type CommentRow } from './comment.write'

/** A product review (or a post comment) as lists show it. */
export interface CommentJson {
  id: number
  productId: number | null
  postId: number | null
  userId: number | null
  authorName: string
  rating: number | null
  comment: string
  status: 'approved' | 'pending'
  createdAt: string
  updatedAt: string
}

const SORT_PARAMS = ['createdAt', 'rating', 'id'] as const
const SORT_COLUMNS: Record<(typeof SORT_PARAMS)[number], string> = { createdAt: 'created_at', rating: 'rating', id: 'id' }

/** The user of a review call: spec §6 "login required", so a call without a token answers 401 `Logged-in users only.` */
async function reviewer(context: SandboxContext, c: Context<SandboxEnv>): Promise<number> {
  if (!readAccessToken(c.req.raw.headers)) fail(401, COMMENT_MESSAGES.loggedInOnly)
  const result = await authenticate(context, c.req.raw.headers)
  if (!result.ok) fail(401, result.message)
  return result.principal.userId
}

/**
 * `api/v1/cms/comment/*`: `filterStandard` (the approved reviews of a product, or comments of a post), `getOptions`
 * (the site's review settings and the caller's own review), `create` and `update/{id}` (a logged-in shopper's one
 * review per product) and `publish/{id}` (admin publishing, back-office users only).
 */
export function commentRoutes(context: SandboxContext): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>()
  routes.post('/comment/filterStandard', async (c) => {
    const body = await readJsonObject(c)
    const productId = optionalId(body.productId ?? body.product_id, body.productId === undefined && body.product_id !== undefined ? 'product_id' : 'productId')
    const postId = optionalId(body.postId ?? body.post_id, body.postId === undefined && body.post_id !== undefined ? 'post_id' : 'postId')
    if ((productId === undefined) === (postId === undefined)) invalid('productId', 'Exactly one of productId and postId is required.')
    const sort = optionalSort(body.sort, SORT_PARAMS) ?? { param: 'createdAt', order: 'desc' }
    const paging = readPaging(body, { defaultLimit: 10, maxLimit: 100 })
    if (productId !== undefined && !one(context.db, 'SELECT 1 FROM products WHERE id = ? AND archived = 0', productId)) fail(404, 'Product not found.')
    if (postId !== undefined && !one(context.db, "SELECT 1 FROM posts WHERE id = ? AND status = 'published'", postId)) fail(404, 'Post not found.')
    const rows = all<CommentRow>(
      context.db,
      `SELECT id, product_id, post_id, user_id, author_name, rating, body, status, created_at, updated_at FROM comments
        WHERE status = 'approved' AND ${productId !== undefined ? 'product_id' : 'post_id'} = ?
        ORDER BY ${SORT_COLUMNS[sort.param]} ${sort.order === 'asc' ? 'ASC' : 'DESC'}, id ASC`,
      productId ?? postId,
    )
    const page = paginate(rows.map(commentJson), paging.page, paging.limit)
    return c.json({ data: withTotals(page) })
  })

  routes.post('/comment/getOptions', async (c) => {
    const body = await readJsonObject(c)
    const productId = optionalId(body.productId ?? body.product_id, 'productId')
    if (productId !== undefined && !one(context.db, 'SELECT 1 FROM products WHERE id = ? AND archived = 0', productId)) fail(404, 'Product not found.')
    const settings = readCommentSettings(context.db, c.get('site').id)
    // Anonymous callers (and expired tokens) get the settings; the own review needs a user and a product.
    const auth = await authenticate(context, c.req.raw.headers)
    const own = auth.ok && productId !== undefined ? ownReview(context.db, auth.principal.userId, productId) : undefined
    return c.json({
      data: {
        enabled: settings.enabled,
        registeredOnly: true,
        requiresApproval: settings.requiresApproval,
        onePerUser: true,
        maxRating: 5,
        loggedIn: auth.ok,
        canComment: settings.enabled && auth.ok && own === undefined,
        ownComment: own ? commentJson(own) : null,
      },
    })
  })

  routes.post('/comment/create', async (c) => {
    const settings = readCommentSettings(context.db, c.get('site').id)
    if (!settings.enabled) fail(409, COMMENT_MESSAGES.disabled)
    const userId = await reviewer(context, c)
    const body = await readJsonObject(c)
    const productId = requiredId(body.productId ?? body.product_id, 'productId')
    const review = createReview(context.db, settings, userId, productId, readReviewInput(body), isoNow(context))
    return c.json({ data: commentJson(review) })
  })

  routes.patch('/comment/update/:id', async (c) => {
    const settings = readCommentSettings(context.db, c.get('site').id)
    if (!settings.enabled) fail(409, COMMENT_MESSAGES.disabled)
    const userId = await reviewer(context, c)
    const id = requiredId(c.req.param('id'), 'id')
    const body = await readJsonObject(c)
    return c.json({ data: commentJson(updateReview(context.db, settings, userId, id, readReviewInput(body), isoNow(context))) })
  })

  routes.patch('/comment/publish/:id', requireBackofficeUser(context), (c) =>
    c.json({ data: commentJson(publishReview(context.db, requiredId(c.req.param('id'), 'id'), isoNow(context))) }),
  )
  return routes
}

function commentJson(row: CommentRow): CommentJson {
  return {
    id: row.id,
    productId: row.product_id,
    postId: row.post_id,
    userId: row.user_id,
    authorName: row.author_name,
    rating: row.rating,
    comment: row.body,
    status: row.status,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}
