import { useStore } from '@nanostores/react'
import { createAccountService, type AccountAction, type AccountProfile, type AccountService } from '@vitrina/sdk/account'
import { useStorefront } from './storefront.context'

/** What {@link useAccount} returns: the account stores' current values and the account service's methods. */
export interface UseAccountResult {
  /** The loaded profile (user and full addresses), or null before `loadProfile` and after logout. */
  profile: AccountProfile | null
  /** The forms whose submit runs (each has its own submit lock). */
  pending: readonly AccountAction[]
  /** Loads the logged-in user's profile with full addresses. */
  loadProfile: AccountService['loadProfile']
  /** Registers a shopper: the member card check, validation, consents, then the registration. */
  register: AccountService['register']
  /** Confirms a registration's e-mail with the token of the e-mailed link. */
  confirmEmail: AccountService['confirmEmail']
  /** Confirms a form's e-mail and answers what to do next. */
  confirmFormEmail: AccountService['confirmFormEmail']
  /** Asks for a password-reset e-mail. */
  requestPasswordReset: AccountService['requestPasswordReset']
  /** Sets a new password with the e-mailed token. */
  resetPassword: AccountService['resetPassword']
  /** Changes the logged-in user's password. */
  changePassword: AccountService['changePassword']
  /** Saves the profile's edit form (details, e-mail and the main address). */
  updateProfile: AccountService['updateProfile']
  /** Creates or updates one saved address. */
  saveAddress: AccountService['saveAddress']
  /** Asks the membership service whether a member card barcode is valid. */
  checkMemberCard: AccountService['checkMemberCard']
  /** Listens to account events (`incorrect-member-card-barcode`). */
  listen: AccountService['listen']
}

/**
 * Subscribes to the profile and the forms' submit locks, and hands through the account service's methods (the
 * service of `createAccountService` from `@vitrina/sdk/account`, one per instance).
 *
 * @example
 * ```tsx
 * import { useAccount } from '@vitrina/react'
 * import type { ChangePasswordForm } from '@vitrina/sdk/account'
 *
 * function ChangePassword({ form }: { form: ChangePasswordForm }) {
 *   const { pending, changePassword } = useAccount()
 *   return (
 *     <button disabled={pending.includes('changePassword')} onClick={() => void changePassword(form)}>
 *       Spremi
 *     </button>
 *   )
 * }
 * ```
 */
export function useAccount(): UseAccountResult {
  const account = createAccountService(useStorefront())
  return {
    profile: useStore(account.$profile),
    pending: useStore(account.$pending),
    loadProfile: account.loadProfile,
    register: account.register,
    confirmEmail: account.confirmEmail,
    confirmFormEmail: account.confirmFormEmail,
    requestPasswordReset: account.requestPasswordReset,
    resetPassword: account.resetPassword,
    changePassword: account.changePassword,
    updateProfile: account.updateProfile,
    saveAddress: account.saveAddress,
    checkMemberCard: account.checkMemberCard,
    listen: account.listen,
  }
}
