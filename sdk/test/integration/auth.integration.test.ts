import { createSiteService } from '../../src/index'
// The SDK's authentication against the real sandbox (docs/contract/auth.md), in process and on a shared fake
// clock. Only createSandbox and app.fetch are used on the sandbox side: everything else goes over the wire.
import { DEMO_ACCOUNTS } from '@vitrina/sandbox'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { adminAuthStrategy, localAuthStrategy, refreshAuthStrategy } from '../../src/auth/auth.strategies'
import { userSchema } from '../../src/auth/auth.schema'
import type { AuthStrategy, PasswordCredentials } from '../../src/auth/auth.types'
import { isAuthError } from '../../src/errors/errors.guards'
import { memoryStorage } from '../../src/storage/storage.memory'
import { ACCESS_TTL_SECONDS, callSandbox, storefronts, useSandbox } from './sandbox.harness'
import { fakeWebLocks } from './web-locks.fake'

const { sandbox, clock } = useSandbox()

const SHOPPER: PasswordCredentials = { username: DEMO_ACCOUNTS.shopper.email, password: DEMO_ACCOUNTS.shopper.password }
const EDITOR: PasswordCredentials = { username: DEMO_ACCOUNTS.editor.email, password: DEMO_ACCOUNTS.editor.password }
const BLOCKED: PasswordCredentials = { username: DEMO_ACCOUNTS.blocked.email, password: DEMO_ACCOUNTS.blocked.password }

const LOGOUT_NOTICE = 'core.notifications.logoutSuccess'
const PROFILE = '/api/v1/user/web/profile'
const ADMIN_PROFILE = '/api/v1/user/profile'
const REFRESH = '/api/v1/refresh'

/** Moves both sides past the access token's `exp`. */
const expireAccessToken = () => clock.advanceSeconds(ACCESS_TTL_SECONDS + 1)

function setup() {
  return storefronts(sandbox(), clock)
}

/** A logged-in tab, and the tokens its login stored. */
async function loggedIn(credentials = SHOPPER, options: Parameters<ReturnType<typeof setup>['open']>[0] = {}) {
  const { open, log } = setup()
  const tab = open(options)
  const login = await tab.shop.auth.login(credentials)
  if (!login.ok) throw new Error(`login failed: ${login.error.code}`)
  const tokens = { accessToken: tab.storage.get('accessToken')!, refreshToken: tab.storage.get('refreshToken')! }
  log.clear()
  return { ...tab, open, log, tokens }
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })

describe('login', () => {
  it('logs the seeded shopper in: status loggedIn, the user, both tokens, and the success notice', async () => {
    const { open, log } = setup()
    const { shop, storage, noticeKeys } = open()
    const result = await shop.auth.login(SHOPPER)
    expect(result.ok && result.data.email).toBe('kupac@vitrina.test')
    expect([shop.auth.$status.get(), shop.auth.$user.get()?.email, shop.auth.$isBackofficeUser.get()]).toEqual(['loggedIn', 'kupac@vitrina.test', false])
    expect(shop.auth.$user.get()?.scope).toEqual(['shopper'])
    expect(storage.get('accessToken')?.split('.')).toHaveLength(3)
    expect(storage.get('refreshToken')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(log.calls.map((call) => [call.method, call.path, call.status])).toEqual([['POST', '/api/v1/login', 200]])
    expect(noticeKeys()).toEqual(['core.login.success'])
  })

  it('maps a wrong password to UNKNOWN_USER_OR_PASSWORD and its message key, and stays logged out', async () => {
    const { shop, storage, noticeKeys } = setup().open()
    const result = await shop.auth.login({ username: SHOPPER.username, password: 'Pogresna123!' })
    if (result.ok || !isAuthError(result.error)) throw new Error('expected an AuthError')
    expect([result.error.code, result.error.messageKey, result.error.status, result.error.serverMessage]).toEqual([
      'UNKNOWN_USER_OR_PASSWORD',
      'core.notifications.unknowUserOrPassword',
      401,
      'Unknown username or password!',
    ])
    expect([shop.auth.$status.get(), shop.auth.$user.get(), storage.get('accessToken')]).toEqual(['errored', null, undefined])
    expect(noticeKeys()).toEqual(['core.notifications.unknowUserOrPassword'])
  })

  it('refuses the blocked account with INVALID_LOGIN, which passes through as the message key', async () => {
    const { shop } = setup().open()
    const result = await shop.auth.login(BLOCKED)
    if (result.ok || !isAuthError(result.error)) throw new Error('expected an AuthError')
    expect([result.error.code, result.error.messageKey, result.error.status]).toEqual(['INVALID_LOGIN', 'INVALID_LOGIN', 401])
    expect(shop.auth.$status.get()).toBe('errored')
  })

  it('maps the seeded site’s disabled social login to SOCIAL_LOGIN_DISABLED', async () => {
    const { shop } = setup().open()
    const result = await shop.auth.login({ provider: 'google', token: 'google-token' })
    expect(result.ok ? null : [result.error.code, result.error.status]).toEqual(['SOCIAL_LOGIN_DISABLED', 400])
  })
})

describe('token refresh', () => {
  it('makes five concurrent profile fetches after exp share exactly one refresh, and all succeed with the new token', async () => {
    const { shop, storage, log, tokens } = await loggedIn()
    expireAccessToken()
    const results = await Promise.all(Array.from({ length: 5 }, () => shop.auth.fetchUser()))
    expect(results.map((result) => result.ok && result.data.email)).toEqual(Array(5).fill(SHOPPER.username))
    expect(log.to(REFRESH).map((call) => call.status)).toEqual([200])
    const newToken = storage.get('accessToken')
    expect(newToken).not.toBe(tokens.accessToken)
    expect(log.to(PROFILE).map((call) => [call.token === newToken, call.status])).toEqual(Array(5).fill([true, 200]))
    expect(storage.get('refreshToken')).not.toBe(tokens.refreshToken)
  })

  it('never sends an expired access token, which the sandbox would answer 401 Token expired.', async () => {
    const { shop, log, tokens } = await loggedIn()
    expireAccessToken()
    expect(await callSandbox(sandbox(), 'GET', PROFILE, bearer(tokens.accessToken))).toMatchObject({ status: 401, body: { message: 'Token expired.' } })
    await createSiteService(shop).fetchOptions()
    expect(log.calls.filter((call) => call.token === tokens.accessToken)).toEqual([])
  })

  it('logs out with the logout notice when the session was revoked elsewhere (a logout from another instance)', async () => {
    const { shop, storage, open, log, tokens, noticeKeys } = await loggedIn()
    // Another instance with the same cookies (a server request of the same browser) logs out.
    const other = open({ storage: memoryStorage({ ...tokens, authStrategy: 'refresh' }) })
    await other.shop.auth.logout()
    expireAccessToken()
    const result = await shop.auth.fetchUser()
    expect(result.ok).toBe(false)
    expect(log.to(REFRESH).map((call) => [call.status, call.message])).toEqual([[401, 'Invalid refresh token.']])
    expect([shop.auth.$status.get(), shop.auth.$user.get(), storage.get('accessToken'), storage.get('refreshToken')]).toEqual([
      'loggedOut',
      null,
      undefined,
      undefined,
    ])
    expect(noticeKeys().filter((key) => key === LOGOUT_NOTICE)).toHaveLength(1)
  })

  it('logs out when its refresh token was already used by someone else, and the sandbox revokes the whole session', async () => {
    const { shop, log, tokens, noticeKeys } = await loggedIn()
    expireAccessToken()
    // A thief with a copy of the cookie refreshes first: the owner's refresh is now a replay.
    const stolen = await callSandbox(sandbox(), 'GET', REFRESH, { refreshToken: tokens.refreshToken })
    expect(stolen.status).toBe(200)
    // Past the sandbox's 30 s grace for a token just used (docs/contract/auth.md).
    clock.advanceSeconds(31)
    await shop.auth.fetchUser()
    expect(log.to(REFRESH).map((call) => call.status)).toEqual([401])
    expect([shop.auth.$status.get(), noticeKeys().at(-1)]).toEqual(['loggedOut', LOGOUT_NOTICE])
    // The replay ended the thief's pair too.
    const thiefPair = stolen.body.data as { accessToken: string; refreshToken: string }
    expect((await callSandbox(sandbox(), 'GET', PROFILE, bearer(thiefPair.accessToken))).body.message).toBe('Unauthorized.')
    expect((await callSandbox(sandbox(), 'GET', REFRESH, { refreshToken: thiefPair.refreshToken })).status).toBe(401)
  })
})

describe('tabs that share the token cookies', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('lets a second tab use the pair the first one refreshed, without a refresh of its own', async () => {
    const first = await loggedIn()
    const second = first.open({ storage: first.storage })
    expireAccessToken()
    expect((await first.shop.auth.fetchUser()).ok).toBe(true)
    expect((await second.shop.auth.fetchUser()).ok).toBe(true)
    expect(first.log.to(REFRESH)).toHaveLength(1)
    expect([first.shop.auth.$status.get(), second.shop.auth.$status.get()]).toEqual(['loggedIn', 'loggedIn'])
  })

  it('refreshes once for two tabs that find the token expired at the same moment, where the platform has Web Locks', async () => {
    const locks = fakeWebLocks()
    vi.stubGlobal('navigator', { locks })
    const first = await loggedIn()
    const second = first.open({ storage: first.storage })
    expireAccessToken()
    const results = await Promise.all([first.shop.auth.fetchUser(), second.shop.auth.fetchUser()])
    expect(results.map((result) => result.ok)).toEqual([true, true])
    expect(first.log.to(REFRESH).map((call) => call.status)).toEqual([200])
    expect(locks.requested).toHaveLength(2)
    expect([first.shop.auth.$status.get(), second.shop.auth.$status.get()]).toEqual(['loggedIn', 'loggedIn'])
  })

  // Where the platform has no Web Locks, the backend's grace for a token just used (the sandbox's 30 s) carries the race.
  it('keeps both tabs logged in when, without Web Locks, they refresh the same token at the same moment', async () => {
    const first = await loggedIn()
    const second = first.open({ storage: first.storage })
    expireAccessToken()
    const results = await Promise.all([first.shop.auth.fetchUser(), second.shop.auth.fetchUser()])
    expect(results.map((result) => result.ok)).toEqual([true, true])
    expect(first.log.to(REFRESH).map((call) => call.status)).toEqual([200, 200])
    // Whichever tab's pair the shared cookies kept, the session goes on.
    await Promise.all([first.shop.auth.fetchUser(), second.shop.auth.fetchUser()])
    expect([first.shop.auth.$status.get(), second.shop.auth.$status.get()]).toEqual(['loggedIn', 'loggedIn'])
    expect(first.storage.get('refreshToken')).toBeTruthy()
  })
})

describe('the admin strategy', () => {
  it('logs the editor in and reads the profile at api/v1/user/profile', async () => {
    const { shop, log } = await loggedIn(EDITOR, { authStrategy: adminAuthStrategy() })
    expect([shop.auth.$isBackofficeUser.get(), shop.auth.$user.get()?.scope]).toEqual([true, expect.arrayContaining(['backoffice', 'cms:write'])])
    const result = await shop.auth.fetchUser()
    expect(result.ok && result.data.email).toBe(EDITOR.username)
    expect(log.calls.map((call) => [call.path, call.status])).toEqual([[ADMIN_PROFILE, 200]])
  })

  it('refuses the shopper with BACKOFFICE_ONLY, as the sandbox answers 403 Forbidden. before starting a session', async () => {
    const { open, log } = setup()
    const { shop, storage, noticeKeys } = open({ authStrategy: adminAuthStrategy() })
    const result = await shop.auth.login(SHOPPER)
    if (result.ok || !isAuthError(result.error)) throw new Error('expected an AuthError')
    expect([result.error.code, result.error.messageKey, result.error.status, result.error.serverMessage]).toEqual([
      'BACKOFFICE_ONLY',
      'core.notifications.backofficeOnly',
      403,
      'Forbidden.',
    ])
    expect(log.calls.map((call) => [call.path, call.status])).toEqual([['/api/v1/login', 403]])
    expect([shop.auth.$status.get(), storage.get('accessToken'), noticeKeys()]).toEqual(['errored', undefined, ['core.notifications.backofficeOnly']])
  })

  it('is exempt from the 403 rule: a session whose user is not a back-office user gets BACKOFFICE_ONLY, no retry, no logout', async () => {
    const shopper = await loggedIn()
    // The same shopper tokens in an instance whose session says "admin" (as after the user left the back office).
    const admin = shopper.open({ storage: memoryStorage({ ...shopper.tokens, authStrategy: 'admin' }) })
    const result = await admin.shop.auth.fetchUser()
    expect(result.ok ? null : [result.error.code, result.error.status]).toEqual(['BACKOFFICE_ONLY', 403])
    expect(shopper.log.to(ADMIN_PROFILE).map((call) => [call.token !== null, call.status])).toEqual([[true, 403]])
    expect(admin.storage.get('accessToken')).toBe(shopper.tokens.accessToken)
    expect(admin.noticeKeys()).not.toContain(LOGOUT_NOTICE)
  })
})

describe('the 403 rule', () => {
  // A strategy of the app's own whose profile call is not an admin auth call: it reads the back-office profile
  // with the default auth mode, so the sandbox's real 403 for a shopper falls under the rule.
  const backofficeProfileOverDefaultAuth: AuthStrategy = {
    ...refreshAuthStrategy(),
    name: 'backoffice-profile',
    fetchUser: (client) => client.request({ method: 'GET', service: 'user', path: 'profile', schema: userSchema }),
  }

  it('logs the user out on a 403 Forbidden. and retries the request once without the token', async () => {
    const { shop, storage, log, tokens, noticeKeys } = await loggedIn(SHOPPER, { authStrategy: backofficeProfileOverDefaultAuth })
    const result = await shop.auth.fetchUser()
    expect(log.to(ADMIN_PROFILE).map((call) => [call.token, call.status, call.message])).toEqual([
      [tokens.accessToken, 403, 'Forbidden.'],
      [null, 401, 'Unauthorized.'],
    ])
    expect(result.ok ? null : result.error.status).toBe(401)
    expect([shop.auth.$status.get(), storage.get('accessToken'), storage.get('refreshToken')]).toEqual(['loggedOut', undefined, undefined])
    expect(noticeKeys().filter((key) => key === LOGOUT_NOTICE)).toHaveLength(1)
  })
})

describe('logout', () => {
  it('revokes the session on the server: the old access token answers 401 and the old refresh token is refused', async () => {
    const { shop, storage, log, tokens, noticeKeys } = await loggedIn()
    await shop.auth.logout()
    expect(log.calls.map((call) => [call.method, call.path, call.token, call.status])).toEqual([['POST', '/api/v1/logout', tokens.accessToken, 200]])
    expect([shop.auth.$status.get(), storage.get('accessToken'), storage.get('refreshToken'), noticeKeys().at(-1)]).toEqual([
      'loggedOut',
      undefined,
      undefined,
      LOGOUT_NOTICE,
    ])
    expect(await callSandbox(sandbox(), 'GET', PROFILE, bearer(tokens.accessToken))).toMatchObject({ status: 401, body: { message: 'Unauthorized.' } })
    expect(await callSandbox(sandbox(), 'GET', REFRESH, { refreshToken: tokens.refreshToken })).toMatchObject({
      status: 401,
      body: { message: 'Invalid refresh token.' },
    })
  })

  it('revokes a session whose access token has expired without refreshing it first', async () => {
    const { shop, log, tokens } = await loggedIn()
    expireAccessToken()
    await shop.auth.logout()
    expect(log.calls.map((call) => [call.path, call.status])).toEqual([['/api/v1/logout', 200]])
    expect((await callSandbox(sandbox(), 'GET', REFRESH, { refreshToken: tokens.refreshToken })).status).toBe(401)
  })

  it('revokes the local strategy’s one token at api/auth/logout', async () => {
    const { shop, storage, log, tokens } = await loggedIn(SHOPPER, { authStrategy: localAuthStrategy() })
    expect(storage.get('refreshToken')).toBeUndefined()
    await shop.auth.logout()
    expect(log.calls.map((call) => [call.path, call.status])).toEqual([['/api/auth/logout', 200]])
    expect((await callSandbox(sandbox(), 'GET', '/api/auth/user', bearer(tokens.accessToken))).body.message).toBe('Unauthorized.')
  })
})

describe('a reload', () => {
  it('restores the session in a new instance over the same storage, and refreshes it once the token expires', async () => {
    const { shop, storage, open, log } = await loggedIn()
    const reloaded = open({ storage })
    expect([reloaded.shop.auth.$status.get(), reloaded.shop.auth.$user.get()]).toEqual(['loggedIn', shop.auth.$user.get()])
    expect(await reloaded.shop.auth.restore()).toEqual({ ok: true, data: shop.auth.$user.get() })
    expect(log.calls).toEqual([])
    expireAccessToken()
    expect((await reloaded.shop.auth.fetchUser()).ok).toBe(true)
    expect(log.calls.map((call) => [call.path, call.status])).toEqual([
      [REFRESH, 200],
      [PROFILE, 200],
    ])
  })
})
