import type { Clock } from '../clock/clock.types'

/** How long a refresh waits for another tab's refresh of the same token before it goes ahead on its own. */
export const REFRESH_LOCK_WAIT_MS = 15_000

/** The part of the Web Locks API (`navigator.locks`) a refresh uses. */
export interface RefreshLocks {
  request<T>(name: string, options: { signal: AbortSignal }, callback: () => Promise<T>): Promise<T>
}

/** The Web Locks of the page or worker, where there are any (browsers; not Node 20). */
export function webLocks(): RefreshLocks | undefined {
  const navigator = (globalThis as { navigator?: { locks?: RefreshLocks } }).navigator
  return typeof navigator?.locks?.request === 'function' ? navigator.locks : undefined
}

/**
 * Runs `task` holding a Web Lock named after the refresh token, so that the tabs of an origin (which share the
 * token cookies) refresh one token one at a time; without Web Locks it runs `task` at once.
 *
 * Refresh tokens are single use and the server answers a reused one by revoking the whole session
 * (docs/contract/auth.md), so two tabs refreshing the same token at the same moment would log both out. With
 * the lock, the second tab waits, then re-reads the cookies inside `task` and finds the pair the first one stored.
 *
 * The lock is named after a hash of the token, not a fixed name: two users' sessions on one server process never
 * wait for each other, and the token itself does not show in `navigator.locks.query()`. A tab that holds the lock
 * and never lets go (frozen in the background) cannot block the others for longer than {@link REFRESH_LOCK_WAIT_MS}.
 */
export async function withRefreshLock<T>(refreshToken: string, task: () => Promise<T>, deps: { clock: Clock; locks: RefreshLocks | undefined }): Promise<T> {
  const { clock, locks } = deps
  if (!locks) return task()
  const waiting = new AbortController()
  const timer = clock.setTimeout(() => waiting.abort(), REFRESH_LOCK_WAIT_MS)
  let granted = false
  try {
    return await locks.request(`vitrina.auth.refresh.${fingerprint(refreshToken)}`, { signal: waiting.signal }, () => {
      granted = true
      clock.clearTimeout(timer)
      return task()
    })
  } catch (error) {
    // Only a wait that timed out goes ahead without the lock; a failure of the task itself is the caller's.
    if (!granted && waiting.signal.aborted) return task()
    throw error
  } finally {
    clock.clearTimeout(timer)
  }
}

/** FNV-1a (32 bits) as hex: enough to tell tokens apart in a lock name, useless for recovering one. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash >>> 0).toString(16).padStart(8, '0')
}
