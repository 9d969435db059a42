import { Hono } from 'hono'
import { all } from '../db/db.statements'
import { readJsonObject } from '../http/http.body'
import { paginate } from '../http/http.envelope'
import type { SandboxEnv } from '../http/http.env'
import { optionalIdList, optionalString, optionalStringList, readPaging } from '../http/http.input'
import type { SandboxContext } from '../sandbox/sandbox.context'
import { foldText } from './product.search'

interface TagRow {
  id: number
  name: string
  slug: string
  productCount: number
}

/** `POST web/tag/filter`: the product tags (novo, najprodavanije, popust) with the number of listed products. */
export function tagRoutes(context: SandboxContext): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>()
  routes.post('/web/tag/filter', async (c) => {
    const body = await readJsonObject(c)
    const ids = optionalIdList(body.ids, 'ids')
    const slugs = optionalStringList(body.slugs, 'slugs')
    const keywords = optionalString(body.keywords, 'keywords')
    const paging = readPaging(body, { defaultLimit: 10, maxLimit: 100 })
    const tags = all<TagRow>(
      context.db,
      `SELECT tg.id, tg.name, tg.slug,
              (SELECT count(*) FROM product_tags pt JOIN products p ON p.id = pt.product_id
                WHERE pt.tag_id = tg.id AND p.visible = 1 AND p.archived = 0 AND p.parent_id IS NULL) AS productCount
         FROM tags tg ORDER BY tg.id`,
    ).filter(
      (tag) =>
        (!ids || ids.includes(tag.id)) &&
        (!slugs || slugs.some((slug) => slug.toLowerCase() === tag.slug)) &&
        (!keywords || foldText(tag.name).includes(foldText(keywords))),
    )
    return c.json({ data: paginate(tags, paging.page, paging.limit) })
  })
  return routes
}
