import type { AuthUser } from '@vitrina/sdk'
import type { RecordedCall, TestBackend } from './shop.fixture'

// The seeded accounts of docs/contract/auth.md and the answers of its login call, for component tests.

export const SHOPPER: AuthUser = {
  id: 2,
  email: 'kupac@vitrina.test',
  details: { firstName: 'Ana', lastName: 'Kupac' },
  company: null,
  memberCardBarcode: null,
  addresses: [],
  isBackofficeUser: false,
  scope: [],
}

export const EDITOR: AuthUser = {
  id: 3,
  email: 'urednik@vitrina.test',
  details: { firstName: 'Ivo', lastName: 'Urednik' },
  company: null,
  memberCardBarcode: null,
  addresses: [],
  isBackofficeUser: true,
  scope: ['cms.edit'],
}

const PASSWORDS = new Map([
  [SHOPPER.email, { password: 'Kupac123!', user: SHOPPER }],
  [EDITOR.email, { password: 'Urednik123!', user: EDITOR }],
])

function base64Url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url')
}

/** An access token whose `exp` the SDK can read (15 minutes from now); nobody checks the signature here. */
export function accessToken(userId: number | string): string {
  const now = Math.floor(Date.now() / 1000)
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url({ sub: userId, exp: now + 900 })}.signature`
}

/** The cookies of a logged-in session, as the SDK writes them. */
export function sessionCookies(user: AuthUser): Record<string, string> {
  return { accessToken: accessToken(user.id), refreshToken: `refresh-${user.id}`, authUser: JSON.stringify(user), authStrategy: 'refresh' }
}

/**
 * Answers `POST api/v1/login` as the contract does (the seeded accounts log in, anything else is 401), and the
 * abandoned-cart look-up that follows a login with "none".
 */
export function loginAnswer({ method, path, body }: RecordedCall): Response | undefined {
  if (method === 'POST' && path === '/api/v2/ecommerce/checkout/cart/getAbandoned') return Response.json({ data: null })
  if (method !== 'POST' || path !== '/api/v1/login') return undefined
  const { username, password } = body as { username: string; password: string }
  const account = PASSWORDS.get(username.toLowerCase())
  if (!account || account.password !== password) return Response.json({ message: 'Unknown username or password!', statusCode: 401 }, { status: 401 })
  return Response.json({ data: { tokens: { accessToken: accessToken(account.user.id), refreshToken: `refresh-${account.user.id}` }, user: account.user } })
}

/** A backend whose login answer waits until the test releases it, to look at the pending state. */
export function heldLogin(): { backend: TestBackend; release: () => void } {
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  return {
    backend: (call) => {
      const answer = loginAnswer(call)
      return answer && held.then(() => answer)
    },
    release: () => release(),
  }
}
