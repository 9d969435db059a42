import type { LogoutListener, LogoutReason } from './auth.types'

/** The instance's list of work to do on logout; the storefront context hands out `onLogout`, the auth session runs it. */
export interface LogoutListeners {
  /** Registers a listener; returns a function that removes it. */
  onLogout(listener: LogoutListener): () => void
  /** Runs every listener and waits for all of them; a failing listener does not stop the others or the logout. */
  run(reason: LogoutReason): Promise<void>
}

export function createLogoutListeners(): LogoutListeners {
  const listeners = new Set<LogoutListener>()
  return {
    onLogout(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    async run(reason) {
      // Each listener is started in its own microtask so a synchronous throw cannot skip the ones after it.
      await Promise.allSettled([...listeners].map(async (listener) => listener(reason)))
    },
  }
}
