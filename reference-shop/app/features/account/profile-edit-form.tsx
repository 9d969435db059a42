import { useLingui as useI18n } from '@lingui/react'
import { useLingui } from '@lingui/react/macro'
import { useAccount, useStorefront } from '@vitrina/react'
import { createConsentsService, validateConsents, type Country, type Result } from '@vitrina/sdk'
import { profileFormOf, validateProfileForm, type AccountProfile, type ProfileForm } from '@vitrina/sdk/account'
import { useState } from 'react'
import { issuesOf } from '../auth/account-form'
import { SubmitButton } from '../auth/account-form-parts'
import { useAccountForm } from '../auth/use-account-form'
import { ConsentFields, toggledConsents } from '../consent/consent-fields'
import { useFormConsents } from '../consent/use-form-consents'
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
 * The Address consents show under the address (spec §3 "Form kinds with consents"), required ones starred: the form
 * is not sent until they are loaded and every required one is ticked (an error toast otherwise, spec §5), and the
 * ticked ones are logged after the save.
 */
export function ProfileEditForm({ profile, countries, onClose }: ProfileEditFormProps) {
  const { t } = useLingui()
  const { i18n } = useI18n()
  const shop = useStorefront()
  const { updateProfile } = useAccount()
  const consents = useFormConsents('Address')
  const [accepted, setAccepted] = useState<string[]>([])
  const form = useAccountForm<Field>({
    empty: profileFormOf(profile, countries),
    check: (values) => issuesOf(validateProfileForm(values)),
    fieldOfFailure: (error) => (error.code === 'USER_EXISTS' ? 'email' : null),
  })
  const consentProblem = validateConsents(consents, accepted)
  const consentError = form.submitted && consentProblem ? i18n._(consentProblem.issues[0]!.messageKey) : undefined

  async function save(values: Record<Field, string>): Promise<Result<unknown>> {
    if (consentProblem) {
      shop.notices.notify({ level: 'error', key: consentProblem.issues[0]!.messageKey })
      return { ok: false, error: consentProblem }
    }
    const saved = await updateProfile(values)
    if (saved.ok && consents) {
      const ids = consents.filter((consent) => accepted.includes(consent.uniqueNumber)).map((consent) => consent.id)
      void createConsentsService(shop).log(ids, values.email.trim())
    }
    return saved
  }

  return (
    <form
      ref={form.formRef}
      method="post"
      noValidate
      onSubmit={form.onSubmit(save, onClose)}
      aria-busy={form.pending}
      aria-label={t`Uredi podatke`}
      className="space-y-6"
    >
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
      <ConsentFields
        idPrefix="profile"
        consents={consents}
        accepted={accepted}
        error={consentError}
        onToggle={(uniqueNumber, checked) => setAccepted((current) => toggledConsents(current, uniqueNumber, checked))}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button
          type="button"
          onClick={onClose}
          disabled={form.pending}
          className="rounded-full border-2 border-cream-200 px-6 py-2.5 font-bold text-ink-800 hover:bg-cream-100 disabled:opacity-60"
        >
          {t`Odustani`}
        </button>
        {/* While the consents load there is nothing to accept yet. */}
        <SubmitButton pending={form.pending} disabled={consents === undefined} fullWidth={false}>
          {form.pending ? t`Spremam...` : t`Spremi promjene`}
        </SubmitButton>
      </div>
    </form>
  )
}
