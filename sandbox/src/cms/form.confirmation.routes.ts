import { Hono } from 'hono'
import { readJsonObject } from '../http/http.body'
import type { SandboxEnv } from '../http/http.env'
import { fail, type FieldError } from '../http/http.errors'
import { isEmail } from '../http/http.input'
import { parseRequestLanguage } from '../http/http.language'
import { shopOrigin } from '../mail/mail.links'
import type { SandboxContext } from '../sandbox/sandbox.context'
import { one } from '../db/db.statements'
import { confirmForm, createFormConfirmation, FORM_GOAL_TYPES, type FormGoalType } from './form.confirmation'

/** `GET api/v1/cms/form/confirmEmail/{token}`: the link of a form's double opt-in e-mail. */
export function formConfirmationRoutes(context: SandboxContext): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>()
  routes.get('/form/confirmEmail/:token', (c) => {
    const confirmed = confirmForm(context, c.req.param('token')) ?? fail(404, 'Confirmation not found.')
    return c.json({ data: confirmed })
  })
  return routes
}

/**
 * `POST /__sandbox/form-confirmations` body `{ email, goal, goalType }`: starts a confirmation as a double opt-in
 * form would (and mails it), so a shop can try the three goal types before forms store submissions.
 */
export function formConfirmationControlRoutes(context: SandboxContext): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>()
  routes.post('/', async (c) => {
    const body = await readJsonObject(c)
    const errors: FieldError[] = []
    const email = typeof body.email === 'string' ? body.email.trim() : ''
    if (!email) errors.push({ path: 'email', message: 'email is required.' })
    else if (!isEmail(email) || email.length > 255) errors.push({ path: 'email', message: 'email must be an e-mail address.' })
    const goal = typeof body.goal === 'string' ? body.goal.trim() : ''
    if (!goal) errors.push({ path: 'goal', message: 'goal is required.' })
    else if (goal.length > 2000) errors.push({ path: 'goal', message: 'goal must be at most 2000 characters.' })
    if (!(FORM_GOAL_TYPES as readonly unknown[]).includes(body.goalType)) errors.push({ path: 'goalType', message: 'goalType must be message, url or file.' })
    if (errors.length > 0) fail(400, errors[0]!.message, errors)

    // Control calls carry no apiKey, so the site is the sandbox's one site.
    const site = one<{ url: string }>(context.db, 'SELECT url FROM sites ORDER BY id LIMIT 1')!
    const origin = shopOrigin({ headers: c.req.raw.headers, allowedOrigins: context.allowedOrigins, siteUrl: site.url })
    const language = parseRequestLanguage(c.req.header('x-gaussbox-language'))
    return c.json({ data: createFormConfirmation(context, { email, goal, goalType: body.goalType as FormGoalType, shopOrigin: origin, language }) })
  })
  return routes
}
