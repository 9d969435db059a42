import { delay, http as mock, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { EDITOR, SHOPPER } from '../../test/auth.backend'
import { authShop } from '../../test/auth.setup'
import { API, pathOf, seen, server, useMswServer } from '../../test/msw'
import { isAuthError, isNetworkError } from '../errors/errors.guards'
import { createSiteService } from '../site/site.service'
import { memoryStorage } from '../storage/storage.memory'
import { requestCookieStorage } from '../storage/storage.request'
import { createStorefront } from '../storefront/storefront.create'
import { contextOf } from '../storefront/storefront.internals'
import { adminAuthStrategy } from './auth.strategies'

useMswServer()

// POST api/v1/logout as docs/contract/auth.md has it: 200 whatever it is sent (the fake backend does not revoke).
beforeEach(() => {
  server.use(mock.post(`${API}/api/v1/logout`, () => HttpResponse.json({ data: { ok: true } })))
})

const REFRESH = `${API}/api/v1/refresh`
const requestsTo = (path: string) => seen.filter((request) => pathOf(request).startsWith(path))
const tokenOf = (request: Request) => request.headers.get('accesstoken')

function gate() {
  let open!: () => void
  const opened = new Promise<void>((resolve) => (open = resolve))
  return { opened, open }
}

/** A logged-in shopper whose access token has just expired. */
async function expiredSession(options: Parameters<typeof authShop>[0] = {}) {
  const setup = authShop(options)
  await setup.shop.auth.login(SHOPPER)
  const oldAccessToken = setup.storage.get('accessToken')!
  const oldRefreshToken = setup.storage.get('refreshToken')!
  setup.clock.advance(setup.backend.accessTtlMs)
  seen.length = 0
  return { ...setup, oldAccessToken, oldRefreshToken }
}

describe('token refresh before a request', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('makes five concurrent requests with an expired token share one refresh call, and sends all five with the new token', async () => {
    const { shop, backend, storage, oldAccessToken } = await expiredSession()
    const results = await Promise.all(Array.from({ length: 5 }, () => shop.auth.fetchUser()))
    expect(results.map((result) => result.ok)).toEqual([true, true, true, true, true])
    expect(backend.calls.refresh).toBe(1)
    const sentTokens = new Set(requestsTo('/api/v1/user/web/profile').map(tokenOf))
    expect(sentTokens).toEqual(new Set([storage.get('accessToken')]))
    expect(sentTokens.has(oldAccessToken)).toBe(false)
  })

  it('sends the refresh token in the refreshToken header, without the expired access token, and stores the rotated pair', async () => {
    const { shop, storage, oldRefreshToken } = await expiredSession()
    await createSiteService(shop).fetchOptions()
    const refresh = requestsTo('/api/v1/refresh')
    expect(refresh.map((request) => [request.method, request.headers.get('refreshtoken'), request.headers.has('authorization')])).toEqual([
      ['GET', oldRefreshToken, false],
    ])
    expect(storage.get('refreshToken')).not.toBe(oldRefreshToken)
    expect(storage.get('refreshToken')).toMatch(/^refresh-/)
  })

  it('refreshes 10 s before exp and not earlier', async () => {
    const { shop, clock, backend } = authShop()
    await shop.auth.login(SHOPPER)
    clock.advance(backend.accessTtlMs - 11_000)
    await createSiteService(shop).fetchOptions()
    expect(backend.calls.refresh).toBe(0)
    clock.advance(1_000)
    await createSiteService(shop).fetchOptions()
    expect(backend.calls.refresh).toBe(1)
  })

  it('refreshes when the access token cookie has run out but the refresh token is still there', async () => {
    const { shop, storage, backend } = authShop()
    await shop.auth.login(SHOPPER)
    storage.remove('accessToken')
    const result = await shop.auth.fetchUser()
    expect([result.ok, backend.calls.refresh]).toEqual([true, 1])
  })

  it('logs out when the server refuses a used refresh token: user, both tokens and cookies cleared, logout work run, notice emitted', async () => {
    const storage = requestCookieStorage('')
    const { shop, oldRefreshToken, notices } = await expiredSession({ storage })
    const onLogout = vi.fn()
    contextOf(shop).onLogout(onLogout)
    // Someone used the refresh token first; the server answers 401 'Invalid refresh token.' to a second use.
    await fetch(REFRESH, { headers: { refreshToken: oldRefreshToken, apiKey: 'vitrina-sandbox-key' } })
    const result = await createSiteService(shop).fetchOptions()
    expect(result.ok).toBe(true)
    expect([shop.auth.$user.get(), shop.auth.$status.get()]).toEqual([null, 'loggedOut'])
    expect(['accessToken', 'refreshToken', 'authUser'].map((name) => storage.get(name))).toEqual([undefined, undefined, undefined])
    expect(storage.setCookieHeaders()).toEqual(
      expect.arrayContaining(['accessToken=; Path=/; Max-Age=0; SameSite=Lax', 'refreshToken=; Path=/; Max-Age=0; SameSite=Lax']),
    )
    expect(onLogout).toHaveBeenCalledWith('sessionLost')
    expect(notices.at(-1)).toMatchObject({ key: 'core.notifications.logoutSuccess' })
    // The request itself went on as an anonymous visitor's.
    expect(tokenOf(requestsTo('/api/v1/cms/option/filter')[0]!)).toBeNull()
  })

  it.each([400, 401, 403])('treats a refresh answered %i as refused and logs out', async (status) => {
    const { shop } = await expiredSession()
    server.use(mock.get(REFRESH, () => HttpResponse.json({ message: 'Invalid refresh token.', statusCode: status }, { status })))
    await createSiteService(shop).fetchOptions()
    expect(shop.auth.$user.get()).toBeNull()
  })

  it('logs out once for many requests waiting on one refused refresh', async () => {
    const { shop, backend, noticeKeys } = await expiredSession()
    server.use(mock.get(REFRESH, () => HttpResponse.json({ message: 'Invalid refresh token.', statusCode: 401 }, { status: 401 })))
    const onLogout = vi.fn()
    contextOf(shop).onLogout(onLogout)
    await Promise.all([createSiteService(shop).fetchOptions(), createSiteService(shop).fetchOptions(), createSiteService(shop).fetchOptions()])
    expect([requestsTo('/api/v1/refresh').length, onLogout.mock.calls.length, backend.calls.profile]).toEqual([1, 1, 0])
    expect(noticeKeys().filter((key) => key === 'core.notifications.logoutSuccess')).toHaveLength(1)
  })

  it('keeps the user logged in when the refresh fails on the network, and fails the request as retryable without sending it', async () => {
    const { shop, storage, oldRefreshToken, noticeKeys } = await expiredSession()
    server.use(mock.get(REFRESH, () => HttpResponse.error(), { once: true }))
    const result = await createSiteService(shop).fetchOptions()
    if (result.ok || !isAuthError(result.error)) throw new Error('expected an AuthError')
    expect([result.error.code, result.error.retryable, result.error.status]).toEqual(['REFRESH_FAILED', true, 0])
    expect(isNetworkError(result.error.cause)).toBe(true)
    expect(requestsTo('/api/v1/cms')).toHaveLength(0)
    expect([shop.auth.$status.get(), storage.get('refreshToken')]).toEqual(['loggedIn', oldRefreshToken])
    expect(noticeKeys()).not.toContain('core.notifications.logoutSuccess')
    // Trying again once the network is back works.
    expect((await createSiteService(shop).fetchOptions()).ok).toBe(true)
    expect(shop.auth.$user.get()?.email).toBe(SHOPPER.username)
  })

  it('keeps the user logged in when the refresh answers a server error, and fails the request as retryable', async () => {
    const { shop } = await expiredSession()
    server.use(mock.get(REFRESH, () => HttpResponse.json({ message: 'Unavailable', statusCode: 503 }, { status: 503 })))
    const result = await shop.auth.fetchUser()
    expect(result.ok ? null : [result.error.code, result.error.retryable, result.error.status]).toEqual(['REFRESH_FAILED', true, 503])
    expect(shop.auth.$status.get()).toBe('loggedIn')
  })

  it('keeps the user logged in when the refresh times out', async () => {
    const { shop } = await expiredSession({ timeoutMs: 1_000 })
    vi.useFakeTimers()
    server.use(
      mock.get(REFRESH, async () => {
        await delay('infinite')
        return HttpResponse.json({})
      }),
    )
    const pending = createSiteService(shop).fetchOptions()
    await vi.advanceTimersByTimeAsync(1_000)
    const result = await pending
    expect(result.ok ? null : [result.error.code, (result.error.cause as { code?: string }).code]).toEqual(['REFRESH_FAILED', 'TIMEOUT'])
    expect(shop.auth.$user.get()).not.toBeNull()
  })

  it('lets a logout made while the refresh is under way win over the refreshed tokens', async () => {
    const { shop, storage } = await expiredSession()
    const held = gate()
    server.use(
      mock.get(REFRESH, async () => {
        await held.opened
      }),
    )
    const pending = createSiteService(shop).fetchOptions()
    await vi.waitFor(() => expect(requestsTo('/api/v1/refresh')).toHaveLength(1))
    await shop.auth.logout()
    held.open()
    const result = await pending
    expect(result.ok).toBe(true)
    expect([storage.get('accessToken'), storage.get('refreshToken'), shop.auth.$user.get()]).toEqual([undefined, undefined, null])
    expect(tokenOf(requestsTo('/api/v1/cms/option/filter')[0]!)).toBeNull()
  })

  // Without Web Locks two tabs can still race. The sandbox then revokes the whole session (see
  // test/integration/auth.integration.test.ts); against a backend that only refuses the second refresh, the
  // loser keeps the session by taking the winner's cookies.
  it('adopts the tokens another tab stored while its own refresh was under way instead of logging out on the refusal', async () => {
    const storage = memoryStorage()
    const first = await expiredSession({ storage })
    const secondTab = createStorefront({ ...first.shop.options, storage })
    const held = gate()
    let holding = true
    server.use(
      mock.get(REFRESH, async () => {
        if (!holding) return
        holding = false
        await held.opened
      }),
    )
    const second = createSiteService(secondTab).fetchOptions()
    await vi.waitFor(() => expect(requestsTo('/api/v1/refresh')).toHaveLength(1))
    expect((await createSiteService(first.shop).fetchOptions()).ok).toBe(true)
    const rotated = storage.get('accessToken')
    held.open()
    expect((await second).ok).toBe(true)
    expect(first.backend.calls.refresh).toBe(2)
    expect(secondTab.auth.$user.get()?.email).toBe(SHOPPER.username)
    expect(storage.get('accessToken')).toBe(rotated)
    expect(tokenOf(requestsTo('/api/v1/cms/option/filter').at(-1)!)).toBe(rotated)
  })

  it('logs out a user whose token cookies were removed elsewhere (another tab logged out)', async () => {
    const { shop, storage, noticeKeys } = authShop()
    await shop.auth.login(SHOPPER)
    storage.remove('accessToken')
    storage.remove('refreshToken')
    await createSiteService(shop).fetchOptions()
    expect([shop.auth.$user.get(), noticeKeys().at(-1)]).toEqual([null, 'core.notifications.logoutSuccess'])
  })
})

describe('the 403 rule', () => {
  const forbiddenWithToken = (path: string) =>
    mock.all(`${API}${path}`, ({ request }) =>
      request.headers.has('accesstoken') ? HttpResponse.json({ message: 'Forbidden.', statusCode: 403 }, { status: 403 }) : undefined,
    )

  it('logs the user out and retries the request once without the token', async () => {
    const { shop, noticeKeys } = authShop()
    await shop.auth.login(SHOPPER)
    const onLogout = vi.fn()
    contextOf(shop).onLogout(onLogout)
    server.use(forbiddenWithToken('/api/v1/cms/option/filter'))
    const result = await createSiteService(shop).fetchOptions()
    expect(result.ok).toBe(true)
    expect(requestsTo('/api/v1/cms/option/filter').map((request) => tokenOf(request) !== null)).toEqual([true, false])
    expect([shop.auth.$user.get(), onLogout.mock.calls, noticeKeys().at(-1)]).toEqual([null, [['sessionLost']], 'core.notifications.logoutSuccess'])
  })

  it('logs out once when several requests draw a 403 with the same token', async () => {
    const { shop, noticeKeys } = authShop()
    await shop.auth.login(SHOPPER)
    server.use(forbiddenWithToken('/api/v1/cms/*'))
    await Promise.all([createSiteService(shop).fetchOptions(), createSiteService(shop).fetchNavigation('main'), createSiteService(shop).hasRunningPipeline()])
    expect(noticeKeys().filter((key) => key === 'core.notifications.logoutSuccess')).toHaveLength(1)
    expect(requestsTo('/api/v1/cms').filter((request) => tokenOf(request) === null)).toHaveLength(3)
  })

  it('applies to the profile call of the default strategy', async () => {
    const { shop } = authShop()
    await shop.auth.login(SHOPPER)
    server.use(forbiddenWithToken('/api/v1/user/web/profile'))
    const result = await shop.auth.fetchUser()
    expect(result.ok ? null : result.error.status).toBe(401)
    expect(requestsTo('/api/v1/user/web/profile')).toHaveLength(2)
    expect(shop.auth.$user.get()).toBeNull()
  })

  it('does not retry or log out for an admin auth call (the admin profile)', async () => {
    const { shop, noticeKeys } = authShop({ authStrategy: adminAuthStrategy() })
    await shop.auth.login(EDITOR)
    server.use(forbiddenWithToken('/api/v1/user/profile'))
    const result = await shop.auth.fetchUser()
    expect(result.ok ? null : [result.error.code, result.error.status]).toEqual(['BACKOFFICE_ONLY', 403])
    expect(requestsTo('/api/v1/user/profile')).toHaveLength(1)
    expect([shop.auth.$user.get()?.email, shop.auth.$status.get()]).toEqual([EDITOR.username, 'loggedIn'])
    expect(noticeKeys()).not.toContain('core.notifications.logoutSuccess')
  })

  it('leaves a session alone when the 403 answered a token that was already replaced', async () => {
    const { shop, storage } = authShop()
    await shop.auth.login(SHOPPER)
    const held = gate()
    server.use(
      mock.get(`${API}/api/v1/cms/option/filter`, async ({ request }) => {
        if (!request.headers.has('accesstoken')) return undefined
        await held.opened
        return HttpResponse.json({ message: 'Forbidden.', statusCode: 403 }, { status: 403 })
      }),
    )
    const pending = createSiteService(shop).fetchOptions()
    await vi.waitFor(() => expect(requestsTo('/api/v1/cms/option/filter')).toHaveLength(1))
    await shop.auth.login(EDITOR)
    const editorToken = storage.get('accessToken')
    held.open()
    await pending
    expect([shop.auth.$user.get()?.email, storage.get('accessToken')]).toEqual([EDITOR.username, editorToken])
  })
})
