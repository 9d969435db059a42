import { http as mock, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { EDITOR, SHOPPER, shopperUser } from '../../test/auth.backend'
import { authShop, history } from '../../test/auth.setup'
import { API, pathOf, seen, server, useMswServer } from '../../test/msw'
import { isAuthError } from '../errors/errors.guards'
import { createSiteService } from '../site/site.service'
import { contextOf } from '../storefront/storefront.internals'
import { adminAuthStrategy, localAuthStrategy } from './auth.strategies'

useMswServer()

// POST api/v1/logout as docs/contract/auth.md has it: 200 whatever it is sent (the fake backend does not revoke).
beforeEach(() => {
  server.use(mock.post(`${API}/api/v1/logout`, () => HttpResponse.json({ data: { ok: true } })))
})

const calls = () => seen.map((request) => `${request.method} ${pathOf(request)}`)

describe('login with the refresh strategy (the default)', () => {
  it('goes from logged out through pending to logged in, with the user, both token cookies and the success notice', async () => {
    const { shop, storage, noticeKeys } = authShop()
    const statuses = history(shop.auth.$status)
    const result = await shop.auth.login(SHOPPER)
    expect(result.ok && result.data.email).toBe('kupac@vitrina.test')
    expect(statuses).toEqual(['loggedOut', 'pending', 'loggedIn'])
    expect(shop.auth.$user.get()?.details).toEqual({ firstName: 'Ana', lastName: 'Kupac' })
    expect([storage.get('accessToken')?.split('.').length, storage.get('refreshToken')]).toEqual([3, expect.stringMatching(/^refresh-/)])
    expect(noticeKeys()).toEqual(['core.login.success'])
  })

  it('posts username, password and the API key to api/v1/login without any token', async () => {
    const { shop } = authShop()
    await shop.auth.login(SHOPPER)
    expect(calls()).toEqual(['POST /api/v1/login'])
    expect(await seen[0]!.json()).toEqual({ username: SHOPPER.username, password: SHOPPER.password, apiKey: 'vitrina-sandbox-key' })
    expect(seen[0]!.headers.has('authorization')).toBe(false)
  })

  it('maps wrong credentials to core.notifications.unknowUserOrPassword, sets errored and stores nothing', async () => {
    const { shop, storage, notices } = authShop()
    const result = await shop.auth.login({ username: SHOPPER.username, password: 'wrong-password' })
    if (result.ok || !isAuthError(result.error)) throw new Error('expected an AuthError')
    expect([result.error.code, result.error.messageKey, result.error.status]).toEqual([
      'UNKNOWN_USER_OR_PASSWORD',
      'core.notifications.unknowUserOrPassword',
      401,
    ])
    expect(shop.auth.$status.get()).toBe('errored')
    expect([shop.auth.$user.get(), storage.get('accessToken'), storage.get('refreshToken')]).toEqual([null, undefined, undefined])
    expect(notices.map((notice) => [notice.level, notice.key])).toEqual([['error', 'core.notifications.unknowUserOrPassword']])
  })

  it('passes INVALID_LOGIN through as the message key', async () => {
    const { shop, noticeKeys } = authShop()
    server.use(mock.post(`${API}/api/v1/login`, () => HttpResponse.json({ message: 'INVALID_LOGIN', statusCode: 401 }, { status: 401 })))
    const result = await shop.auth.login(SHOPPER)
    expect(result.ok ? null : [result.error.code, result.error.messageKey]).toEqual(['INVALID_LOGIN', 'INVALID_LOGIN'])
    expect(noticeKeys()).toEqual(['INVALID_LOGIN'])
  })

  it('fetches the profile when the login response has no user', async () => {
    const { shop, backend } = authShop()
    server.use(mock.post(`${API}/api/v1/login`, () => HttpResponse.json({ data: { tokens: backend.issuePair(2) } })))
    const result = await shop.auth.login(SHOPPER)
    expect(result.ok && result.data.id).toBe(2)
    expect(calls()).toEqual(['POST /api/v1/login', 'GET /api/v1/user/web/profile'])
    expect(seen[1]!.headers.get('authorization')).toMatch(/^Bearer /)
  })

  it('tells whether a back-office user is logged in', async () => {
    const { shop } = authShop()
    const flags = history(shop.auth.$isBackofficeUser)
    await shop.auth.login(SHOPPER)
    await shop.auth.login(EDITOR)
    await shop.auth.logout()
    expect(flags).toEqual([false, true, false])
  })

  it('ends the previous user session (and its logout work) before another user logs in', async () => {
    const { shop, noticeKeys } = authShop()
    const onLogout = vi.fn()
    contextOf(shop).onLogout(onLogout)
    await shop.auth.login(SHOPPER)
    await shop.auth.login(EDITOR)
    expect(onLogout).toHaveBeenCalledWith('reset')
    expect(shop.auth.$user.get()?.email).toBe(EDITOR.username)
    expect(noticeKeys()).toEqual(['core.login.success', 'core.login.success'])
  })

  it('keeps the session when a second login attempt fails', async () => {
    const { shop } = authShop()
    await shop.auth.login(SHOPPER)
    const result = await shop.auth.login({ username: EDITOR.username, password: 'wrong-password' })
    expect(result.ok).toBe(false)
    expect([shop.auth.$status.get(), shop.auth.$user.get()?.email]).toEqual(['loggedIn', SHOPPER.username])
  })

  it('refuses social credentials for a password strategy and unknown strategy names as programmer errors', async () => {
    const { shop } = authShop()
    await expect(shop.auth.login({ provider: 'google', token: 'x' }, { strategy: 'refresh' })).rejects.toThrow(TypeError)
    await expect(shop.auth.login(SHOPPER, { strategy: 'magic-link' })).rejects.toThrow(/unknown auth strategy/)
    expect(shop.auth.$status.get()).toBe('loggedOut')
  })
})

describe('logout', () => {
  it('clears the user, both tokens and their cookies, runs the logout work and emits Uspješna odjava', async () => {
    const { shop, storage, notices } = authShop()
    const onLogout = vi.fn()
    contextOf(shop).onLogout(onLogout)
    await shop.auth.login(SHOPPER)
    await shop.auth.logout()
    expect([shop.auth.$user.get(), shop.auth.$status.get()]).toEqual([null, 'loggedOut'])
    expect(['accessToken', 'refreshToken', 'authUser', 'authStrategy'].map((name) => storage.get(name))).toEqual([undefined, undefined, undefined, undefined])
    expect(onLogout).toHaveBeenCalledWith('logout')
    expect(notices.at(-1)).toMatchObject({ level: 'success', key: 'core.notifications.logoutSuccess' })
    expect(calls()).toEqual(['POST /api/v1/login', 'POST /api/v1/logout'])
  })

  it('asks the server to revoke the session at api/v1/logout with the access token and the refresh token, without refreshing', async () => {
    const { shop, storage } = authShop()
    await shop.auth.login(SHOPPER)
    const { accessToken, refreshToken } = { accessToken: storage.get('accessToken')!, refreshToken: storage.get('refreshToken')! }
    seen.length = 0
    await shop.auth.logout()
    expect(calls()).toEqual(['POST /api/v1/logout'])
    expect([seen[0]!.headers.get('authorization'), seen[0]!.headers.get('accesstoken')]).toEqual([`Bearer ${accessToken}`, accessToken])
    expect(await seen[0]!.json()).toEqual({ refreshToken })
  })

  it('revokes with the expired access token as it is rather than refreshing it first', async () => {
    const { shop, storage, clock, backend } = authShop()
    await shop.auth.login(SHOPPER)
    const expired = storage.get('accessToken')!
    clock.advance(backend.accessTtlMs)
    seen.length = 0
    await shop.auth.logout()
    expect(calls()).toEqual(['POST /api/v1/logout'])
    expect(seen[0]!.headers.get('accesstoken')).toBe(expired)
  })

  it('is logged out locally before the revocation answers, and stays logged out when it fails', async () => {
    const { shop, storage } = authShop()
    await shop.auth.login(SHOPPER)
    let statusWhenAsked: string | undefined
    server.use(
      mock.post(`${API}/api/v1/logout`, () => {
        statusWhenAsked = shop.auth.$status.get()
        return HttpResponse.error()
      }),
    )
    await expect(shop.auth.logout()).resolves.toBeUndefined()
    expect([statusWhenAsked, shop.auth.$user.get(), storage.get('refreshToken')]).toEqual(['loggedOut', null, undefined])
  })

  it('emits nothing and runs no logout work when nobody was logged in', async () => {
    const { shop, noticeKeys } = authShop()
    const onLogout = vi.fn()
    contextOf(shop).onLogout(onLogout)
    await shop.auth.logout()
    expect([noticeKeys(), onLogout.mock.calls.length]).toEqual([[], 0])
  })

  it('finishes the logout even when a logout listener fails', async () => {
    const { shop } = authShop()
    const after = vi.fn()
    contextOf(shop).onLogout(() => {
      throw new Error('wishlist broke')
    })
    contextOf(shop).onLogout(after)
    await shop.auth.login(SHOPPER)
    await shop.auth.logout()
    expect([shop.auth.$user.get(), after.mock.calls.length]).toEqual([null, 1])
  })

  it('resets without a notice but with the logout work', async () => {
    const { shop, noticeKeys } = authShop()
    const onLogout = vi.fn()
    contextOf(shop).onLogout(onLogout)
    await shop.auth.login(SHOPPER)
    await shop.auth.reset()
    expect([shop.auth.$user.get(), noticeKeys(), onLogout.mock.calls]).toEqual([null, ['core.login.success'], [['reset']]])
  })
})

describe('fetchUser', () => {
  it('makes logged out become logged in on a successful profile fetch', async () => {
    const { shop, backend, storage } = authShop()
    storage.set('accessToken', backend.issuePair(2).accessToken)
    expect(shop.auth.$status.get()).toBe('loggedOut')
    const result = await shop.auth.fetchUser()
    expect(result.ok && result.data.email).toBe(SHOPPER.username)
    expect(shop.auth.$status.get()).toBe('loggedIn')
  })

  it('gives UNAUTHENTICATED without a request when there is no token', async () => {
    const { shop } = authShop()
    const result = await shop.auth.fetchUser()
    expect(result.ok ? null : result.error.code).toBe('UNAUTHENTICATED')
    expect(seen).toHaveLength(0)
  })

  it('logs out when the server no longer accepts the token', async () => {
    const { shop, noticeKeys } = authShop()
    await shop.auth.login(SHOPPER)
    server.use(mock.get(`${API}/api/v1/user/web/profile`, () => HttpResponse.json({ message: 'Unauthorized.', statusCode: 401 }, { status: 401 })))
    const result = await shop.auth.fetchUser()
    expect(result.ok ? null : result.error.status).toBe(401)
    expect([shop.auth.$user.get(), shop.auth.$status.get()]).toEqual([null, 'loggedOut'])
    expect(noticeKeys()).toEqual(['core.login.success', 'core.notifications.logoutSuccess'])
  })

  it('keeps the user and reports the error when the profile fetch fails otherwise', async () => {
    const { shop, noticeKeys } = authShop()
    await shop.auth.login(SHOPPER)
    server.use(mock.get(`${API}/api/v1/user/web/profile`, () => HttpResponse.json({ message: 'Boom', statusCode: 500 }, { status: 500 })))
    const result = await shop.auth.fetchUser()
    expect(result.ok ? null : result.error.status).toBe(500)
    expect(shop.auth.$status.get()).toBe('loggedIn')
    expect(noticeKeys().at(-1)).toBe('core.notifications.somethingWentWrong')
  })
})

describe('the admin strategy', () => {
  it('logs a back-office user in and reads the profile from api/v1/user/profile', async () => {
    const { shop } = authShop()
    const login = await shop.auth.login(EDITOR, { strategy: 'admin' })
    expect(login.ok && login.data.isBackofficeUser).toBe(true)
    await shop.auth.fetchUser()
    expect(calls()).toEqual(['POST /api/v1/login', 'GET /api/v1/user/profile'])
  })

  it('refuses a shopper with BACKOFFICE_ONLY and starts no session', async () => {
    const { shop, storage, noticeKeys } = authShop({ authStrategy: adminAuthStrategy() })
    const result = await shop.auth.login(SHOPPER)
    expect(result.ok ? null : [result.error.code, result.error.messageKey]).toEqual(['BACKOFFICE_ONLY', 'core.notifications.backofficeOnly'])
    expect([shop.auth.$status.get(), storage.get('accessToken')]).toEqual(['errored', undefined])
    expect(noticeKeys()).toEqual(['core.notifications.backofficeOnly'])
  })

  it('refuses a shopper whom the login response does not describe when the admin profile answers 403', async () => {
    const { shop, backend, storage } = authShop({ authStrategy: adminAuthStrategy() })
    server.use(mock.post(`${API}/api/v1/login`, () => HttpResponse.json({ data: { tokens: backend.issuePair(2) } })))
    const result = await shop.auth.login(SHOPPER)
    expect(result.ok ? null : result.error.code).toBe('BACKOFFICE_ONLY')
    // The server started a session for the shopper; it is revoked rather than left to expire.
    expect(calls()).toEqual(['POST /api/v1/login', 'GET /api/v1/user/profile', 'POST /api/v1/logout'])
    expect([shop.auth.$user.get(), storage.get('refreshToken')]).toEqual([null, undefined])
  })

  it('asks for the admin login with admin: true and maps the server refusal 403 Forbidden. to BACKOFFICE_ONLY', async () => {
    const { shop, storage, noticeKeys } = authShop({ authStrategy: adminAuthStrategy() })
    server.use(mock.post(`${API}/api/v1/login`, () => HttpResponse.json({ message: 'Forbidden.', statusCode: 403 }, { status: 403 })))
    const result = await shop.auth.login(SHOPPER)
    expect(await seen[0]!.json()).toEqual({ username: SHOPPER.username, password: SHOPPER.password, apiKey: 'vitrina-sandbox-key', admin: true })
    if (result.ok || !isAuthError(result.error)) throw new Error('expected an AuthError')
    expect([result.error.code, result.error.messageKey, result.error.status, result.error.serverMessage]).toEqual([
      'BACKOFFICE_ONLY',
      'core.notifications.backofficeOnly',
      403,
      'Forbidden.',
    ])
    expect([calls(), storage.get('accessToken'), noticeKeys()]).toEqual([['POST /api/v1/login'], undefined, ['core.notifications.backofficeOnly']])
  })

  it('revokes the tokens a backend that ignores admin: true gave a shopper', async () => {
    const { shop } = authShop({ authStrategy: adminAuthStrategy() })
    const result = await shop.auth.login(SHOPPER)
    expect(result.ok ? null : result.error.code).toBe('BACKOFFICE_ONLY')
    expect(calls()).toEqual(['POST /api/v1/login', 'POST /api/v1/logout'])
    expect((await seen[1]!.json()) as unknown).toEqual({ refreshToken: expect.stringMatching(/^refresh-/) })
  })

  it('revokes the session on logout at api/v1/logout, as the refresh strategy does', async () => {
    const { shop } = authShop({ authStrategy: adminAuthStrategy() })
    await shop.auth.login(EDITOR)
    await shop.auth.logout()
    expect(calls()).toEqual(['POST /api/v1/login', 'POST /api/v1/logout'])
  })
})

describe('the social strategy', () => {
  it('posts the provider token to api/v1/user/social/oauth and maps the disabled site to SOCIAL_LOGIN_DISABLED', async () => {
    const { shop, noticeKeys } = authShop()
    const result = await shop.auth.login({ provider: 'google', token: 'google-token' })
    if (result.ok || !isAuthError(result.error)) throw new Error('expected an AuthError')
    expect([result.error.code, result.error.messageKey, result.error.status]).toEqual(['SOCIAL_LOGIN_DISABLED', 'core.notifications.socialLoginDisabled', 400])
    expect(calls()).toEqual(['POST /api/v1/user/social/oauth'])
    expect(await seen[0]!.json()).toEqual({ provider: 'google', token: 'google-token', apiKey: 'vitrina-sandbox-key' })
    expect([shop.auth.$status.get(), noticeKeys()]).toEqual(['errored', ['core.notifications.socialLoginDisabled']])
  })

  it('logs in where social login is enabled and then uses the web profile', async () => {
    const { shop, backend, storage } = authShop()
    server.use(mock.post(`${API}/api/v1/user/social/oauth`, () => HttpResponse.json({ data: { tokens: backend.issuePair(2), user: shopperUser() } })))
    const result = await shop.auth.login({ provider: 'google', token: 'google-token' })
    expect(result.ok && result.data.id).toBe(2)
    expect(storage.get('authStrategy')).toBe('social')
    await shop.auth.fetchUser()
    expect(calls().at(-1)).toBe('GET /api/v1/user/web/profile')
  })
})

describe('the local strategy', () => {
  it('logs in at api/auth/login with one token and no refresh token, and reads the user at api/auth/user', async () => {
    const { shop, storage } = authShop({ authStrategy: localAuthStrategy() })
    const login = await shop.auth.login(SHOPPER)
    expect(login.ok && login.data.email).toBe(SHOPPER.username)
    expect([storage.get('accessToken') !== undefined, storage.get('refreshToken')]).toEqual([true, undefined])
    await shop.auth.fetchUser()
    expect(calls()).toEqual(['POST /api/auth/login', 'GET /api/auth/user'])
    expect(await seen[0]!.json()).toEqual({ username: SHOPPER.username, password: SHOPPER.password })
  })

  it('tells the server at api/auth/logout, with the token, and clears the session', async () => {
    const { shop, noticeKeys } = authShop({ authStrategy: localAuthStrategy() })
    await shop.auth.login(SHOPPER)
    await shop.auth.logout()
    expect(calls()).toEqual(['POST /api/auth/login', 'POST /api/auth/logout'])
    expect(seen[1]!.headers.get('authorization')).toMatch(/^Bearer /)
    expect([shop.auth.$user.get(), noticeKeys()]).toEqual([null, ['core.login.success', 'core.notifications.logoutSuccess']])
  })

  it('logs out locally even when the server logout fails', async () => {
    const { shop } = authShop({ authStrategy: localAuthStrategy() })
    await shop.auth.login(SHOPPER)
    server.use(mock.post(`${API}/api/auth/logout`, () => HttpResponse.error()))
    await shop.auth.logout()
    expect(shop.auth.$user.get()).toBeNull()
  })

  it('loses the session when its token expires, since it cannot refresh', async () => {
    const { shop, clock, backend, noticeKeys } = authShop({ authStrategy: localAuthStrategy() })
    await shop.auth.login(SHOPPER)
    clock.advance(backend.accessTtlMs)
    const result = await createSiteService(shop).fetchOptions()
    expect(result.ok).toBe(true)
    expect(seen.at(-1)!.headers.has('authorization')).toBe(false)
    expect(calls()).not.toContain('GET /api/v1/refresh')
    expect([shop.auth.$user.get(), noticeKeys().at(-1)]).toEqual([null, 'core.notifications.logoutSuccess'])
  })
})
