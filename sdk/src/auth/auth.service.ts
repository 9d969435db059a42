import { computed } from 'nanostores'
import { AuthError, type SdkError } from '../errors/errors.classes'
import { fail, ok } from '../internal/result'
import { MESSAGE_KEYS } from '../messages/messages.keys'
import { notifyError } from '../notices/notices.errors'
import type { Result } from '../result/result.types'
import type { StorefrontContext } from '../storefront/storefront.context'
import { createAuthHook } from './auth.hook'
import type { LogoutListeners } from './auth.listeners'
import { webLocks } from './auth.lock'
import { createAuthSession } from './auth.session'
import { builtInAuthStrategies, isSocialCredentials, refreshAuthStrategy } from './auth.strategies'
import type { AuthClient, AuthLogin, AuthService, AuthSnapshot, AuthStrategy, AuthUser, LoginCredentials } from './auth.types'

/** The auth service plus what only the storefront itself calls. */
export interface AuthServiceInternal extends AuthService {
  dehydrate(): AuthSnapshot
  hydrate(snapshot: AuthSnapshot): void
}

export interface AuthServiceDeps {
  /** The site's API key, repeated in login bodies. */
  apiKey: string
  /** The instance's strategy; defaults to the refresh strategy. */
  strategy?: AuthStrategy | undefined
  listeners: LogoutListeners
}

/** Creates the auth service of one instance and installs its hook in the instance's transport. */
export function createAuthService(ctx: StorefrontContext, deps: AuthServiceDeps): AuthServiceInternal {
  const defaultStrategy = deps.strategy ?? refreshAuthStrategy()
  const strategies = new Map(builtInAuthStrategies().map((strategy) => [strategy.name, strategy]))
  strategies.set(defaultStrategy.name, defaultStrategy)
  const session = createAuthSession({ storage: ctx.storage, clock: ctx.clock, notices: ctx.notices, listeners: deps.listeners, strategies, defaultStrategy })
  const client: AuthClient = { request: ctx.http.request, apiKey: deps.apiKey }
  ctx.http.auth = createAuthHook({ session, client, clock: ctx.clock, locks: webLocks() })

  function pickStrategy(credentials: LoginCredentials, name: string | undefined): AuthStrategy {
    if (name !== undefined) {
      const named = session.findStrategy(name)
      if (!named) throw new TypeError(`login: unknown auth strategy ${JSON.stringify(name)}`)
      return named
    }
    return isSocialCredentials(credentials) ? (session.findStrategy('social') ?? defaultStrategy) : defaultStrategy
  }

  /**
   * Ends the session locally, then tells the server (best effort, so after: a slow or failing call must not
   * keep the user logged in). The tokens are taken first, since ending the session clears them.
   */
  async function endSession(reason: 'logout' | 'reset'): Promise<void> {
    const strategy = session.strategy()
    const { accessToken, refreshToken } = session.tokens()
    await session.end(reason)
    if (!strategy.logout || (accessToken === undefined && refreshToken === undefined)) return
    await strategy.logout(client, { ...(accessToken === undefined ? {} : { accessToken }), ...(refreshToken === undefined ? {} : { refreshToken }) })
  }

  function failed<T>(error: SdkError): Result<T> {
    // A failed attempt does not undo a session that was already there.
    session.setStatus(session.$user.get() ? 'loggedIn' : 'errored')
    notifyError(ctx.notices, error, ctx.$language.get())
    return fail(error)
  }

  async function fetchUser(): Promise<Result<AuthUser>> {
    if (!session.hasTokens()) {
      if (session.$user.get()) await session.end('sessionLost')
      return fail(new AuthError({ code: 'UNAUTHENTICATED', status: 401, message: 'fetchUser needs a logged-in user' }))
    }
    if (!session.$user.get()) session.setStatus('pending')
    const result = await session.strategy().fetchUser(client)
    if (result.ok) {
      // A logout while the profile was on its way wins over the profile.
      if (session.hasTokens()) session.setUser(result.data)
      return result
    }
    // The server does not accept the token (expired, revoked): the session is lost, and its notice says so.
    if (result.error.status === 401) {
      await session.end('sessionLost')
      return result
    }
    return failed(result.error)
  }

  return {
    $user: session.$user,
    $status: session.$status,
    $isBackofficeUser: computed(session.$user, (user) => user?.isBackofficeUser === true),

    async login(credentials, options = {}) {
      const strategy = pickStrategy(credentials, options.strategy)
      const before = session.$status.get()
      session.setStatus('pending')
      let result: Result<AuthLogin>
      try {
        result = await strategy.login(client, credentials)
      } catch (error) {
        // A programmer error (wrong kind of credentials): rethrown, but not left 'pending' for ever.
        session.setStatus(before)
        throw error
      }
      if (!result.ok) return failed(result.error)

      // Another user's session (wishlist, cart) must not carry over into this one.
      if (session.hasTokens() || session.$user.get()) await session.end('reset')
      session.start(strategy, result.data.tokens, result.data.user ?? null)
      let user = result.data.user
      if (!user) {
        const fetched = await strategy.fetchUser(client)
        if (!fetched.ok) {
          // The server did start a session; it is ended there too rather than left to expire.
          await endSession('reset')
          return failed(fetched.error)
        }
        user = fetched.data
        session.setUser(user)
      }
      ctx.notices.notify({ level: 'success', key: MESSAGE_KEYS.loginSuccess })
      return ok(user)
    },

    logout: () => endSession('logout'),

    fetchUser,

    async restore() {
      const user = session.$user.get()
      if (!session.hasTokens()) {
        if (user) await session.end('sessionLost')
        return ok(null)
      }
      if (user) return ok(user)
      const result = await fetchUser()
      if (result.ok) return result
      return result.error.status === 401 ? ok(null) : result
    },

    reset: () => session.end('reset'),

    dehydrate: () => ({ user: session.$user.get(), strategy: session.strategy().name }),
    hydrate: (snapshot) => session.adopt(snapshot.user, snapshot.strategy),
  }
}
