import { AuthError } from '../errors/errors.classes'
import { fail, mapResult } from '../internal/result'
import type { Result } from '../result/result.types'
import type { AccountContext } from './account.context'
import { ACCOUNT_MESSAGE_KEYS } from './account.messages.keys'
import { withMessageKey } from './account.notices'
import type { AccountService } from './account.types'
import { tokenUndefinedError, validateChangePassword, validateForgotPassword, validateResetPassword } from './account.validation'

const isBlank = (value: unknown) => typeof value !== 'string' || value.trim() === ''

/** The user's password: the forgot-password e-mail, the reset with its token, and the profile's change. */
export function createPasswords(acc: AccountContext): Pick<AccountService, 'requestPasswordReset' | 'resetPassword' | 'changePassword'> {
  const { api, locks } = acc
  const done = (result: Result<unknown>) => mapResult(result, () => undefined)

  return {
    requestPasswordReset: (form) =>
      locks.run('forgotPassword', async () => {
        const checked = validateForgotPassword(form)
        if (!checked.ok) return checked
        // The answer is the same whether or not the account exists, so the notice says "if".
        const sent = await api.forgotPassword(checked.data.username.trim())
        if (!sent.ok) return acc.failed(sent.error)
        acc.notify('info', ACCOUNT_MESSAGE_KEYS.passwordResetSent)
        return done(sent)
      }),

    resetPassword: (form) =>
      locks.run('resetPassword', async () => {
        // Spec §5: "A missing token gives error tokenUndefined", before the rules and without a request.
        if (isBlank(form?.token)) {
          acc.notify('error', ACCOUNT_MESSAGE_KEYS.tokenUndefined)
          return fail(tokenUndefinedError())
        }
        const checked = validateResetPassword(form)
        if (!checked.ok) return checked
        const set = await api.setPassword(checked.data.password, String(checked.data.token).trim())
        if (!set.ok) {
          // docs/contract/account.md: 400 'Invalid or expired token.' (an e-mailed link is single use and expires).
          if (set.error.status !== 400) return acc.failed(set.error)
          acc.notify('error', ACCOUNT_MESSAGE_KEYS.invalidToken)
          return fail(withMessageKey(set.error, ACCOUNT_MESSAGE_KEYS.invalidToken))
        }
        acc.notify('success', ACCOUNT_MESSAGE_KEYS.passwordReset)
        return done(set)
      }),

    changePassword: (form) =>
      locks.run('changePassword', async () => {
        if (!acc.shop.auth.$user.get()) return fail(new AuthError({ code: 'UNAUTHENTICATED', status: 401, message: 'changePassword needs a logged-in user' }))
        const checked = validateChangePassword(form)
        if (!checked.ok) return checked
        // 'Incorrect old password.' arrives mapped by the transport (INCORRECT_OLD_PASSWORD, core.notifications.inccorectOldPassword).
        const changed = await api.changePassword(checked.data.oldPassword, checked.data.newPassword)
        if (!changed.ok) return acc.failed(changed.error)
        acc.notify('success', ACCOUNT_MESSAGE_KEYS.passwordChanged)
        return done(changed)
      }),
  }
}
