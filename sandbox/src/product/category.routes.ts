import { Hono } from 'hono'
import { readJsonObject } from '../http/http.body'
import { paginate } from '../http/http.envelope'
import type { SandboxEnv } from '../http/http.env'
import { fail } from '../http/http.errors'
import { invalid, optionalBoolean, optionalId, optionalIdList, optionalString, readPaging } from '../http/http.input'
import type { SandboxContext } from '../sandbox/sandbox.context'
import { findCategoryId, nestCategories, readCategoryDetail, readCategoryList } from './category.queries'
import { foldText } from './product.search'

/** `GET web/category/get/{id}`, `GET web/category/get/slug/{slug}` and `POST web/category/filter`. */
export function categoryRoutes(context: SandboxContext): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>()

  routes.get('/web/category/get/slug/:slug', (c) => {
    const language = c.get('language')
    const id = findCategoryId(context.db, c.req.param('slug'), language)
    const category = id === undefined ? undefined : readCategoryDetail(context.db, id, language, c.get('site').api_key_id)
    if (!category) fail(404, 'Category not found.')
    return c.json({ data: category })
  })

  routes.get('/web/category/get/:id', (c) => {
    const raw = c.req.param('id')
    if (!/^\d+$/.test(raw)) invalid('id', 'id must be a positive integer.')
    const category = readCategoryDetail(context.db, Number(raw), c.get('language'), c.get('site').api_key_id)
    if (!category) fail(404, 'Category not found.')
    return c.json({ data: category })
  })

  // List mode pages the categories sorted by id (the link builder reads id, slug, name); tree mode answers
  // every root with its sub-categories nested in `children`, all sorted by id, on one page.
  routes.post('/web/category/filter', async (c) => {
    const body = await readJsonObject(c)
    const tree = optionalBoolean(body.tree, 'tree') ?? false
    const ids = optionalIdList(body.ids, 'ids')
    const parentId = optionalId(body.parentId, 'parentId')
    const keywords = optionalString(body.keywords, 'keywords')
    const paging = readPaging(body, { defaultLimit: 100, maxLimit: 1000 })
    let categories = readCategoryList(context.db, c.get('language'), c.get('site').api_key_id, ids)
    if (parentId !== undefined) categories = categories.filter((category) => category.parentId === parentId)
    if (keywords) {
      const folded = foldText(keywords)
      categories = categories.filter((category) => foldText(category.name).includes(folded) || category.slug.includes(folded))
    }
    if (tree) {
      const roots = nestCategories(categories)
      return c.json({ data: paginate(roots, 1, Math.max(1, roots.length)) })
    }
    return c.json({ data: paginate(categories, paging.page, paging.limit) })
  })

  return routes
}
