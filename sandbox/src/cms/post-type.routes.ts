import { Hono } from 'hono'
import { requireRight } from '../auth/auth.scope'
import { readJsonObject } from '../http/http.body'
import { paginate, withTotals } from '../http/http.envelope'
import type { SandboxEnv } from '../http/http.env'
import { optionalString, readPaging, requiredId } from '../http/http.input'
import type { SandboxContext } from '../sandbox/sandbox.context'
import { readNewPostType } from './post-type.input'
import { createPostType, deletePostType, findPostTypes, readPostType } from './post-type.records'

/**
 * `api/v1/cms/postType/*`: the page templates of the admin area (`/admin/templates`), for back-office users only:
 * listing needs the right `backoffice`, creating and deleting `cms:write` (auth.scope.ts).
 */
export function postTypeRoutes(context: SandboxContext): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>()
  const backoffice = requireRight(context, 'backoffice')
  const write = requireRight(context, 'cms:write')

  routes.post('/postType/create', write, async (c) => {
    const id = createPostType(context.db, readNewPostType(await readJsonObject(c)))
    return c.json({ data: readPostType(context.db, id, c.get('contentLanguage')) })
  })

  routes.post('/postType/filterStandard', backoffice, async (c) => {
    const body = await readJsonObject(c)
    const keywords = optionalString(body.keywords, 'keywords') ?? ''
    const paging = readPaging(body, { defaultLimit: 20, maxLimit: 100 })
    const page = paginate(findPostTypes(context.db, keywords, c.get('contentLanguage')), paging.page, paging.limit)
    return c.json({ data: withTotals(page) })
  })

  routes.delete('/postType/delete/:id', write, (c) => {
    const id = requiredId(c.req.param('id'), 'id')
    deletePostType(context.db, id)
    return c.json({ data: { id } })
  })

  return routes
}
