import { describe, expect, it, vi } from 'vitest'
import { createNotices } from './notices.service'

describe('notices', () => {
  it('delivers a notice to every listener with a 3000 ms default duration', () => {
    const notices = createNotices()
    const first = vi.fn()
    const second = vi.fn()
    notices.listen(first)
    notices.listen(second)
    const notice = notices.notify({ level: 'success', key: 'core.notifications.logoutSuccess' })
    expect(notice).toEqual({ id: 1, level: 'success', key: 'core.notifications.logoutSuccess', durationMs: 3000 })
    expect(first).toHaveBeenCalledWith(notice)
    expect(second).toHaveBeenCalledWith(notice)
  })

  it('keeps a given duration and params and numbers notices in order', () => {
    const notices = createNotices()
    notices.notify({ level: 'info', key: 'a' })
    const notice = notices.notify({ level: 'info', key: 'core.notifications.cartUpdated', durationMs: 12_000, params: { count: 2 } })
    expect(notice).toEqual({ id: 2, level: 'info', key: 'core.notifications.cartUpdated', durationMs: 12_000, params: { count: 2 } })
  })

  it('stops calling a listener after it unsubscribes', () => {
    const notices = createNotices()
    const listener = vi.fn()
    const stop = notices.listen(listener)
    stop()
    notices.notify({ level: 'info', key: 'a' })
    expect(listener).not.toHaveBeenCalled()
  })

  it('does not share notices between instances', () => {
    const first = createNotices()
    const second = createNotices()
    const listener = vi.fn()
    second.listen(listener)
    first.notify({ level: 'error', key: 'x' })
    expect(listener).not.toHaveBeenCalled()
  })
})
