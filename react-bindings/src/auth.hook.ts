import { useStore } from '@nanostores/react'
import type { AuthService, AuthStatus, AuthUser } from '@vitrina/sdk'
import { useStorefront } from './storefront.context'

/** What {@link useAuth} returns: the auth stores' current values and the auth service's methods. */
export interface UseAuthResult {
  /** The logged-in user, or null. */
  user: AuthUser | null
  /** Where authentication stands: `loggedOut`, `pending`, `loggedIn` or `errored`. */
  status: AuthStatus
  /** True while a back-office user (editor, administrator) is logged in. */
  isBackofficeUser: boolean
  /** Logs in (the instance's strategy, or `{ strategy: 'admin' }` and the like) and emits `core.login.success`. */
  login: AuthService['login']
  /** Logs out, forgets the tokens and emits `core.notifications.logoutSuccess`. */
  logout: AuthService['logout']
  /** Fetches the logged-in user's profile again. */
  fetchUser: AuthService['fetchUser']
}

/**
 * Subscribes to the logged-in user and hands through login, logout and the profile fetch.
 *
 * @example
 * ```tsx
 * import { useAuth } from '@vitrina/react'
 * import { validateLogin } from '@vitrina/sdk'
 *
 * function Login({ username, password }: { username: string; password: string }) {
 *   const { user, login } = useAuth()
 *   const submit = async () => {
 *     const checked = validateLogin({ username, password })
 *     if (checked.ok) await login(checked.data)
 *   }
 *   return user ? <p>{user.email}</p> : <button onClick={() => void submit()}>Prijava</button>
 * }
 * ```
 */
export function useAuth(): UseAuthResult {
  const { auth } = useStorefront()
  return {
    user: useStore(auth.$user),
    status: useStore(auth.$status),
    isBackofficeUser: useStore(auth.$isBackofficeUser),
    login: auth.login,
    logout: auth.logout,
    fetchUser: auth.fetchUser,
  }
}
