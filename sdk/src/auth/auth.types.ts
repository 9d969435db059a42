import type { ReadableAtom } from 'nanostores'
import type { HttpRequest } from '../http/http.types'
import type { Result } from '../result/result.types'

/** One of the user's addresses, as the user record lists it (the full address lives in the account service). */
export interface AuthUserAddress {
  /** The address id. */
  id: number | string
  /** `main` (billing), `billing`, `shipping` or `other`. */
  type: string
}

/**
 * The logged-in user: who they are and what they may do.
 *
 * @remarks
 * Parsed tolerantly: fields the backend adds are dropped, missing optional ones get empty values.
 */
export interface AuthUser {
  /** The user id. */
  id: number | string
  /** The e-mail address, which is also the username. */
  email: string
  /** First and last name; empty text when not given. */
  details: {
    /** The first name, or empty text. */
    firstName: string
    /** The last name, or empty text. */
    lastName: string
  }
  /** The company the user buys for, or null. */
  company: {
    /** The company's name. */
    name: string
  } | null
  /** The member card barcode, or null when none is saved. */
  memberCardBarcode: string | null
  /** The user's addresses, by id and type. */
  addresses: AuthUserAddress[]
  /** True for editors and administrators (edit mode, admin area, maintenance bypass). */
  isBackofficeUser: boolean
  /** Permission names for scope-based checks. */
  scope: string[]
}

/** The tokens of a session; strategies without refresh (local) have no refresh token. */
export interface AuthTokens {
  /** The short-lived access token, a signed token whose payload has a readable `exp`. */
  accessToken: string
  /** The rotating refresh token; absent for strategies that cannot refresh. */
  refreshToken?: string
}

/** Where authentication stands: nobody logged in, a login or profile fetch under way, logged in, or the last attempt failed. */
export type AuthStatus = 'loggedOut' | 'pending' | 'loggedIn' | 'errored'

/** Username and password, for the local, refresh and admin strategies. */
export interface PasswordCredentials {
  /** The e-mail address. */
  username: string
  /** The password. */
  password: string
}

/** A token from a social identity provider, for the social strategy. */
export interface SocialCredentials {
  /** The identity provider, for example `google` or `facebook`. */
  provider: string
  /** The provider's token for the user. */
  token: string
}

/** What a login takes: a username and password, or a social provider's token. */
export type LoginCredentials = PasswordCredentials | SocialCredentials

/** Options of {@link AuthService.login}. */
export interface LoginOptions {
  /**
   * The strategy to log in with, by name: `local`, `social`, `refresh`, `admin` or the name of the instance's
   * own strategy. Defaults to `social` for social credentials and to the instance's strategy otherwise.
   */
  strategy?: string
}

/** Why a session ended: an explicit logout, a lost session (refused refresh, 403 rule, rejected token) or a reset. */
export type LogoutReason = 'logout' | 'sessionLost' | 'reset'

/** Work to do when the user is logged out (clear the wishlist, forget the cart session); may be async. */
// biome-ignore lint/suspicious/noConfusingVoidType: a listener may return nothing or a promise, which is awaited
export type LogoutListener = (reason: LogoutReason) => Promise<unknown> | void

/** What a strategy calls the backend with: the instance's transport and its API key (for login bodies). */
export interface AuthClient {
  /** Sends a request through the instance's transport; resolves to the parsed payload or an error, never rejects. */
  request<T>(request: HttpRequest<T>): Promise<Result<T>>
  /** The site's API key, which the refresh strategy's login body repeats. */
  readonly apiKey: string
}

/** What a successful strategy login gives: the tokens and, when the response had it, the user. */
export interface AuthLogin {
  /** The new session's tokens. */
  tokens: AuthTokens
  /** The user, when the login response included it; otherwise the service fetches the profile. */
  user?: AuthUser
}

/**
 * How a backend logs people in: the calls of login, profile, refresh and logout.
 *
 * @remarks
 * Back-office spec §7 names four: {@link localAuthStrategy}, {@link socialAuthStrategy}, {@link refreshAuthStrategy}
 * (the default) and {@link adminAuthStrategy}. Login, refresh and logout calls must use `auth: 'none'` (logout
 * sends the tokens it is given itself); the profile call uses the default so the transport sends (and refreshes)
 * the token.
 */
export interface AuthStrategy {
  /** Unique name; remembered with the session (cookie `authStrategy`) so a reload uses the same strategy. */
  readonly name: string
  /** Exchanges credentials for tokens (and usually the user); throws a TypeError for the wrong kind of credentials. */
  login(client: AuthClient, credentials: LoginCredentials): Promise<Result<AuthLogin>>
  /** Fetches the logged-in user's profile. */
  fetchUser(client: AuthClient): Promise<Result<AuthUser>>
  /** Exchanges a refresh token for new tokens; strategies without it lose the session when the access token expires. */
  refresh?(client: AuthClient, refreshToken: string): Promise<Result<AuthTokens>>
  /**
   * Tells the server to end the session of `tokens` (the ones the session had; the access token may have
   * expired). Best effort: the user is already logged out locally, whatever it answers.
   */
  logout?(client: AuthClient, tokens: Partial<AuthTokens>): Promise<Result<unknown>>
}

/** The auth service's state as JSON data, for handing server-rendered state to the browser; tokens are left out on purpose. */
export interface AuthSnapshot {
  /** The logged-in user, or null. */
  user: AuthUser | null
  /** The name of the session's strategy. */
  strategy: string
}

/** Login, logout and the logged-in user of one storefront instance. */
export interface AuthService {
  /** The logged-in user, or null. */
  readonly $user: ReadableAtom<AuthUser | null>
  /** Where authentication stands. */
  readonly $status: ReadableAtom<AuthStatus>
  /** True while a back-office user (editor, administrator) is logged in. */
  readonly $isBackofficeUser: ReadableAtom<boolean>
  /**
   * Logs in: stores the tokens and the user, and emits the notice `core.login.success`; a failure emits an
   * error notice (`core.notifications.unknowUserOrPassword` for wrong credentials) and sets status `errored`.
   */
  login(credentials: LoginCredentials, options?: LoginOptions): Promise<Result<AuthUser>>
  /**
   * Logs out: clears the user, both tokens and their cookies, runs the logout listeners, emits
   * `core.notifications.logoutSuccess`, then asks the server to revoke the session (`POST api/v1/logout` for
   * the refresh, admin and social strategies). The revocation is best effort: a failed call is not an error,
   * the user is logged out locally either way.
   */
  logout(): Promise<void>
  /** Fetches the profile of the logged-in user and stores it; a 401 means the session is gone and logs out. */
  fetchUser(): Promise<Result<AuthUser>>
  /**
   * Completes a session restored from cookies: fetches the profile when there is a token but no user.
   * Resolves to the user, or null when nobody is logged in. Call it on the server before rendering.
   */
  restore(): Promise<Result<AuthUser | null>>
  /** Clears the user and both tokens without a notice or a server call, and runs the logout listeners. */
  reset(): Promise<void>
}
