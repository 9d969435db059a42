import { Hono } from 'hono'
import { all } from '../db/db.statements'
import { readJsonObject } from '../http/http.body'
import type { SandboxEnv } from '../http/http.env'
import { fail } from '../http/http.errors'
import type { SandboxContext } from '../sandbox/sandbox.context'

const MAX_HANDLERS = 20

interface ElementRow {
  id: number
  handler: string
  language: string
  type: string
  title: string
  slug: string
  meta: string
  mobile_meta: string
  options: string
  mobile_options: string
  parts: string
  link_meta: string
}

/** `POST api/v1/cms/element/getByHandlers`. */
export function elementRoutes(context: SandboxContext): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>()
  routes.post('/element/getByHandlers', async (c) => {
    const { handlers } = await readJsonObject(c)
    if (!Array.isArray(handlers) || handlers.length === 0 || !handlers.every((h) => typeof h === 'string' && h !== '')) {
      const message = 'handlers must be a non-empty array of strings.'
      fail(400, message, [{ path: 'handlers', message }])
    }
    if (handlers.length > MAX_HANDLERS) {
      const message = `handlers must hold at most ${MAX_HANDLERS} handlers.`
      fail(400, message, [{ path: 'handlers', message }])
    }
    const language = c.get('contentLanguage')
    const wanted = handlers as string[]
    const rows = all<ElementRow>(
      context.db,
      `SELECT * FROM cms_elements WHERE language IN (?, 'hr') AND handler IN (SELECT value FROM json_each(?))`,
      language,
      JSON.stringify(wanted),
    )
    // A handler missing in the request language falls back to its hr element.
    const byHandler = new Map<string, ElementRow>()
    for (const row of rows) {
      if (row.language === language || !byHandler.has(row.handler)) byHandler.set(row.handler, row)
    }
    const data = [...new Set(wanted)].flatMap((handler) => {
      const row = byHandler.get(handler)
      return row ? [elementJson(row)] : []
    })
    return c.json({ data })
  })
  return routes
}

function elementJson(row: ElementRow): Record<string, unknown> {
  return {
    id: row.id,
    handler: row.handler,
    type: row.type,
    language_code: row.language,
    title: row.title,
    slug: row.slug,
    meta: JSON.parse(row.meta) as unknown,
    mobileMeta: JSON.parse(row.mobile_meta) as unknown,
    options: JSON.parse(row.options) as unknown,
    mobileOptions: JSON.parse(row.mobile_options) as unknown,
    parts: JSON.parse(row.parts) as unknown,
    linkMeta: JSON.parse(row.link_meta) as unknown,
  }
}
