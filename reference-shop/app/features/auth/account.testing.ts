// A small backend for the account forms' tests: registration, the membership check, the Register consents, the
// password e-mails and the confirmation links, answered as docs/contract/account.md and privacy.md say the sandbox
// does. The seeded shopper is registered already; new registrations can log in at once (auto-login).
import type { AuthUser } from '@vitrina/sdk'
import type { AppLoadContext } from 'react-router'
import { accessToken, loginAnswer, SHOPPER } from '../../testing/auth.fixture'
import type { RecordedCall, TestBackend } from '../../testing/shop.fixture'
import { SANDBOX_DEFAULTS } from '../storefront/storefront.config'

/** The member cards of the contract's table. */
export const MEMBER_CARDS = { valid: '2900000000025', blocked: '2900000000049', serviceUnavailable: '2900000000063' }

/** The Register consents of these tests: the terms are required, the newsletter is not. */
export const REGISTER_CONSENTS = [
  { id: 5, uniqueNumber: '2001', displayName: 'Prihvaćam uvjete korištenja', required: true },
  { id: 6, uniqueNumber: '2002', displayName: 'Želim primati newsletter', required: false },
]

/** The reset token the backend knows; any other is unknown. */
export const RESET_TOKEN = 'reset-token-1'
/** The verification token the backend knows; any other is unknown, used or expired. */
export const VERIFICATION_TOKEN = 'verify-token-1'

export interface AccountBackendOptions {
  /** The site's `emailConfirmation` option: with it (the default) a registration answers a verificationToken and cannot log in. */
  emailConfirmation?: boolean
  /** The Register consents; `'fail'` answers the privacy calls with a server error. */
  consents?: typeof REGISTER_CONSENTS | 'fail'
  /** Holds the registration's answer back until it resolves. */
  registerGate?: Promise<void>
  /** Holds the consent calls' answers back until it resolves. */
  consentsGate?: Promise<void>
  /** Form confirmations by token: the `data` the backend answers. */
  formConfirmations?: Record<string, unknown>
}

const json = (data: unknown, status = 200) => Response.json({ data }, { status })
const refusal = (message: string, status: number) => Response.json({ message, statusCode: status }, { status })

export interface AccountBackend {
  answer: TestBackend
  /** The bodies of the calls to one path, in order. */
  bodies(path: string): unknown[]
}

export function accountBackend(options: AccountBackendOptions = {}): AccountBackend {
  const calls: RecordedCall[] = []
  const accounts = new Map<string, { password: string; user: AuthUser }>()
  const consents = options.consents ?? REGISTER_CONSENTS

  type RegisterBody = { email: string; password: string; details: { firstName: string; lastName: string }; memberCardBarcode?: string }

  function register(body: RegisterBody) {
    const email = body.email.toLowerCase()
    if (body.memberCardBarcode === MEMBER_CARDS.serviceUnavailable) return refusal('Membership service unavailable.', 503)
    if (body.memberCardBarcode && body.memberCardBarcode !== MEMBER_CARDS.valid) return refusal('Invalid member card code.', 400)
    if (email === SHOPPER.email || accounts.has(email)) return refusal('User already exist.', 409)
    const user: AuthUser = { ...SHOPPER, id: 40 + accounts.size, email, details: body.details, memberCardBarcode: body.memberCardBarcode ?? null }
    if (options.emailConfirmation === false) accounts.set(email, { password: body.password, user })
    return json(options.emailConfirmation === false ? { user } : { user, verificationToken: 'x'.repeat(43) })
  }

  const answer: TestBackend = async (call) => {
    calls.push(call)
    const { method, path } = call
    const body = call.body as Record<string, unknown>
    if (path.startsWith('/api/v1/privacy/')) await options.consentsGate
    if (consents === 'fail' && path.startsWith('/api/v1/privacy/')) return refusal('Internal server error.', 500)
    if (method === 'POST' && path === '/api/v1/privacy/consent-assignment/filter') {
      const list = consents === 'fail' ? [] : consents
      const records = [
        { id: 4, slug: 'checkout', assigned_to: 'Checkout', consents: ['1001'], requiredConsents: ['1001'] },
        {
          id: 2,
          slug: 'register',
          assigned_to: 'Register',
          consents: list.map((c) => c.uniqueNumber),
          requiredConsents: list.filter((c) => c.required).map((c) => c.uniqueNumber),
        },
      ]
      return json({ records, pagination: { page: 1, perPage: 50, total: 2, lastPage: 1 }, totalPages: 1, totalRecords: 2 })
    }
    if (method === 'POST' && path === '/api/v1/privacy/web/consent/filter' && consents !== 'fail') {
      const records = consents.map(({ id, uniqueNumber, displayName }) => ({ id, uniqueNumber, displayName, description: '' }))
      return json({
        records,
        pagination: { page: 1, perPage: records.length, total: records.length, lastPage: 1 },
        totalPages: 1,
        totalRecords: records.length,
      })
    }
    if (method === 'POST' && path === '/api/v1/privacy/web/consent/log/create') return json({ id: 1, ...body, createdAt: '2026-06-15T10:00:00.000Z' }, 201)
    if (method === 'POST' && path === '/api/v1/user/membership/check') {
      const barcode = String(body.barcode)
      if (barcode === MEMBER_CARDS.serviceUnavailable) return refusal('Membership service unavailable.', 503)
      return json({ barcode, isValid: barcode === MEMBER_CARDS.valid })
    }
    if (method === 'POST' && path === '/api/v1/user/web/register') {
      await options.registerGate
      return register(call.body as RegisterBody)
    }
    if (method === 'POST' && path === '/api/v1/login') {
      const account = accounts.get(String(body.username).toLowerCase())
      if (!account) return loginAnswer(call)
      if (account.password !== body.password) return refusal('Unknown username or password!', 401)
      return json({ tokens: { accessToken: accessToken(account.user.id), refreshToken: `refresh-${account.user.id}` }, user: account.user })
    }
    if (method === 'POST' && path === '/api/v1/user/password/forgot') return json({ sent: true })
    if (method === 'POST' && path === '/api/v1/user/password/set') {
      return body.token === RESET_TOKEN ? json({ success: true }) : refusal('Invalid or expired token.', 400)
    }
    if (method === 'GET' && path.startsWith('/api/v1/user/web/verify/')) {
      const token = decodeURIComponent(path.slice('/api/v1/user/web/verify/'.length))
      return token === VERIFICATION_TOKEN ? json({ verified: true, email: 'petra@primjer.hr' }) : refusal('Invalid or expired verification token.', 400)
    }
    if (method === 'GET' && path.startsWith('/api/v1/cms/form/confirmEmail/')) {
      const found = options.formConfirmations?.[decodeURIComponent(path.slice('/api/v1/cms/form/confirmEmail/'.length))]
      return found ? json(found) : refusal('Confirmation not found.', 404)
    }
    return loginAnswer(call)
  }

  return { answer, bodies: (path) => calls.filter((call) => call.path === path).map((call) => call.body) }
}

/** A `fetch` for the server's SDK instance (the actions' tests stub the global one with it) that asks `backend`. */
export function serverFetch(backend: TestBackend): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    const text = await request.text()
    const call = { method: request.method, path: new URL(request.url).pathname, body: text ? (JSON.parse(text) as unknown) : undefined }
    return (await backend(call)) ?? Response.json({ message: 'Route not found.', statusCode: 404 }, { status: 404 })
  }) as typeof fetch
}

/** What a route action did: a redirect (with its cookies), or the data it answered with its status. */
export type ActionOutcome = { redirect: string | null; cookies: string[] } | { status: number; data: unknown }

/**
 * Posts `fields` as a form to `path` (`https://shop.example` + path) through `action`, with these cookies, as a
 * browser without JavaScript would, and tells what the action did.
 */
export async function postForm(
  action: (input: { request: Request; context: AppLoadContext }) => Promise<unknown>,
  path: string,
  fields: Record<string, string | string[]>,
  cookies: Record<string, string> = {},
): Promise<ActionOutcome> {
  const body = new URLSearchParams()
  for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) body.append(name, one)
  const cookie = Object.entries(cookies)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('; ')
  const request = new Request(`https://shop.example${path}`, { method: 'POST', body, headers: { cookie } })
  let result: unknown
  try {
    result = await action({ request, context: { vitrina: SANDBOX_DEFAULTS } as AppLoadContext })
  } catch (thrown) {
    result = thrown
  }
  if (result instanceof Response) return { redirect: result.headers.get('Location'), cookies: result.headers.getSetCookie() }
  const { data, init } = result as { data: unknown; init?: { status?: number } }
  return { status: init?.status ?? 200, data }
}
