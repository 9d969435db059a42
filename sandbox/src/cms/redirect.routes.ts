import { Hono } from 'hono'
import { all, one, sql } from '../db/db.statements'
import { readJsonObject } from '../http/http.body'
import type { SandboxEnv } from '../http/http.env'
import { fail } from '../http/http.errors'
import { isoNow, type SandboxContext } from '../sandbox/sandbox.context'

const MAX_PATH_LENGTH = 2000

/** `POST api/v1/cms/redirect/addFailedRequest`: counts the paths that answered 404 in the shop. */
export function redirectRoutes(context: SandboxContext): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>()
  routes.post('/redirect/addFailedRequest', async (c) => {
    const { path } = await readJsonObject(c)
    if (typeof path !== 'string' || !path.startsWith('/')) {
      const message = 'path must be a string starting with "/".'
      fail(400, message, [{ path: 'path', message }])
    }
    if (path.length > MAX_PATH_LENGTH) {
      const message = `path must be at most ${MAX_PATH_LENGTH} characters.`
      fail(400, message, [{ path: 'path', message }])
    }
    const now = isoNow(context)
    sql(
      context.db,
      `INSERT INTO failed_requests (path, count, first_at, last_at) VALUES (@path, 1, @now, @now)
       ON CONFLICT (path) DO UPDATE SET count = count + 1, last_at = @now`,
    ).run({ path, now })
    const row = one<{ count: number }>(context.db, 'SELECT count FROM failed_requests WHERE path = ?', path)
    return c.json({ data: { path, count: row?.count ?? 1 } })
  })
  return routes
}

/** A path the shop reported as a 404, how often and when (the control API's `GET /__sandbox/failed-requests`). */
export interface FailedRequest {
  path: string
  count: number
  firstAt: string
  lastAt: string
}

/** Every reported 404 path, the most recently reported first. */
export function listFailedRequests(context: SandboxContext): FailedRequest[] {
  return all<FailedRequest>(context.db, 'SELECT path, count, first_at AS firstAt, last_at AS lastAt FROM failed_requests ORDER BY last_at DESC, path')
}
