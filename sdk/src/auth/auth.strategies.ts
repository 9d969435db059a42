import * as z from 'zod/mini'
import { AuthError } from '../errors/errors.classes'
import { fail, mapResult } from '../internal/result'
import { MESSAGE_KEYS } from '../messages/messages.keys'
import type { Result } from '../result/result.types'
import { localLoginResponseSchema, loginResponseSchema, tokenPairSchema, userSchema } from './auth.schema'
import type { AuthClient, AuthLogin, AuthStrategy, AuthTokens, AuthUser, LoginCredentials, PasswordCredentials, SocialCredentials } from './auth.types'

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

/** `POST api/v1/login` with `{ username, password, apiKey }` (the apiKey being the domain key). */
async function passwordLogin(client: AuthClient, credentials: LoginCredentials, strategy: string): Promise<Result<AuthLogin>> {
  const { username, password } = passwordCredentials(credentials, strategy)
  return client.request({ method: 'POST', path: 'login', body: { username, password, apiKey: client.apiKey }, schema: loginResponseSchema, auth: 'none' })
}

/** `GET api/v1/refresh` with the refresh token in the `refreshToken` header; the answer is a new (rotated) pair. */
function refreshTokens(client: AuthClient, refreshToken: string): Promise<Result<AuthTokens>> {
  return client.request({ method: 'GET', path: 'refresh', headers: { refreshToken }, schema: tokenPairSchema, auth: 'none' })
}

function webProfile(client: AuthClient): Promise<Result<AuthUser>> {
  return client.request({ method: 'GET', service: 'user', path: 'web/profile', schema: userSchema })
}

/**
 * The default strategy: login at `POST api/v1/login`, profile at `GET api/v1/user/web/profile`, rotating
 * refresh at `GET api/v1/refresh`.
 */
export function refreshAuthStrategy(): AuthStrategy {
  return {
    name: 'refresh',
    login: (client, credentials) => passwordLogin(client, credentials, 'refresh'),
    fetchUser: webProfile,
    refresh: refreshTokens,
  }
}

/**
 * The back-office strategy: login and refresh as the default one, profile at `GET api/v1/user/profile`; only
 * back-office users may log in, and its profile call is exempt from the 403 rule.
 */
export function adminAuthStrategy(): AuthStrategy {
  return {
    name: 'admin',
    async login(client, credentials) {
      const result = await passwordLogin(client, credentials, 'admin')
      if (result.ok && result.data.user && !result.data.user.isBackofficeUser) {
        // The tokens are valid shopper tokens, but this is the admin login: refuse rather than start a shopper session.
        return fail(new AuthError({ code: 'BACKOFFICE_ONLY', messageKey: MESSAGE_KEYS.backofficeOnly, status: 403, message: 'The admin login is for back-office users only' }))
      }
      return result
    },
    // Back-office spec §8: the 403 rule does not apply to "an admin auth call".
    fetchUser: (client) => client.request({ method: 'GET', service: 'user', path: 'profile', schema: userSchema, auth: 'noForbiddenRetry' }),
    refresh: refreshTokens,
  }
}

/**
 * Login with a social identity provider's token at `POST api/v1/user/social/oauth`; profile and refresh as the
 * default strategy. A site with social logins disabled answers `SOCIAL_LOGIN_DISABLED`.
 */
export function socialAuthStrategy(): AuthStrategy {
  return {
    name: 'social',
    login(client, credentials) {
      if (!isSocialCredentials(credentials)) throw new TypeError('The social strategy logs in with { provider, token }')
      const body = { provider: credentials.provider, token: credentials.token, apiKey: client.apiKey }
      return client.request({ method: 'POST', service: 'user', path: 'social/oauth', body, schema: loginResponseSchema, auth: 'none' })
    },
    fetchUser: webProfile,
    refresh: refreshTokens,
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
      const result = await client.request({ method: 'POST', version: 'none', path: 'auth/login', body: { username, password }, schema: localLoginResponseSchema, auth: 'none' })
      return mapResult(result, (data) => ({ tokens: { accessToken: data.token }, ...(data.user ? { user: data.user } : {}) }))
    },
    fetchUser: (client) => client.request({ method: 'GET', version: 'none', path: 'auth/user', schema: userSchema }),
    logout: (client) => client.request({ method: 'POST', version: 'none', path: 'auth/logout', schema: z.unknown() }),
  }
}

/** The four strategies of back-office spec §7, by name. */
export function builtInAuthStrategies(): AuthStrategy[] {
  return [localAuthStrategy(), socialAuthStrategy(), refreshAuthStrategy(), adminAuthStrategy()]
}
