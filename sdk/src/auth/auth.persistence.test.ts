import { http as mock, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { EDITOR, SHOPPER, shopperUser } from '../../test/auth.backend'
import { authShop } from '../../test/auth.setup'
import { API, pathOf, seen, server, useMswServer } from '../../test/msw'
import { memoryStorage } from '../storage/storage.memory'
import { requestCookieStorage } from '../storage/storage.request'
import { createStorefront } from '../storefront/storefront.create'
import type { StorefrontSnapshot } from '../storefront/storefront.types'

useMswServer()

const calls = () => seen.map((request) => `${request.method} ${pathOf(request)}`)

/** What the browser sends back after a response with these Set-Cookie headers. */
function cookieHeaderFrom(setCookies: string[]): string {
  return setCookies
    .map((header) => header.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ')
}

describe('a session across reloads', () => {
  it('starts a new instance over the same storage logged in, with the user, without any request', async () => {
    const { shop, storage } = authShop()
    await shop.auth.login(SHOPPER)
    seen.length = 0
    const reloaded = createStorefront({ ...shop.options, storage })
    expect([reloaded.auth.$status.get(), reloaded.auth.$user.get()]).toEqual(['loggedIn', shop.auth.$user.get()])
    expect(await reloaded.auth.restore()).toEqual({ ok: true, data: shop.auth.$user.get() })
    expect(seen).toHaveLength(0)
  })

  it('keeps the strategy of the session across a reload', async () => {
    const { shop, storage } = authShop()
    await shop.auth.login(EDITOR, { strategy: 'admin' })
    const reloaded = createStorefront({ ...shop.options, storage })
    seen.length = 0
    await reloaded.auth.fetchUser()
    expect(calls()).toEqual(['GET /api/v1/user/profile'])
  })

  it('fetches the profile on restore when there is a token but no user', async () => {
    const { shop, backend } = authShop()
    const storage = memoryStorage({ accessToken: backend.issuePair(2).accessToken })
    const reloaded = createStorefront({ ...shop.options, storage })
    expect(reloaded.auth.$status.get()).toBe('loggedOut')
    const result = await reloaded.auth.restore()
    expect(result.ok && result.data?.email).toBe(SHOPPER.username)
    expect([reloaded.auth.$status.get(), storage.get('authUser') !== undefined]).toEqual(['loggedIn', true])
  })

  it('refreshes an expired token on restore before fetching the profile', async () => {
    const { shop, clock, backend } = authShop()
    const tokens = backend.issuePair(2)
    const storage = memoryStorage({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken })
    clock.advance(backend.accessTtlMs)
    const reloaded = createStorefront({ ...shop.options, storage })
    expect((await reloaded.auth.restore()).ok).toBe(true)
    expect(calls()).toEqual(['GET /api/v1/refresh', 'GET /api/v1/user/web/profile'])
    expect(storage.get('refreshToken')).not.toBe(tokens.refreshToken)
  })

  it('restores nobody from a user cookie without tokens, and ignores a broken user cookie', async () => {
    const { shop, backend } = authShop()
    const leftover = createStorefront({ ...shop.options, storage: memoryStorage({ authUser: JSON.stringify(shopperUser()) }) })
    expect(leftover.auth.$user.get()).toBeNull()
    expect(await leftover.auth.restore()).toEqual({ ok: true, data: null })
    const broken = createStorefront({ ...shop.options, storage: memoryStorage({ accessToken: backend.issuePair(2).accessToken, authUser: '{"id":' }) })
    expect(broken.auth.$user.get()).toBeNull()
    // JSON, but not the shape the SDK stores: an edited cookie restores nobody rather than a half user.
    for (const edited of [
      { ...shopperUser(), details: null },
      { ...shopperUser(), scope: 'admin' },
      { ...shopperUser(), isBackofficeUser: 'true' },
      [shopperUser()],
    ]) {
      const shopWithEdited = createStorefront({
        ...shop.options,
        storage: memoryStorage({ accessToken: backend.issuePair(2).accessToken, authUser: JSON.stringify(edited) }),
      })
      expect(shopWithEdited.auth.$user.get()).toBeNull()
    }
    expect(seen).toHaveLength(0)
  })

  it('gives null from restore and clears the cookies when the server refuses the token', async () => {
    const { shop } = authShop()
    const storage = memoryStorage({ accessToken: 'not-a-jwt', refreshToken: 'refresh-unknown' })
    const reloaded = createStorefront({ ...shop.options, storage })
    expect(await reloaded.auth.restore()).toEqual({ ok: true, data: null })
    expect([storage.get('accessToken'), storage.get('refreshToken'), reloaded.auth.$status.get()]).toEqual([undefined, undefined, 'loggedOut'])
  })

  it('stores a user with too many addresses for a cookie without the addresses', async () => {
    const { shop, storage } = authShop()
    const addresses = Array.from({ length: 200 }, (_, index) => ({ id: index, type: 'shipping' }))
    server.use(mock.get(`${API}/api/v1/user/web/profile`, () => HttpResponse.json({ data: { ...shopperUser(), addresses } })))
    await shop.auth.login(SHOPPER)
    await shop.auth.fetchUser()
    expect(shop.auth.$user.get()?.addresses).toHaveLength(200)
    expect(JSON.parse(storage.get('authUser')!)).toMatchObject({ id: 2, addresses: [] })
  })
})

describe('server rendering', () => {
  it('writes the access token cookie until its exp and the refresh token cookie for 30 days', async () => {
    const storage = requestCookieStorage('')
    const { shop, backend } = authShop({ storage })
    await shop.auth.login(SHOPPER)
    const byName = new Map(storage.setCookieHeaders().map((header) => [header.split('=')[0], header]))
    expect(byName.get('accessToken')).toContain(`Max-Age=${backend.accessTtlMs / 1000};`)
    expect(byName.get('refreshToken')).toContain('Max-Age=2592000;')
    expect(byName.get('authUser')).toContain('Max-Age=2592000;')
  })

  it('sends no Set-Cookie headers for a visitor who never logged in, even after a session check', async () => {
    const storage = requestCookieStorage('i18n_locale=hr')
    const { shop } = authShop({ storage })
    await shop.auth.restore()
    await shop.auth.logout()
    expect(storage.setCookieHeaders()).toEqual([])
  })

  it('shows the shopper logged in on the first server-rendered page from the request cookies', async () => {
    const loginResponse = requestCookieStorage('')
    const { shop } = authShop({ storage: loginResponse })
    await shop.auth.login(SHOPPER)
    seen.length = 0

    const nextRequest = requestCookieStorage(cookieHeaderFrom(loginResponse.setCookieHeaders()))
    const ssr = createStorefront({ ...shop.options, storage: nextRequest })
    expect((await ssr.auth.restore()).ok).toBe(true)
    expect([ssr.auth.$status.get(), ssr.auth.$user.get()?.email]).toEqual(['loggedIn', SHOPPER.username])
    expect(ssr.dehydrate().auth?.user?.details.firstName).toBe('Ana')
    expect(seen).toHaveLength(0)
  })

  it('hands the user to the browser through dehydrate and hydrate, without tokens in the snapshot', async () => {
    const loginResponse = requestCookieStorage('')
    const { shop } = authShop({ storage: loginResponse })
    await shop.auth.login(EDITOR, { strategy: 'admin' })
    const cookies = cookieHeaderFrom(loginResponse.setCookieHeaders())
    const snapshot = JSON.parse(JSON.stringify(createStorefront({ ...shop.options, storage: requestCookieStorage(cookies) }).dehydrate())) as StorefrontSnapshot
    expect(JSON.stringify(snapshot)).not.toMatch(/refresh-|eyJ/)

    // The browser's cookies came with the page; the snapshot fills the stores.
    const browser = createStorefront({
      ...shop.options,
      storage: memoryStorage(Object.fromEntries(cookies.split('; ').map((pair) => pair.split('=').map(decodeURIComponent)))),
    })
    browser.hydrate(snapshot)
    expect([browser.auth.$user.get()?.email, browser.auth.$isBackofficeUser.get()]).toEqual([EDITOR.username, true])
    seen.length = 0
    await browser.auth.fetchUser()
    expect(calls()).toEqual(['GET /api/v1/user/profile'])
  })

  it('does not take the user of a snapshot into a browser that has no token', async () => {
    const { shop } = authShop()
    await shop.auth.login(SHOPPER)
    const browser = createStorefront({ ...shop.options, storage: memoryStorage() })
    browser.hydrate(shop.dehydrate())
    expect([browser.auth.$user.get(), browser.auth.$status.get()]).toEqual([null, 'loggedOut'])
  })

  it('hydrates a snapshot made before authentication existed and leaves auth as it was', async () => {
    const { shop } = authShop()
    await shop.auth.login(SHOPPER)
    const { auth: _auth, ...older } = shop.dehydrate()
    shop.hydrate(older)
    expect(shop.auth.$user.get()?.email).toBe(SHOPPER.username)
  })
})
