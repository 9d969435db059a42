import { Hono } from 'hono'
import { requireUser } from '../auth/auth.middleware'
import type { AuthEnv } from '../auth/auth.types'
import { readJsonObject } from '../http/http.body'
import { invalid } from '../http/http.input'
import { isoNow, type SandboxContext } from '../sandbox/sandbox.context'
import { readGeneralSettings, settingName, writeGeneralSetting } from './user.general-settings'

/**
 * `api/v1/user/settings/general/user`: the logged-in user's own general settings (back-office spec §7, "settings
 * general user (group global, key language)"). `GET` lists them (query `group` and `key` narrow the list); `PUT`
 * sets one. The admin UI reads its language from `global` / `language`.
 */
export function generalSettingsRoutes(context: SandboxContext): Hono<AuthEnv> {
  const routes = new Hono<AuthEnv>()
  const user = requireUser(context)

  routes.get('/settings/general/user', user, (c) => {
    const group = settingName(c.req.query('group'), 'group', false)
    const key = settingName(c.req.query('key'), 'key', false)
    return c.json({ data: readGeneralSettings(context.db, c.get('auth').userId, { group, key }) })
  })

  routes.put('/settings/general/user', user, async (c) => {
    const body = await readJsonObject(c)
    const group = settingName(body.group, 'group', true)!
    const key = settingName(body.key, 'key', true)!
    const value = body.value
    if (value !== null && (typeof value !== 'string' || value.length > 200)) invalid('value', 'value must be a string of at most 200 characters, or null.')
    const userId = c.get('auth').userId
    writeGeneralSetting(context.db, userId, { group, key, value }, isoNow(context))
    return c.json({ data: readGeneralSettings(context.db, userId, { group, key })[0] ?? null })
  })

  return routes
}
