import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { testStorefront } from '../test/storefront.fixture'
import { useOrders } from './orders.hook'

const SHOPPER = { username: 'kupac@vitrina.test', password: 'Kupac123!' }

describe('useOrders', () => {
  it('starts with an empty history and nothing more to load', () => {
    const { wrapper } = testStorefront()
    const { result } = renderHook(() => useOrders(), { wrapper })
    expect([result.current.history.orders, result.current.hasMore]).toEqual([[], false])
  })

  it('re-renders page by page until the last one', async () => {
    const { wrapper, shop } = testStorefront()
    const { result } = renderHook(() => useOrders(), { wrapper })
    await act(async () => void (await shop.auth.login(SHOPPER)))
    await act(async () => void (await result.current.loadFirst()))
    expect([result.current.history.orders.map((order) => order.id), result.current.hasMore]).toEqual([[7, 6, 5, 4, 3], true])
    await act(async () => void (await result.current.loadMore()))
    expect([result.current.history.orders.length, result.current.hasMore]).toEqual([7, false])
  })

  it('empties the history after logout', async () => {
    const { wrapper, shop } = testStorefront()
    const { result } = renderHook(() => useOrders(), { wrapper })
    await act(async () => void (await shop.auth.login(SHOPPER)))
    await act(async () => void (await result.current.loadFirst()))
    await act(() => shop.auth.logout())
    expect(result.current.history.orders).toEqual([])
  })
})
