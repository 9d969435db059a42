import { Hono } from 'hono'
import type { SandboxEnv } from '../http/http.env'
import { fail } from '../http/http.errors'
import type { SandboxContext } from '../sandbox/sandbox.context'
import { navigationTreeExists, readNavigationTree } from './navigation.queries'

/** `GET api/v1/cms/navigation/tree/{id}`. */
export function navigationRoutes(context: SandboxContext): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>()
  routes.get('/navigation/tree/:id', (c) => {
    const treeId = c.req.param('id')
    if (!navigationTreeExists(context.db, treeId)) fail(404, 'Navigation tree not found.')
    const data = readNavigationTree(context.db, treeId, c.get('language'), c.get('site').api_key_id)
    return c.json({ data })
  })
  return routes
}
