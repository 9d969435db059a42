import { renderHook } from '@testing-library/react'
import type { Notice } from '@vitrina/sdk'
import { describe, expect, it, vi } from 'vitest'
import { testStorefront } from '../test/storefront.fixture'
import { useNotices } from './notices.hook'

describe('useNotices', () => {
  it('calls the listener with each notice while mounted and stops after unmount', () => {
    const { shop, wrapper } = testStorefront()
    const listener = vi.fn<(notice: Notice) => void>()
    const { unmount } = renderHook(() => useNotices(listener), { wrapper })

    shop.notices.notify({ level: 'success', key: 'core.login.success' })
    expect(listener).toHaveBeenCalledTimes(1)
    expect(listener.mock.calls[0]?.[0]).toMatchObject({ level: 'success', key: 'core.login.success', durationMs: 3000 })

    unmount()
    shop.notices.notify({ level: 'info', key: 'core.notifications.cartUpdated' })
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('uses the latest listener without subscribing twice', () => {
    const { shop, wrapper } = testStorefront()
    const first = vi.fn()
    const second = vi.fn()
    const { rerender } = renderHook(({ listener }) => useNotices(listener), { wrapper, initialProps: { listener: first } })

    rerender({ listener: second })
    shop.notices.notify({ level: 'error', key: 'core.notifications.somethingWentWrong' })

    expect(first).not.toHaveBeenCalled()
    expect(second).toHaveBeenCalledTimes(1)
  })
})
