import { Hono } from 'hono'
import { all, one } from '../db/db.statements'
import { readJsonObject } from '../http/http.body'
import { paginate, withTotals } from '../http/http.envelope'
import type { SandboxEnv } from '../http/http.env'
import { fail } from '../http/http.errors'
import { invalid, optionalId, optionalSort, readPaging } from '../http/http.input'
import type { SandboxContext } from '../sandbox/sandbox.context'

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

interface CommentRow {
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

const SORT_PARAMS = ['createdAt', 'rating', 'id'] as const
const SORT_COLUMNS: Record<(typeof SORT_PARAMS)[number], string> = { createdAt: 'created_at', rating: 'rating', id: 'id' }

/** `POST api/v1/cms/comment/filterStandard`: the approved reviews of a product (or comments of a post). */
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
