import { act, renderHook } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { testStorefront } from '../test/storefront.fixture'
import { useAuth } from './auth.hook'
import { StorefrontProvider } from './storefront.context'

const SHOPPER = { username: 'kupac@vitrina.test', password: 'Kupac123!' }
const EDITOR = { username: 'urednik@vitrina.test', password: 'Urednik123!' }

describe('useAuth', () => {
  it('starts logged out', () => {
    const { wrapper } = testStorefront()
    const { result } = renderHook(() => useAuth(), { wrapper })
    expect([result.current.user, result.current.status, result.current.isBackofficeUser]).toEqual([null, 'loggedOut', false])
  })

  it('re-renders logged in with the user after login, and logged out after logout', async () => {
    const { wrapper, storage } = testStorefront()
    const { result } = renderHook(() => useAuth(), { wrapper })

    await act(async () => {
      const login = await result.current.login(SHOPPER)
      expect(login.ok).toBe(true)
    })

    expect(result.current.status).toBe('loggedIn')
    expect(result.current.user?.details.firstName).toBe('Ana')
    expect(result.current.isBackofficeUser).toBe(false)
    expect(storage.get('refreshToken')).toBe('refresh-2')

    await act(() => result.current.logout())

    expect([result.current.user, result.current.status]).toEqual([null, 'loggedOut'])
    expect(storage.get('refreshToken')).toBeUndefined()
  })

  it('shows the SDK notices of a login and a logout', async () => {
    const { wrapper, shop } = testStorefront()
    const keys: string[] = []
    shop.notices.listen((notice) => keys.push(notice.key))
    const { result } = renderHook(() => useAuth(), { wrapper })

    await act(async () => void (await result.current.login(SHOPPER)))
    await act(() => result.current.logout())

    expect(keys).toEqual(['core.login.success', 'core.notifications.logoutSuccess'])
  })

  it('marks a back-office user logged in with the admin strategy', async () => {
    const { wrapper, backend } = testStorefront()
    const { result } = renderHook(() => useAuth(), { wrapper })

    await act(async () => void (await result.current.login(EDITOR, { strategy: 'admin' })))
    await act(async () => void (await result.current.fetchUser()))

    expect(result.current.isBackofficeUser).toBe(true)
    // The admin strategy reads the back-office profile, not the shopper's.
    expect(backend.calls.filter((call) => call.includes('/api/v1/user/'))).toEqual(['GET /api/v1/user/profile'])
  })

  it('stays logged out with status errored after wrong credentials', async () => {
    const { wrapper } = testStorefront()
    const { result } = renderHook(() => useAuth(), { wrapper })

    await act(async () => {
      const login = await result.current.login({ ...SHOPPER, password: 'Pogresna1!' })
      expect(login.ok ? null : login.error.messageKey).toBe('core.notifications.unknowUserOrPassword')
    })

    expect([result.current.user, result.current.status]).toEqual([null, 'errored'])
  })

  it('renders the logged-in user on the server from a hydrated snapshot', async () => {
    const server = testStorefront()
    await server.shop.auth.login(SHOPPER)
    const browser = testStorefront({ cookies: { accessToken: server.storage.get('accessToken')!, refreshToken: 'refresh-2' } })
    browser.shop.hydrate(JSON.parse(JSON.stringify(server.shop.dehydrate())))
    function Greeting() {
      const { user } = useAuth()
      return <p>{user ? `Bok, ${user.details.firstName}` : 'Prijava'}</p>
    }

    const html = renderToString(
      <StorefrontProvider storefront={browser.shop}>
        <Greeting />
      </StorefrontProvider>,
    )

    expect(html).toContain('Bok, Ana')
    expect(browser.backend.calls).toEqual([])
  })
})
