import { act, renderHook, waitFor } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { createWishlistService } from '@vitrina/sdk/account'
import { describe, expect, it } from 'vitest'
import { testStorefront } from '../test/storefront.fixture'
import { StorefrontProvider } from './storefront.context'
import { useWishlist } from './wishlist.hook'

const SHOPPER = { username: 'kupac@vitrina.test', password: 'Kupac123!' }

describe('useWishlist', () => {
  it('is empty and asks nothing for a visitor', () => {
    const { wrapper, backend } = testStorefront()
    const { result } = renderHook(() => useWishlist(), { wrapper })
    expect([result.current.items, result.current.count, result.current.has(7)]).toEqual([null, 0, false])
    expect(backend.calls.filter((call) => call.includes('wishlist'))).toEqual([])
  })

  it('re-renders with the list after a login, and with the toggled product', async () => {
    const { wrapper, shop } = testStorefront()
    const { result } = renderHook(() => useWishlist(), { wrapper })
    await act(async () => void (await shop.auth.login(SHOPPER)))
    await waitFor(() => expect(result.current.count).toBe(1))
    expect([result.current.has(7), [...result.current.productIds]]).toEqual([true, ['7']])

    let toggled: Promise<unknown> | undefined
    act(() => {
      toggled = result.current.toggle(12)
    })
    expect([result.current.isToggling(12), [...result.current.toggling]]).toEqual([true, ['12']])
    await act(async () => void (await toggled))
    expect([result.current.count, result.current.has(12), result.current.isToggling(12)]).toEqual([2, true, false])
  })

  it('renders the hydrated count on the server without a request', async () => {
    const server = testStorefront()
    await server.shop.auth.login(SHOPPER)
    await createWishlistService(server.shop).load()
    const browser = testStorefront({ cookies: { accessToken: server.storage.get('accessToken')!, refreshToken: 'refresh-2' } })
    browser.shop.hydrate(JSON.parse(JSON.stringify(server.shop.dehydrate())))
    createWishlistService(browser.shop).hydrate(JSON.parse(JSON.stringify(createWishlistService(server.shop).dehydrate())))
    function Counter() {
      return <span>Lista želja: {useWishlist().count}</span>
    }
    const html = renderToString(
      <StorefrontProvider storefront={browser.shop}>
        <Counter />
      </StorefrontProvider>,
    )
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(html).toContain('Lista želja: <!-- -->1')
    expect(browser.backend.calls).toEqual([])
  })
})
