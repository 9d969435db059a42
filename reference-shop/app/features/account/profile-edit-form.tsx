import { useLingui } from '@lingui/react/macro'
import { useAccount } from '@vitrina/react'
import { ADDRESS_MAX_LENGTH, type Country } from '@vitrina/sdk'
import { profileFormOf, validateProfileForm, type AccountProfile, type ProfileForm } from '@vitrina/sdk/account'
import { issuesOf } from '../auth/account-form'
import { useAccountForm } from '../auth/use-account-form'
import { SelectField, TextField } from '../forms/form-fields'

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

  const text = (field: Field, label: string, extra: { type?: 'email' | 'tel'; inputMode?: 'numeric'; autoComplete?: string; maxLength?: number } = {}) => (
    <TextField
      id={`profile-${field}`}
      name={field}
      label={label}
      value={form.values[field]}
      error={form.message(field)}
      onChange={(value) => form.change(field, value)}
      {...extra}
    />
  )

  return (
    <form ref={form.formRef} method="post" noValidate onSubmit={form.onSubmit(updateProfile, onClose)} aria-busy={form.pending} aria-label={t`Uredi podatke`} className="space-y-6">
      <div className="grid gap-4 md:grid-cols-2">
        {text('firstName', t`Ime`, { autoComplete: 'given-name' })}
        {text('lastName', t`Prezime`, { autoComplete: 'family-name' })}
        {text('email', t`E-mail`, { type: 'email', autoComplete: 'email' })}
        {text('contactPhone', t`Telefon`, { type: 'tel', autoComplete: 'tel' })}
        {text('street', t`Ulica`, { autoComplete: 'address-line1', maxLength: ADDRESS_MAX_LENGTH.street })}
        {text('houseNumber', t`Kućni broj`, { maxLength: ADDRESS_MAX_LENGTH.houseNumber })}
        {text('zipCode', t`Poštanski broj`, { inputMode: 'numeric', autoComplete: 'postal-code', maxLength: ADDRESS_MAX_LENGTH.zipCode })}
        {text('city', t`Grad`, { autoComplete: 'address-level2', maxLength: ADDRESS_MAX_LENGTH.city })}
        <SelectField
          id="profile-country"
          name="country"
          label={t`Država`}
          value={form.values.country}
          error={form.message('country')}
          placeholder={t`Odaberite državu`}
          options={countries.map((country) => ({ value: country.iso, label: country.name }))}
          autoComplete="country"
          onChange={(value) => form.change('country', value)}
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
        <button
          type="submit"
          disabled={form.pending}
          className="rounded-full bg-rose-500 px-6 py-3 font-bold text-white shadow-md shadow-rose-500/30 transition-colors hover:bg-rose-600 disabled:cursor-wait disabled:bg-rose-300 disabled:shadow-none"
        >
          {form.pending ? t`Spremam...` : t`Spremi promjene`}
        </button>
      </div>
    </form>
  )
}
