import type { Clock } from '../clock/clock.types'
import { AuthError, type SdkError } from '../errors/errors.classes'
import type { HttpAuthHook } from '../http/http.types'
import { fail, ok } from '../internal/result'
import type { Result } from '../result/result.types'
import { type RefreshLocks, withRefreshLock } from './auth.lock'
import { singleFlight } from './auth.refresh'
import type { AuthSession } from './auth.session'
import { isTokenExpired } from './auth.tokens'
import type { AuthClient } from './auth.types'

/** Statuses with which a server refuses a refresh token (unknown, expired, already used): the session is over. */
const REFUSED_STATUSES = new Set([400, 401, 403])

/** The error of a request that was not sent because its expired token could not be refreshed for a transient reason. */
export function refreshFailedError(cause: SdkError): AuthError {
  return new AuthError({
    code: 'REFRESH_FAILED',
    status: cause.status,
    retryable: true,
    cause,
    message: `The access token could not be refreshed (${cause.code}: ${cause.message}); the user is still logged in, try again`,
  })
}

/**
 * The transport's auth hook: sends the stored token, refreshes it first when it has expired (one refresh for
 * any number of concurrent requests), and applies the 403 rule's logout.
 *
 * Refresh tokens are single use, and the server answers a refresh token presented a second time by revoking
 * the whole session (docs/contract/auth.md, "Refresh token"). So a token must never be refreshed twice: within
 * an instance one refresh is shared by every request (single flight); across tabs, which share the token
 * cookies, the tokens are re-read from storage before each request and again right before the refresh call
 * (inside a Web Lock where the platform has one), so a tab uses the pair another tab already stored instead
 * of sending the used refresh token again.
 */
export function createAuthHook(deps: { session: AuthSession; client: AuthClient; clock: Clock; locks?: RefreshLocks | undefined }): HttpAuthHook {
  const { session } = deps

  async function refreshStoredTokens(): Promise<Result<string | undefined>> {
    // Read again: another tab may have refreshed while this one waited for the lock (or since the request that
    // started this refresh looked). Its fresh token is used as it is; the refresh token it replaced is spent.
    const { accessToken, refreshToken: sent } = session.tokens()
    if (accessToken !== undefined && !isTokenExpired(accessToken, deps.clock.now())) return ok(accessToken)
    const strategy = session.strategy()
    // Back-office spec §4: "If that fails, the user is logged out." Without a refresh token (or a strategy that
    // can refresh, such as local) an expired session cannot be renewed at all.
    if (sent === undefined || !strategy.refresh) {
      await session.end('sessionLost')
      return ok(undefined)
    }

    const result = await strategy.refresh(deps.client, sent)
    const current = session.tokens()
    if (current.refreshToken !== sent) {
      // The session changed while the refresh was under way: a logout, a new login, or another tab's refresh of
      // the same token. The newer cookies win, whatever this refresh got. (After a race of two refreshes a backend
      // without a grace for a token just used has revoked both pairs; the next call that needs the user then answers
      // 401 and ends the session.)
      return ok(current.accessToken)
    }
    if (result.ok) {
      session.setTokens(result.data)
      return ok(result.data.accessToken)
    }
    if (REFUSED_STATUSES.has(result.error.status)) {
      await session.end('sessionLost')
      return ok(undefined)
    }
    // Offline, timed out, a server error: the refresh token may still be good, so the user stays logged in.
    return fail(refreshFailedError(result.error))
  }

  const refresh = singleFlight((): Promise<Result<string | undefined>> => {
    const { refreshToken } = session.tokens()
    return refreshToken === undefined ? refreshStoredTokens() : withRefreshLock(refreshToken, refreshStoredTokens, { clock: deps.clock, locks: deps.locks })
  })

  return {
    async beforeRequest() {
      const { accessToken, refreshToken } = session.tokens()
      if (accessToken !== undefined && !isTokenExpired(accessToken, deps.clock.now())) return ok(accessToken)
      if (accessToken === undefined && refreshToken === undefined) {
        // The cookies went away under a user we still show (logout in another tab, cookie lifetime over).
        if (session.$user.get() !== null) await session.end('sessionLost')
        return ok(undefined)
      }
      // After a refused refresh the request goes on without a token, as an anonymous visitor's would.
      return refresh()
    },

    async onForbidden(token) {
      // Only the token that drew the 403 is deemed wrong; a session started or renewed meanwhile is left alone.
      if (session.tokens().accessToken === token) await session.end('sessionLost')
    },
  }
}
