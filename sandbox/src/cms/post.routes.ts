import { Hono } from 'hono'
import { requireBackofficeUser } from '../auth/auth.middleware'
import { readJsonObject } from '../http/http.body'
import { paginate, withTotals } from '../http/http.envelope'
import type { SandboxEnv } from '../http/http.env'
import { fail } from '../http/http.errors'
import { invalid, optionalDate, optionalSort, optionalStringList, readPaging } from '../http/http.input'
import { isoNow, type SandboxContext } from '../sandbox/sandbox.context'
import { readNewPost } from './post.input'
import { findPostId, findPostIds, POST_SORT_PARAMS, type PostFilter, readPosts } from './post.queries'
import { authorName, createPost, readEditedPost } from './post.records'

const DISPLAYS = ['list', 'full'] as const

/**
 * `POST api/v1/cms/post/filterStandard` and `GET api/v1/cms/post/get/slug/{slug}` for every visitor (published posts
 * only), and `POST api/v1/cms/post/create` for back-office users only.
 */
export function postRoutes(context: SandboxContext): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>()
  const backoffice = requireBackofficeUser(context)

  routes.post('/post/create', backoffice, async (c) => {
    const post = readNewPost(await readJsonObject(c), c.get('contentLanguage'))
    const id = createPost(context.db, post, authorName(context.db, c.get('auth').userId), isoNow(context))
    return c.json({ data: readEditedPost(context.db, id, post.language, c.get('site').api_key_id) })
  })

  routes.post('/post/filterStandard', async (c) => {
    const body = await readJsonObject(c)
    const display = body.display ?? 'list'
    if (typeof display !== 'string' || !(DISPLAYS as readonly string[]).includes(display)) invalid('display', 'display must be list or full.')
    const filter: PostFilter = {}
    const postTypes = optionalStringList(body.postTypeSlugs, 'postTypeSlugs')
    if (postTypes) filter.postTypes = postTypes
    const termSlugs = optionalStringList(body.termSlugs, 'termSlugs')
    if (termSlugs) filter.termSlugs = termSlugs
    const dateFrom = optionalDate(body.dateFrom, 'dateFrom')
    if (dateFrom) filter.dateFrom = dateFrom
    const dateTo = optionalDate(body.dateTo, 'dateTo')
    if (dateTo) filter.dateTo = dateTo
    const sort = optionalSort(body.sort, POST_SORT_PARAMS)
    const paging = readPaging(body, { defaultLimit: 10, maxLimit: 100 })
    const page = paginate(findPostIds(context.db, filter, sort, c.get('contentLanguage')), paging.page, paging.limit)
    const records = readPosts(context.db, page.records, c.get('language'), c.get('site').api_key_id, display === 'full')
    return c.json({ data: withTotals({ records, pagination: page.pagination }) })
  })

  routes.get('/post/get/slug/:slug', (c) => {
    const id = findPostId(context.db, c.req.param('slug'), c.get('contentLanguage'))
    const [post] = id === undefined ? [] : readPosts(context.db, [id], c.get('language'), c.get('site').api_key_id, true)
    if (!post) fail(404, 'Post not found.')
    return c.json({ data: post })
  })

  return routes
}
