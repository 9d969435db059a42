import { atom, type ReadableAtom } from 'nanostores'
import type { Clock } from '../clock/clock.types'
import { MESSAGE_KEYS } from '../messages/messages.keys'
import type { Notices } from '../notices/notices.types'
import { DEFAULT_COOKIE_MAX_AGE_SECONDS } from '../storage/storage.format'
import type { StorageAdapter } from '../storage/storage.types'
import type { LogoutListeners } from './auth.listeners'
import { secondsUntilExpiry } from './auth.tokens'
import type { AuthStatus, AuthStrategy, AuthTokens, AuthUser, LogoutReason } from './auth.types'

/** The cookies of a session. `accessToken` and `refreshToken` are the names a server-side renderer reads too. */
export const AUTH_COOKIES = /* @__PURE__ */ Object.freeze({
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  user: 'authUser',
  strategy: 'authStrategy',
})

/** The refresh token, user and strategy cookies live as long as the spec's default cookie lifetime (30 days). */
export const SESSION_COOKIE_MAX_AGE_SECONDS = DEFAULT_COOKIE_MAX_AGE_SECONDS

// Browsers drop cookies over about 4 kB; a user with many addresses is stored without them.
const USER_COOKIE_MAX_CHARS = 3000

/** The tokens as the storage holds them right now. */
export interface StoredTokens {
  accessToken: string | undefined
  refreshToken: string | undefined
}

/**
 * One instance's session: the user and status stores, the tokens, the strategy. The tokens are read from
 * storage every time, never cached, so a session rotated or ended by another tab (same cookies) is seen at once.
 */
export interface AuthSession {
  readonly $user: ReadableAtom<AuthUser | null>
  readonly $status: ReadableAtom<AuthStatus>
  tokens(): StoredTokens
  hasTokens(): boolean
  strategy(): AuthStrategy
  findStrategy(name: string | undefined): AuthStrategy | undefined
  start(strategy: AuthStrategy, tokens: AuthTokens, user: AuthUser | null): void
  setTokens(tokens: AuthTokens): void
  setUser(user: AuthUser): void
  setStatus(status: AuthStatus): void
  /** Takes a server-rendered user and strategy without writing cookies (they came with the page). */
  adopt(user: AuthUser | null, strategyName: string): void
  /** Clears user, tokens and cookies; when there was a session, emits the logout notice (not for a reset) and runs the listeners. */
  end(reason: LogoutReason): Promise<void>
}

export interface AuthSessionDeps {
  storage: StorageAdapter
  clock: Clock
  notices: Notices
  listeners: LogoutListeners
  strategies: ReadonlyMap<string, AuthStrategy>
  defaultStrategy: AuthStrategy
}

export function createAuthSession(deps: AuthSessionDeps): AuthSession {
  const { storage } = deps
  const tokens = (): StoredTokens => ({ accessToken: storage.get(AUTH_COOKIES.accessToken), refreshToken: storage.get(AUTH_COOKIES.refreshToken) })
  const hasTokens = (): boolean => {
    const current = tokens()
    return current.accessToken !== undefined || current.refreshToken !== undefined
  }
  const findStrategy = (name: string | undefined) => (name === undefined ? undefined : deps.strategies.get(name))

  // A user cookie without a token is a leftover of an ended session, not a login.
  const restoredUser = hasTokens() ? readUserCookie(storage) : null
  const $user = atom<AuthUser | null>(restoredUser)
  const $status = atom<AuthStatus>(restoredUser ? 'loggedIn' : 'loggedOut')
  let strategy = findStrategy(storage.get(AUTH_COOKIES.strategy)) ?? deps.defaultStrategy

  function setTokens(next: AuthTokens): void {
    const lifetime = secondsUntilExpiry(next.accessToken, deps.clock.now())
    // The access token cookie lives until the token's exp; one already expired is not kept.
    if (lifetime > 0) storage.set(AUTH_COOKIES.accessToken, next.accessToken, { maxAgeSeconds: lifetime })
    else storage.remove(AUTH_COOKIES.accessToken)
    if (next.refreshToken) storage.set(AUTH_COOKIES.refreshToken, next.refreshToken, { maxAgeSeconds: SESSION_COOKIE_MAX_AGE_SECONDS })
    else storage.remove(AUTH_COOKIES.refreshToken)
  }

  function setUser(user: AuthUser): void {
    writeUserCookie(storage, user)
    $user.set(user)
    $status.set('loggedIn')
  }

  return {
    $user,
    $status,
    tokens,
    hasTokens,
    strategy: () => strategy,
    findStrategy,
    start(next, sessionTokens, user) {
      strategy = next
      storage.set(AUTH_COOKIES.strategy, next.name, { maxAgeSeconds: SESSION_COOKIE_MAX_AGE_SECONDS })
      setTokens(sessionTokens)
      if (user) setUser(user)
    },
    setTokens,
    setUser,
    setStatus: (status) => $status.set(status),
    adopt(user, strategyName) {
      strategy = findStrategy(strategyName) ?? strategy
      if (user && hasTokens()) {
        $user.set(user)
        $status.set('loggedIn')
      }
    },
    async end(reason) {
      const hadSession = $user.get() !== null || hasTokens()
      // Only cookies that are there: on the server each removal becomes a Set-Cookie header.
      for (const name of Object.values(AUTH_COOKIES)) if (storage.get(name) !== undefined) storage.remove(name)
      strategy = deps.defaultStrategy
      $user.set(null)
      $status.set('loggedOut')
      if (!hadSession) return
      // Storefront spec §4: "Logout shows 'Uspješna odjava!' (also on session loss)".
      if (reason !== 'reset') deps.notices.notify({ level: 'success', key: MESSAGE_KEYS.logoutSuccess })
      await deps.listeners.run(reason)
    },
  }
}

function readUserCookie(storage: StorageAdapter): AuthUser | null {
  const raw = storage.get(AUTH_COOKIES.user)
  if (raw === undefined) return null
  try {
    const stored: unknown = JSON.parse(raw)
    return isStoredUser(stored) ? stored : null
  } catch {
    return null
  }
}

const isId = (value: unknown): value is number | string => typeof value === 'number' || typeof value === 'string'
const isText = (value: unknown): value is string => typeof value === 'string'
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

/**
 * Whether a parsed user cookie has the exact shape {@link writeUserCookie} stores: a user that the response schema
 * already normalised. Checked by hand rather than with `userSchema`, so that restoring a session (on every page)
 * does not bring valibot into a page's first load; anything else in the cookie (edited, truncated) is no user.
 */
function isStoredUser(value: unknown): value is AuthUser {
  if (!isRecord(value) || !isRecord(value.details)) return false
  const { details, company, addresses, scope } = value
  return (
    isId(value.id) &&
    isText(value.email) &&
    isText(details.firstName) &&
    isText(details.lastName) &&
    (company === null || (isRecord(company) && isText(company.name))) &&
    (value.memberCardBarcode === null || isText(value.memberCardBarcode)) &&
    Array.isArray(addresses) &&
    addresses.every((address) => isRecord(address) && isId(address.id) && isText(address.type)) &&
    typeof value.isBackofficeUser === 'boolean' &&
    Array.isArray(scope) &&
    scope.every(isText)
  )
}

function writeUserCookie(storage: StorageAdapter, user: AuthUser): void {
  let value = JSON.stringify(user)
  if (encodeURIComponent(value).length > USER_COOKIE_MAX_CHARS) value = JSON.stringify({ ...user, addresses: [] })
  storage.set(AUTH_COOKIES.user, value, { maxAgeSeconds: SESSION_COOKIE_MAX_AGE_SECONDS })
}
