import { Hono } from 'hono'
import { requireBackofficeUser } from '../auth/auth.middleware'
import { readJsonObject } from '../http/http.body'
import type { SandboxEnv } from '../http/http.env'
import { fail } from '../http/http.errors'
import { invalid, optionalId, requiredId } from '../http/http.input'
import { isoNow, type SandboxContext } from '../sandbox/sandbox.context'
import { EDITABLE_FIELDS, readElementFields, readNewElement } from './element.input'
import { ELEMENT_MESSAGES } from './element.messages'
import { createElement, elementJson, elementsByHandlers, updateElement } from './element.records'

const MAX_HANDLERS = 20

/**
 * `api/v1/cms/element/*`: the layout elements (header, footer, cookie bar) for every visitor, and their editing
 * (`create`, `update/{id}`) for back-office users only.
 */
export function elementRoutes(context: SandboxContext): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>()
  const backoffice = requireBackofficeUser(context)

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
    const rows = elementsByHandlers(context.db, handlers as string[], c.get('language'))
    return c.json({ data: rows.map(elementJson) })
  })

  routes.post('/element/create', backoffice, async (c) => {
    const element = readNewElement(await readJsonObject(c), c.get('contentLanguage'))
    return c.json({ data: elementJson(createElement(context.db, element, isoNow(context))) })
  })

  routes.patch('/element/update/:id', backoffice, async (c) => {
    const id = requiredId(c.req.param('id'), 'id')
    const body = await readJsonObject(c)
    if (body.id !== undefined && optionalId(body.id, 'id') !== id) invalid('id', ELEMENT_MESSAGES.idOfUrl)
    if (!EDITABLE_FIELDS.some((key) => body[key] !== undefined)) fail(400, ELEMENT_MESSAGES.nothingToUpdate)
    const fields = readElementFields(body)
    return c.json({ data: elementJson(updateElement(context.db, id, fields, isoNow(context))) })
  })

  return routes
}
