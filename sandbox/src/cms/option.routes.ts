import { Hono } from 'hono'
import { paginate, positiveInt } from '../http/http.envelope'
import type { SandboxEnv } from '../http/http.env'
import type { SandboxContext } from '../sandbox/sandbox.context'
import { readOptions } from './option.queries'

/** `GET api/v1/cms/option/filter` and `GET api/v1/cms/pipeline/hasRunningPipeline`. */
export function optionRoutes(context: SandboxContext): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>()
  routes.get('/option/filter', (c) => {
    const options = readOptions(context.db, c.req.query('key') || undefined)
    const page = positiveInt(c.req.query('page'), 1)
    const perPage = positiveInt(c.req.query('perPage') ?? c.req.query('limit'), 100, 1000)
    return c.json({ data: paginate(options, page, perPage) })
  })
  // The sandbox never builds the static site, so no pipeline ever runs.
  routes.get('/pipeline/hasRunningPipeline', (c) => c.json({ data: { hasRunningPipeline: false } }))
  return routes
}
