import { Hono } from 'hono'
import { readWireUser } from '../auth/auth.user'
import { readJsonObject } from '../http/http.body'
import type { SandboxEnv } from '../http/http.env'
import { shopOrigin } from '../mail/mail.links'
import type { SandboxContext } from '../sandbox/sandbox.context'
import { registerUser, verifyEmail } from './user.register'
import { readRegistration } from './user.register.input'
import { readAccountSettings } from './user.settings'

/** `POST api/v1/user/web/register` and `GET api/v1/user/web/verify/{token}`: no token needed. */
export function registerRoutes(context: SandboxContext): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>()

  routes.post('/web/register', async (c) => {
    const body = await readJsonObject(c)
    const site = c.get('site')
    const input = readRegistration(context.db, body)
    const registration = registerUser(context, input, {
      emailConfirmation: readAccountSettings(context.db, site.id).emailConfirmation,
      shopOrigin: shopOrigin({ headers: c.req.raw.headers, allowedOrigins: context.allowedOrigins, siteUrl: site.url }),
      language: c.get('language'),
    })
    const user = readWireUser(context.db, registration.userId)
    // Spec §4: "If the response has verificationToken an info toast asks to confirm e-mail, with no auto-login".
    return c.json({ data: registration.verificationToken ? { user, verificationToken: registration.verificationToken } : { user } })
  })

  routes.get('/web/verify/:token', (c) => c.json({ data: { verified: true, ...verifyEmail(context, c.req.param('token')) } }))
  return routes
}
