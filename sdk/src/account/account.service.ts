import { serviceOf } from '../internal/per-storefront'
import type { Storefront } from '../storefront/storefront.types'
import { createConfirmations } from './account.confirm'
import { createAccountContext } from './account.context'
import { createPasswords } from './account.passwords'
import { createProfile } from './account.profile'
import { createRegistration } from './account.register'
import type { AccountService } from './account.types'

function buildAccount(shop: Storefront): AccountService {
  const acc = createAccountContext(shop)
  return {
    $profile: acc.$profile,
    $pending: acc.locks.$pending,
    ...createProfile(acc),
    ...createRegistration(acc),
    ...createConfirmations(acc),
    ...createPasswords(acc),
    listen: acc.listen,
  }
}

/**
 * The account service of a storefront instance: registration, e-mail confirmation, passwords, the profile with its
 * addresses and the member card check. Created on the first call and the same service for every later call with
 * the same instance.
 *
 * @param shop - An instance made by `createStorefront`.
 *
 * @example
 * ```ts
 * import { createConsentsService } from '@vitrina/sdk'
 * import { createAccountService, type RegistrationForm } from '@vitrina/sdk/account'
 *
 * declare const form: RegistrationForm
 * declare function showCheckYourMail(): void
 *
 * const account = createAccountService(shop)
 * const consents = await createConsentsService(shop).load('Register')
 * if (consents.ok) {
 *   const result = await account.register(form, { consents: consents.data, acceptedConsents: ['1002'] })
 *   if (result.ok && result.data.status === 'verificationRequired') showCheckYourMail()
 * }
 * ```
 */
export function createAccountService(shop: Storefront): AccountService {
  return serviceOf(shop, buildAccount)
}
