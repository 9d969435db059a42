import { Hono } from 'hono'
import { requireBackofficeUser } from '../auth/auth.middleware'
import type { SiteAuthEnv } from '../auth/auth.types'
import { readJsonObject } from '../http/http.body'
import { invalid, optionalIdList } from '../http/http.input'
import type { SandboxContext } from '../sandbox/sandbox.context'
import { deleteDriveItems } from './drive.items'
import { UPLOAD_LIMITS } from './drive.messages'

/** `api/v1/drive/*`: the media drive's item delete (back-office spec §4 "Media delete": drive item first). */
export function driveRoutes(context: SandboxContext): Hono<SiteAuthEnv> {
  const routes = new Hono<SiteAuthEnv>()

  routes.post('/item/delete', requireBackofficeUser(context), async (c) => {
    const body = await readJsonObject(c)
    const max = UPLOAD_LIMITS.maxDeleteIds
    const message = `targetIds must be a list of 1 to ${max} drive item ids.`
    if (!Array.isArray(body.targetIds) || body.targetIds.length === 0 || body.targetIds.length > max) invalid('targetIds', message)
    const ids = optionalIdList(body.targetIds, 'targetIds')!
    return c.json({ data: { deleted: deleteDriveItems(context.db, ids) } })
  })

  return routes
}
