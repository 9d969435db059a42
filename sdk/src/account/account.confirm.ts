import { fail, mapResult } from '../internal/result'
import type { Result } from '../result/result.types'
import type { AccountContext } from './account.context'
import { ACCOUNT_MESSAGE_KEYS } from './account.messages.keys'
import { withMessageKey } from './account.notices'
import type { AccountService } from './account.types'
import { tokenUndefinedError } from './account.validation'

/**
 * The confirmation links of e-mails: a registration's (`web/verify/{token}`) and a form's (`form/confirmEmail/{token}`).
 * An unknown, used or expired token (a 4xx) says `core.notifications.invalidToken`; other failures the generic text.
 */
export function createConfirmations(acc: AccountContext): Pick<AccountService, 'confirmEmail' | 'confirmFormEmail'> {
  async function confirm<T>(token: unknown, field: string, send: (token: string) => Promise<Result<T>>): Promise<Result<T>> {
    const trimmed = typeof token === 'string' ? token.trim() : ''
    if (!trimmed) {
      acc.notify('error', ACCOUNT_MESSAGE_KEYS.tokenUndefined)
      return fail(tokenUndefinedError(field))
    }
    const result = await send(trimmed)
    if (result.ok) return result
    if (result.error.status < 400 || result.error.status >= 500) return acc.failed(result.error)
    acc.notify('error', ACCOUNT_MESSAGE_KEYS.invalidToken)
    return fail(withMessageKey(result.error, ACCOUNT_MESSAGE_KEYS.invalidToken))
  }

  return {
    async confirmEmail(verificationToken) {
      const result = await confirm(verificationToken, 'verificationToken', acc.api.verifyEmail)
      if (result.ok) acc.notify('success', ACCOUNT_MESSAGE_KEYS.emailConfirmed)
      return mapResult(result, ({ email }) => ({ email }))
    },

    // What the goal means (a message to show, a URL to go to, a file to download) is the page's to act on.
    confirmFormEmail: (token) => confirm(token, 'token', acc.api.confirmFormEmail),
  }
}
