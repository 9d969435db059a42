import { afterEach, describe, expect, it, vi } from 'vitest'
import { systemClock } from '../clock/clock.system'
import { REFRESH_LOCK_WAIT_MS, type RefreshLocks, webLocks, withRefreshLock } from './auth.lock'

/** Web Locks that grant at once and record the names asked for. */
function grantingLocks() {
  const names: string[] = []
  const locks: RefreshLocks = {
    request: (name, _options, callback) => {
      names.push(name)
      return callback()
    },
  }
  return { locks, names }
}

/** Web Locks held by a tab that never lets go: a request is granted never, and rejected when its signal aborts. */
const heldForever: RefreshLocks = {
  request: (_name, { signal }) =>
    new Promise((_resolve, reject) => {
      signal.addEventListener('abort', () => reject(new DOMException('The lock request was aborted.', 'AbortError')))
    }),
}

describe('withRefreshLock', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('runs the task at once where there are no Web Locks (Node, older browsers)', async () => {
    expect(await withRefreshLock('token', async () => 'refreshed', { clock: systemClock, locks: undefined })).toBe('refreshed')
  })

  it('holds a lock named after a hash of the refresh token, never the token itself', async () => {
    const { locks, names } = grantingLocks()
    await withRefreshLock('refresh-token-one', async () => null, { clock: systemClock, locks })
    await withRefreshLock('refresh-token-one', async () => null, { clock: systemClock, locks })
    await withRefreshLock('refresh-token-two', async () => null, { clock: systemClock, locks })
    expect(names[0]).toMatch(/^vitrina\.auth\.refresh\.[0-9a-f]{8}$/)
    expect(names[0]).toBe(names[1])
    expect(names[2]).not.toBe(names[0])
    expect(names.join()).not.toContain('refresh-token')
  })

  it('goes ahead without the lock after waiting 15 s for a tab that does not let go', async () => {
    vi.useFakeTimers()
    const task = vi.fn(async () => 'refreshed')
    const outcome = withRefreshLock('token', task, { clock: systemClock, locks: heldForever })
    await vi.advanceTimersByTimeAsync(REFRESH_LOCK_WAIT_MS - 1)
    expect(task).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(await outcome).toBe('refreshed')
    expect(task).toHaveBeenCalledTimes(1)
  })

  it('passes a failure of the task on instead of running it again without the lock', async () => {
    const { locks } = grantingLocks()
    const task = vi.fn(async () => {
      throw new Error('listener broke')
    })
    await expect(withRefreshLock('token', task, { clock: systemClock, locks })).rejects.toThrow('listener broke')
    expect(task).toHaveBeenCalledTimes(1)
  })

  it('finds the Web Locks of the platform in navigator.locks', () => {
    const { locks } = grantingLocks()
    vi.stubGlobal('navigator', { locks })
    expect(webLocks()).toBe(locks)
    vi.stubGlobal('navigator', {})
    expect(webLocks()).toBeUndefined()
  })
})
