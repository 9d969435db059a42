// An in-memory backend for the auth endpoints, answering exactly as docs/contract/auth.md says: access tokens
// are JWT-like with an `exp` from the injected clock, refresh tokens rotate and are one-time.
import { http, HttpResponse } from 'msw'
import type { Clock } from '../src/clock/clock.types'
import { API } from './msw'

export const SHOPPER = Object.freeze({ username: 'kupac@vitrina.test', password: 'Kupac123!' })
export const EDITOR = Object.freeze({ username: 'urednik@vitrina.test', password: 'Urednik123!' })

/** A user record as the server sends it. */
export interface ServerUser {
  id: number
  email: string
  isBackofficeUser: boolean
  [field: string]: unknown
}

/** The shopper's user record as the server sends it, with fields the SDK does not use. */
export function shopperUser(): ServerUser {
  return {
    id: 2,
    email: SHOPPER.username,
    username: SHOPPER.username,
    details: { firstName: 'Ana', lastName: 'Kupac', phone: '+385 91 000 000' },
    company: { name: '' },
    memberCardBarcode: null,
    addresses: [{ id: 11, type: 'main', city: 'Zagreb' }],
    isBackofficeUser: false,
    scope: [],
    createdAt: '2025-01-01T00:00:00.000Z',
  }
}

export function editorUser(): ServerUser {
  return {
    ...shopperUser(),
    id: 1,
    email: EDITOR.username,
    username: EDITOR.username,
    details: { firstName: 'Iva', lastName: 'Urednik' },
    addresses: [],
    isBackofficeUser: true,
    scope: ['cms.edit', 'media.manage'],
  }
}

/** A token shaped like a JWT (`header.payload.signature`, base64url) with the given payload. */
export function makeToken(payload: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.c2lnbmF0dXJl`
}

/** A clock that moves only when told to. */
export function manualClock(startMs = Date.UTC(2025, 0, 1)): Clock & { advance(ms: number): void } {
  let now = startMs
  return {
    now: () => now,
    setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
    clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof globalThis.setTimeout>),
    advance: (ms) => {
      now += ms
    },
  }
}

const ACCESS_TTL_SECONDS = 15 * 60
const error = (status: number, message: string) => HttpResponse.json({ message, statusCode: status }, { status })

export function authBackend(clock: Pick<Clock, 'now'>) {
  const users = new Map<string, { password: string; record: () => ServerUser }>([
    [SHOPPER.username, { password: SHOPPER.password, record: shopperUser }],
    [EDITOR.username, { password: EDITOR.password, record: editorUser }],
  ])
  const byId = new Map([...users.values()].map((user) => [user.record().id, user.record]))
  const accessTokens = new Map<string, number>()
  const refreshTokens = new Map<string, number>()
  const calls = { login: 0, refresh: 0, profile: 0, adminProfile: 0, social: 0, localLogin: 0, localUser: 0, localLogout: 0 }
  let serial = 0

  function issueAccess(userId: number, ttlSeconds = ACCESS_TTL_SECONDS): string {
    const token = makeToken({ sub: userId, exp: Math.floor(clock.now() / 1000) + ttlSeconds, jti: ++serial })
    accessTokens.set(token, userId)
    return token
  }

  function issuePair(userId: number, ttlSeconds = ACCESS_TTL_SECONDS) {
    const refreshToken = `refresh-${++serial}`
    refreshTokens.set(refreshToken, userId)
    return { accessToken: issueAccess(userId, ttlSeconds), refreshToken }
  }

  /** The user of a request's token, or the 401 the contract gives. */
  function userOf(request: Request) {
    const token = request.headers.get('authorization')?.replace(/^Bearer /, '') ?? request.headers.get('accesstoken')
    if (!token) return { failure: error(401, 'Unauthorized.') }
    const userId = accessTokens.get(token)
    if (userId === undefined) return { failure: error(401, 'Unauthorized.') }
    const exp = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).exp as number
    if (exp * 1000 <= clock.now()) return { failure: error(401, 'Token expired.') }
    return { user: byId.get(userId)!(), token }
  }

  async function credentialsOf(request: Request) {
    const body = (await request.json()) as { username?: string; password?: string }
    const user = users.get(body.username ?? '')
    return user && user.password === body.password ? user.record() : undefined
  }

  const handlers = [
    http.post(`${API}/api/v1/login`, async ({ request }) => {
      calls.login++
      const user = await credentialsOf(request)
      if (!user) return error(401, 'Unknown username or password!')
      return HttpResponse.json({ data: { tokens: issuePair(user.id), user } })
    }),
    http.get(`${API}/api/v1/refresh`, ({ request }) => {
      calls.refresh++
      const sent = request.headers.get('refreshtoken')
      if (!sent) return error(400, 'Missing refreshToken header.')
      const userId = refreshTokens.get(sent)
      if (userId === undefined) return error(401, 'Invalid refresh token.')
      refreshTokens.delete(sent)
      return HttpResponse.json({ data: issuePair(userId) })
    }),
    http.get(`${API}/api/v1/user/web/profile`, ({ request }) => {
      calls.profile++
      const found = userOf(request)
      return found.failure ?? HttpResponse.json({ data: found.user })
    }),
    http.get(`${API}/api/v1/user/profile`, ({ request }) => {
      calls.adminProfile++
      const found = userOf(request)
      if (found.failure) return found.failure
      return found.user.isBackofficeUser ? HttpResponse.json({ data: found.user }) : error(403, 'Forbidden.')
    }),
    http.post(`${API}/api/v1/user/social/oauth`, () => {
      calls.social++
      return error(400, 'Social login is disabled for this site.')
    }),
    http.post(`${API}/api/auth/login`, async ({ request }) => {
      calls.localLogin++
      const user = await credentialsOf(request)
      if (!user) return error(401, 'Unknown username or password!')
      return HttpResponse.json({ data: { token: issueAccess(user.id), user } })
    }),
    http.get(`${API}/api/auth/user`, ({ request }) => {
      calls.localUser++
      const found = userOf(request)
      return found.failure ?? HttpResponse.json({ data: found.user })
    }),
    http.post(`${API}/api/auth/logout`, ({ request }) => {
      calls.localLogout++
      const found = userOf(request)
      if (found.token) accessTokens.delete(found.token)
      return HttpResponse.json({ data: { ok: true } })
    }),
  ]

  return { handlers, calls, issuePair, issueAccess, accessTtlMs: ACCESS_TTL_SECONDS * 1000 }
}
