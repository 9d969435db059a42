import { SANDBOX_SITE } from '../../src/seed/seed.constants'
import type { Sandbox } from '../../src/sandbox/sandbox.types'
import { call, json, SHOP_HEADERS } from '../sandbox.fixture'
import { login, withBearer } from './auth.fixture'

/** One `api/` call with a JSON body (shop headers unless `headers` says otherwise). */
export function api(sandbox: Sandbox, method: string, path: string, body?: unknown, headers: Record<string, string> = SHOP_HEADERS) {
  return json(call(sandbox, method, `/api/${path}`, { headers, ...(body === undefined ? {} : { body }) }))
}

/** A registration body of a new shopper with `email` (any field replaced by `extra`). */
export function registration(email = 'nova.kupka@primjer.hr', extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { details: { firstName: 'Petra', lastName: 'Novak' }, email, password: 'Lozinka123', username: email, ...extra }
}

/** `POST api/v1/user/web/register`. */
export function register(sandbox: Sandbox, body: Record<string, unknown> = registration(), headers: Record<string, string> = SHOP_HEADERS) {
  return api(sandbox, 'POST', 'v1/user/web/register', body, headers)
}

/** Switches site options through the control API; fails the test unless it answers 200. */
export async function setOptions(sandbox: Sandbox, patch: Record<string, unknown>): Promise<void> {
  const { status, body } = await json(call(sandbox, 'PATCH', '/__sandbox/options', { body: patch }))
  if (status !== 200) throw new Error(`PATCH /__sandbox/options answered ${status}: ${JSON.stringify(body)}`)
}

/** An e-mail of the mailbox as the control API answers it. */
export interface Mail {
  id: number
  to: string
  subject: string
  text: string
  html: string
  kind: 'verification' | 'passwordReset' | 'formConfirmation'
  links: string[]
  createdAt: string
}

/** The mailbox, newest first (only the e-mails to `to` when given). */
export async function mailbox(sandbox: Sandbox, to?: string): Promise<Mail[]> {
  const { status, body } = await json(call(sandbox, 'GET', `/__sandbox/mailbox${to === undefined ? '' : `?to=${encodeURIComponent(to)}`}`))
  if (status !== 200) throw new Error(`GET /__sandbox/mailbox answered ${status}`)
  return body.data as Mail[]
}

/** The value of query parameter `name` in the only link of `mail`. */
export function linkToken(mail: Mail, name: string): string {
  return new URL(mail.links[0]!).searchParams.get(name) ?? ''
}

/**
 * A second shopper, registered (without e-mail confirmation, which is switched back on afterwards) and logged in:
 * the bearer headers, the user id and the login's tokens.
 */
export async function newShopper(sandbox: Sandbox, email = 'druga.kupka@primjer.hr') {
  await setOptions(sandbox, { emailConfirmation: false })
  const registered = await register(sandbox, registration(email))
  if (registered.status !== 200) throw new Error(`register answered ${registered.status}: ${JSON.stringify(registered.body)}`)
  await setOptions(sandbox, { emailConfirmation: true })
  const { tokens, user } = await login(sandbox, { email, password: 'Lozinka123' })
  return { headers: withBearer(tokens.accessToken), userId: user.id, tokens }
}

/** The body of the forgot/set calls' `apiKey`. */
export const API_KEY = SANDBOX_SITE.apiKey
