import { AuthError, type SdkError } from '../errors/errors.classes'
import { lazySchemas } from '../internal/lazy-schemas'
import { fail, mapResult } from '../internal/result'
import { MESSAGE_KEYS } from '../messages/messages.keys'
import type { Result } from '../result/result.types'
import type { AuthClient, AuthLogin, AuthStrategy, AuthTokens, AuthUser, LoginCredentials, PasswordCredentials, SocialCredentials } from './auth.types'

const schemas = /* @__PURE__ */ lazySchemas(() => import('./auth.schema'))

// The calls of back-office spec §7, "Authentication strategies". Login and refresh never carry the user's token
// (auth: 'none'): there is none yet, or it is the expired one being replaced.

/** Tells social credentials (`{ provider, token }`) from a username and password. */
export function isSocialCredentials(credentials: LoginCredentials): credentials is SocialCredentials {
  return 'provider' in credentials
}

function passwordCredentials(credentials: LoginCredentials, strategy: string): PasswordCredentials {
  if (isSocialCredentials(credentials) || typeof credentials.username !== 'string' || typeof credentials.password !== 'string') {
    throw new TypeError(`The ${strategy} strategy logs in with { username, password }`)
  }
  return credentials
}

/** `POST api/v1/login` with `{ username, password, apiKey }` (the apiKey being the domain key), plus `admin: true` for the admin login. */
async function passwordLogin(client: AuthClient, credentials: LoginCredentials, strategy: string, extra: { admin?: true } = {}): Promise<Result<AuthLogin>> {
  const { username, password } = passwordCredentials(credentials, strategy)
  const body = { username, password, apiKey: client.apiKey, ...extra }
  return client.request({ method: 'POST', path: 'login', body, schema: schemas('loginResponseSchema'), auth: 'none' })
}

/** `GET api/v1/refresh` with the refresh token in the `refreshToken` header; the answer is a new (rotated) pair. */
function refreshTokens(client: AuthClient, refreshToken: string): Promise<Result<AuthTokens>> {
  return client.request({ method: 'GET', path: 'refresh', headers: { refreshToken }, schema: schemas('tokenPairSchema'), auth: 'none', retry: false })
}

function webProfile(client: AuthClient): Promise<Result<AuthUser>> {
  return client.request({ method: 'GET', service: 'user', path: 'web/profile', schema: schemas('userSchema') })
}

/**
 * `POST api/v1/logout` with the session's tokens: the access token as the transport sends one (an expired one
 * still names the session) and `{ refreshToken }` in the body. Sent with `auth: 'none'` and the tokens given:
 * ending a session must not refresh it first, nor fall under the 403 rule.
 */
function revokeSession(client: AuthClient, tokens: Partial<AuthTokens>): Promise<Result<unknown>> {
  return client.request({
    method: 'POST',
    path: 'logout',
    headers: tokenHeaders(tokens.accessToken),
    body: tokens.refreshToken === undefined ? {} : { refreshToken: tokens.refreshToken },
    schema: schemas('acknowledgedSchema'),
    auth: 'none',
  })
}

/** The headers the transport sends a token in (back-office spec §7: `accessToken`, and `Authorization` with a Bearer token). */
function tokenHeaders(accessToken: string | undefined): Record<string, string> {
  return accessToken === undefined ? {} : { accessToken, Authorization: `Bearer ${accessToken}` }
}

/** Back-office spec §6: "Admin area access requires a back-office user." */
function backofficeOnlyError(cause?: SdkError): AuthError {
  const serverMessage = (cause as { serverMessage?: unknown } | undefined)?.serverMessage
  return new AuthError({
    code: 'BACKOFFICE_ONLY',
    messageKey: MESSAGE_KEYS.backofficeOnly,
    status: 403,
    message: 'The admin login and the admin profile are for back-office users only',
    ...(cause ? { cause } : {}),
    ...(typeof serverMessage === 'string' ? { serverMessage } : {}),
  })
}

/** The server answers the admin calls of a user who is not a back-office user with `403 Forbidden.`. */
function refusingNonBackoffice<T>(result: Result<T>): Result<T> {
  return !result.ok && result.error.status === 403 ? fail(backofficeOnlyError(result.error)) : result
}

/**
 * The default strategy: login at `POST api/v1/login`, profile at `GET api/v1/user/web/profile`, rotating
 * refresh at `GET api/v1/refresh`, logout at `POST api/v1/logout`.
 */
export function refreshAuthStrategy(): AuthStrategy {
  return {
    name: 'refresh',
    login: (client, credentials) => passwordLogin(client, credentials, 'refresh'),
    fetchUser: webProfile,
    refresh: refreshTokens,
    logout: revokeSession,
  }
}

/**
 * The back-office strategy: login (with `admin: true`), refresh and logout as the default one, profile at
 * `GET api/v1/user/profile`. Only back-office users may log in (`BACKOFFICE_ONLY` otherwise), and its calls
 * are exempt from the 403 rule.
 */
export function adminAuthStrategy(): AuthStrategy {
  return {
    name: 'admin',
    async login(client, credentials) {
      // With `admin: true` the server itself refuses anyone else with 403, before it starts a session.
      const result = refusingNonBackoffice(await passwordLogin(client, credentials, 'admin', { admin: true }))
      if (result.ok && result.data.user && !result.data.user.isBackofficeUser) {
        // A backend that ignores the flag logged a shopper in: refuse the session, and end it on the server too.
        await revokeSession(client, result.data.tokens)
        return fail(backofficeOnlyError())
      }
      return result
    },
    // Back-office spec §8: the 403 rule does not apply to "an admin auth call".
    fetchUser: async (client) =>
      refusingNonBackoffice(await client.request({ method: 'GET', service: 'user', path: 'profile', schema: schemas('userSchema'), auth: 'noForbiddenRetry' })),
    refresh: refreshTokens,
    logout: revokeSession,
  }
}

/**
 * Login with a social identity provider's token at `POST api/v1/user/social/oauth`; profile, refresh and logout
 * as the default strategy. A site with social logins disabled answers `SOCIAL_LOGIN_DISABLED`.
 */
export function socialAuthStrategy(): AuthStrategy {
  return {
    name: 'social',
    login(client, credentials) {
      if (!isSocialCredentials(credentials)) throw new TypeError('The social strategy logs in with { provider, token }')
      const body = { provider: credentials.provider, token: credentials.token, apiKey: client.apiKey }
      return client.request({ method: 'POST', service: 'user', path: 'social/oauth', body, schema: schemas('loginResponseSchema'), auth: 'none' })
    },
    fetchUser: webProfile,
    refresh: refreshTokens,
    logout: revokeSession,
  }
}

/**
 * A backend's own session endpoints outside the versioned API: `POST api/auth/login` (one token, no refresh),
 * `GET api/auth/user`, `POST api/auth/logout`. The session ends when the token expires.
 */
export function localAuthStrategy(): AuthStrategy {
  return {
    name: 'local',
    async login(client, credentials) {
      const { username, password } = passwordCredentials(credentials, 'local')
      const result = await client.request({
        method: 'POST',
        version: 'none',
        path: 'auth/login',
        body: { username, password },
        schema: schemas('localLoginResponseSchema'),
        auth: 'none',
      })
      return mapResult(result, (data) => ({ tokens: { accessToken: data.token }, ...(data.user ? { user: data.user } : {}) }))
    },
    fetchUser: (client) => client.request({ method: 'GET', version: 'none', path: 'auth/user', schema: schemas('userSchema') }),
    // With the token given rather than `auth: 'auto'`: an expired token still names the session to end.
    logout: (client, tokens) =>
      client.request({
        method: 'POST',
        version: 'none',
        path: 'auth/logout',
        headers: tokenHeaders(tokens.accessToken),
        schema: schemas('acknowledgedSchema'),
        auth: 'none',
      }),
  }
}

/** The four strategies of back-office spec §7, by name. */
export function builtInAuthStrategies(): AuthStrategy[] {
  return [localAuthStrategy(), socialAuthStrategy(), refreshAuthStrategy(), adminAuthStrategy()]
}
