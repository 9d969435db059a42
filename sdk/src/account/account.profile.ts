import { addressSchema } from '../checkout/checkout.address'
import { AuthError } from '../errors/errors.classes'
import { fail, ok } from '../internal/result'
import type { Result } from '../result/result.types'
import type { Country } from '../site/site.types'
import { validate } from '../validation/validation.issues'
import type { AddressBody } from './account.api'
import type { AccountContext } from './account.context'
import { ACCOUNT_MESSAGE_KEYS } from './account.messages.keys'
import { addressBodyOf } from './account.register'
import type { AccountProfile, AccountService, ProfileForm } from './account.types'
import { validateProfileForm } from './account.validation'

const unauthenticated = (action: string) => new AuthError({ code: 'UNAUTHENTICATED', status: 401, message: `${action} needs a logged-in user` })

/** Leaves out blank text: the address update checks only the fields it is sent, and a blank one is not a value to save. */
function withoutBlanks(body: AddressBody): AddressBody {
  return Object.fromEntries(Object.entries(body).filter(([, value]) => typeof value !== 'string' || value !== '')) as AddressBody
}

/** The profile form's main address as the user endpoints take it; the contact e-mail is the account's. */
function mainAddressOf(form: ProfileForm): AddressBody {
  const { firstName, lastName, email, contactPhone, country, city, street, houseNumber, zipCode } = form
  return withoutBlanks(addressBodyOf({ firstName, lastName, contactEmail: email, contactPhone, country, city, street, houseNumber, zipCode, type: 'main' }))
}

/**
 * The profile edit form filled from a loaded profile: the user's names and e-mail and the main address, its
 * country id turned into the ISO code the form's select uses (empty when the country is not in `countries`).
 *
 * @example
 * ```ts
 * import { createSiteService } from '@vitrina/sdk'
 * import { createAccountService, profileFormOf } from '@vitrina/sdk/account'
 *
 * const profile = await createAccountService(shop).loadProfile()
 * if (profile.ok) console.log(profileFormOf(profile.data, createSiteService(shop).$countries.get()))
 * ```
 */
export function profileFormOf(profile: AccountProfile, countries: readonly Country[]): ProfileForm {
  const address = profile.mainAddress
  const country = address?.country === null || address === null ? undefined : countries.find((candidate) => String(candidate.id) === String(address.country))
  return {
    firstName: profile.user.details.firstName,
    lastName: profile.user.details.lastName,
    email: profile.user.email,
    contactPhone: address?.contactPhone ?? '',
    street: address?.street ?? '',
    houseNumber: address?.houseNumber ?? '',
    zipCode: address?.zipCode ?? '',
    city: address?.city ?? '',
    country: country?.iso ?? '',
  }
}

/** The profile overview: loading it with its full addresses, saving the edit form, saving one address. */
export function createProfile(acc: AccountContext): Pick<AccountService, 'loadProfile' | 'updateProfile' | 'saveAddress'> {
  const { shop, api, $profile } = acc

  // Spec §4 "Logging out clears" what belonged to the user; a profile of the last user must not show to the next.
  acc.ctx.onLogout(() => $profile.set(null))

  async function loadProfile(options?: Parameters<AccountService['loadProfile']>[0]): Promise<Result<AccountProfile>> {
    const user = shop.auth.$user.get()
    if (!user) return fail(unauthenticated('loadProfile'))
    const result = await api.profile(options)
    // A logout (or another login) while the profile was on its way wins over it.
    if (result.ok && shop.auth.$user.get()?.id === user.id) $profile.set(result.data)
    return result
  }

  /** After a save: the header's user (names, the address ids the checkout updates) and the overview both change. */
  async function refresh(): Promise<Result<AccountProfile>> {
    await shop.auth.fetchUser()
    return loadProfile()
  }

  return {
    loadProfile,

    updateProfile: (form) =>
      acc.locks.run('updateProfile', async () => {
        const user = shop.auth.$user.get()
        if (!user) return fail(unauthenticated('updateProfile'))
        const checked = validateProfileForm(form)
        if (!checked.ok) return checked
        const { firstName, lastName, email } = checked.data
        const updated = await api.updateUser({ email: email.trim(), details: { firstName: firstName.trim(), lastName: lastName.trim() } })
        if (!updated.ok) return acc.failed(updated.error)
        // The main address the user has is updated; a user without one gets it created.
        const mainId =
          user.addresses.find((address) => address.type === 'main')?.id ??
          ($profile.get()?.mainAddress?.type === 'main' ? $profile.get()?.mainAddress?.id : undefined)
        const saved = await api.saveAddress(mainAddressOf(checked.data), mainId)
        if (!saved.ok) {
          // The details are saved already: the header shows them even though the address was refused.
          await refresh()
          return acc.failed(saved.error)
        }
        acc.notify('success', ACCOUNT_MESSAGE_KEYS.profileSaved)
        const reloaded = await refresh()
        return reloaded.ok ? reloaded : acc.failed(reloaded.error)
      }),

    saveAddress: (address) =>
      acc.locks.run('saveAddress', async () => {
        if (!shop.auth.$user.get()) return fail(unauthenticated('saveAddress'))
        const checked = validate(addressSchema, address)
        if (!checked.ok) return checked
        const body = addressBodyOf({ ...checked.data, ...(address.type ? { type: address.type } : {}) })
        // An update keeps the saved address's type unless the caller names one.
        if (address.id !== undefined && !address.type) delete body.type
        const saved = await api.saveAddress(body, address.id)
        if (!saved.ok) return acc.failed(saved.error)
        acc.notify('success', ACCOUNT_MESSAGE_KEYS.profileSaved)
        await refresh()
        return ok(saved.data)
      }),
  }
}
