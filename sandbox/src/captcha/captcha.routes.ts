import { Hono } from 'hono'
import { readJsonObject } from '../http/http.body'
import { invalid } from '../http/http.input'
import type { SandboxEnv } from '../http/http.env'
import type { SandboxContext } from '../sandbox/sandbox.context'
import { CAPTCHA_SCRIPT } from './captcha.script'
import { issueCaptchaToken } from './captcha.tokens'

/**
 * `/__captcha/*`: the emulated invisible captcha (back-office spec §7 "A captcha script is loaded from a
 * third-party service (version 2, invisible)"). Outside `api/`, so without an apiKey: a browser loads the script
 * by a script tag and the script asks for tokens.
 */
export function captchaRoutes(context: SandboxContext): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>()
  routes.get('/api.js', (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8')
    c.header('Cache-Control', 'no-store')
    return c.body(CAPTCHA_SCRIPT)
  })
  routes.post('/execute', async (c) => {
    const { sitekey } = await readJsonObject(c)
    return c.json({ data: { token: issueCaptchaToken(context.db, sitekey, context.clock.now()) } })
  })
  return routes
}

/** `PUT /__sandbox/captcha { siteKey }` (control): the key the site's forms ask for; `null` turns the captcha off. */
export function captchaControlRoutes(context: SandboxContext): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>()
  routes.put('/', async (c) => {
    const { siteKey } = await readJsonObject(c)
    if (siteKey !== null && (typeof siteKey !== 'string' || siteKey.trim() === '' || siteKey.length > 200)) {
      invalid('siteKey', 'siteKey must be a non-empty string of at most 200 characters, or null.')
    }
    context.db.prepare('UPDATE sites SET captcha_site_key = ?').run(siteKey)
    return c.json({ data: { siteKey } })
  })
  return routes
}
