import { useLingui } from '@lingui/react/macro'
import { useAccount } from '@vitrina/react'
import type { Country } from '@vitrina/sdk'
import { profileFormOf, validateProfileForm, type AccountProfile, type ProfileForm } from '@vitrina/sdk/account'
import { issuesOf } from '../auth/account-form'
import { SubmitButton } from '../auth/account-form-parts'
import { useAccountForm } from '../auth/use-account-form'
import { AddressInputs } from '../forms/address-inputs'

type Field = keyof ProfileForm

export interface ProfileEditFormProps {
  profile: AccountProfile
  countries: Country[]
  /** Called after 'Odustani' and after a successful save. */
  onClose: () => void
}

/**
 * The overview's edit form ('Uredi'): the user's names and e-mail and the main address, filled from the profile
 * and checked with the SDK's rules per field (spec §5). 'Spremi promjene' saves through the SDK, which toasts
 * 'Podatci uspješno spremljeni!' and reloads the profile; the form then closes (spec §8). A refused save keeps
 * the form open with what was typed (the SDK toasts why); an e-mail another account has is named under the field.
 */
export function ProfileEditForm({ profile, countries, onClose }: ProfileEditFormProps) {
  const { t } = useLingui()
  const { updateProfile } = useAccount()
  const form = useAccountForm<Field>({
    empty: profileFormOf(profile, countries),
    check: (values) => issuesOf(validateProfileForm(values)),
    fieldOfFailure: (error) => (error.code === 'USER_EXISTS' ? 'email' : null),
  })

  return (
    <form ref={form.formRef} method="post" noValidate onSubmit={form.onSubmit(updateProfile, onClose)} aria-busy={form.pending} aria-label={t`Uredi podatke`} className="space-y-6">
      <div className="grid gap-4 md:grid-cols-2">
        <AddressInputs
          idOf={(field) => `profile-${field}`}
          nameOf={(field) => field}
          valueOf={(field) => form.values[field]}
          errorOf={(field) => form.message(field)}
          onChange={(field, value) => form.change(field, value)}
          countries={countries}
        />
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button
          type="button"
          onClick={onClose}
          disabled={form.pending}
          className="rounded-full border-2 border-cream-200 px-6 py-2.5 font-bold text-ink-800 hover:bg-cream-100 disabled:opacity-60"
        >
          {t`Odustani`}
        </button>
        <SubmitButton pending={form.pending} fullWidth={false}>
          {form.pending ? t`Spremam...` : t`Spremi promjene`}
        </SubmitButton>
      </div>
    </form>
  )
}
