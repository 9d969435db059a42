import type { Context } from 'hono'
import { fail } from '../http/http.errors'
import type { SandboxContext } from '../sandbox/sandbox.context'
import { clearAccountAttempts, LOGIN_THROTTLE, recordAttempt, throttledForMs, throttleSubjects } from './auth.throttle'

/** One login attempt under the throttle: how long it must wait first, and what its outcome does to the counts. */
export interface LoginAttempt {
  /** 0 when the attempt may go on; else the ms until the account or the client may try again. */
  waitMs: number
  /** Counts the failure for the account and the client, then fails with 401 and the server text. */
  failed(message: string): never
  /** Clears the account's failures (the client's stay counted). */
  succeeded(): void
}

/** The throttle of a login by `username` (both login endpoints, every strategy that sends a password). */
export function loginAttempt(c: Context, context: Pick<SandboxContext, 'db' | 'clock'>, username: string): LoginAttempt {
  const subjects = throttleSubjects(c, username)
  return {
    waitMs: throttledForMs(context, 'login', subjects, LOGIN_THROTTLE),
    failed(message) {
      recordAttempt(context, 'login', subjects, LOGIN_THROTTLE)
      return fail(401, message)
    },
    succeeded: () => clearAccountAttempts(context, 'login', subjects),
  }
}
