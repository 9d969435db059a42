import { Hono } from 'hono'
import { requireUser } from '../auth/auth.middleware'
import { PASSWORD_RESET_THROTTLE, recordAttempt, throttledForMs, throttleSubjects, tooManyAttempts } from '../auth/auth.throttle'
import type { SiteAuthEnv } from '../auth/auth.types'
import { readJsonObject } from '../http/http.body'
import { fail, type FieldError } from '../http/http.errors'
import { shopOrigin } from '../mail/mail.links'
import type { SandboxContext } from '../sandbox/sandbox.context'
import { requiredEmail, requiredPassword } from './user.fields'
import { USER_MESSAGES } from './user.messages'
import { changePassword, requestPasswordReset, setPasswordWithToken } from './user.password'

/** `POST api/v1/user/password/reset` (a logged-in change), `password/forgot` and `password/set` (the e-mailed reset). */
export function passwordRoutes(context: SandboxContext): Hono<SiteAuthEnv> {
  const routes = new Hono<SiteAuthEnv>()

  routes.post('/password/reset', requireUser(context), async (c) => {
    const body = await readJsonObject(c)
    const errors: FieldError[] = []
    if (typeof body.oldPassword !== 'string' || body.oldPassword === '') errors.push({ path: 'oldPassword', message: 'oldPassword is required.' })
    const newPassword = requiredPassword(body.newPassword, 'newPassword', errors)
    if (errors.length > 0) fail(400, errors[0]!.message, errors)
    changePassword(context, c.get('auth'), body.oldPassword as string, newPassword)
    return c.json({ data: { success: true } })
  })

  routes.post('/password/forgot', async (c) => {
    const body = await readJsonObject(c)
    checkApiKey(body, c.get('site').api_key)
    const errors: FieldError[] = []
    const email = requiredEmail(body.username, 'username', errors)
    if (errors.length > 0) fail(400, errors[0]!.message, errors)
    // Every request counts, whether or not the address has an account (the answer is the same either way).
    const subjects = throttleSubjects(c, email)
    const waitMs = throttledForMs(context, 'passwordReset', subjects, PASSWORD_RESET_THROTTLE)
    if (waitMs > 0) return tooManyAttempts(c, waitMs)
    recordAttempt(context, 'passwordReset', subjects, PASSWORD_RESET_THROTTLE)
    const site = c.get('site')
    requestPasswordReset(context, email, {
      shopOrigin: shopOrigin({ headers: c.req.raw.headers, allowedOrigins: context.allowedOrigins, siteUrl: site.url }),
      language: c.get('language'),
    })
    return c.json({ data: { sent: true } })
  })

  routes.post('/password/set', async (c) => {
    const body = await readJsonObject(c)
    checkApiKey(body, c.get('site').api_key)
    const errors: FieldError[] = []
    const password = requiredPassword(body.password, 'password', errors)
    const token = typeof body.token === 'string' ? body.token.trim() : ''
    if (!token) errors.push({ path: 'token', message: 'token is required.' })
    if (errors.length > 0) fail(400, errors[0]!.message, errors)
    setPasswordWithToken(context, token, password)
    return c.json({ data: { success: true } })
  })
  return routes
}

// The forgot and set calls carry the domain's apiKey in the body as login does (spec §7); it must be the key the
// request was let in with.
function checkApiKey(body: Record<string, unknown>, siteApiKey: string): void {
  if (body.apiKey !== siteApiKey) fail(400, USER_MESSAGES.apiKeyMismatch, [{ path: 'apiKey', message: USER_MESSAGES.apiKeyMismatch }])
}
