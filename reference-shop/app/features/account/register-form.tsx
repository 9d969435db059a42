import { Trans, useLingui } from '@lingui/react/macro'
import { useAccount, useStorefront } from '@vitrina/react'
import { validateConsents, type Result } from '@vitrina/sdk'
import { validateRegistration, type RegistrationOutcome } from '@vitrina/sdk/account'
import { useEffect, useState, type ReactNode } from 'react'
import { issuesOf, type FormActionData } from '../auth/account-form'
import { FormFailure, SubmitButton } from '../auth/account-form-parts'
import { useAccountForm } from '../auth/use-account-form'
import { preloadAfterLoginRules } from '../auth/use-after-login'
import { TextField, type TextFieldProps } from '../forms/form-fields'
import { ConsentFields, toggledConsents } from '../consent/consent-fields'
import type { RegisterConsents } from './register-consents'
import { EMPTY_REGISTRATION, registrationFormOf, type RegisterField } from './register-values'

export interface RegisterFormProps {
  /** Prefix of the field ids, so the modal and the page can each hold a form. */
  idPrefix: string
  consents: RegisterConsents
  /** Runs after the registration; the SDK has emitted its success toast (and the confirm-your-e-mail one) by then. */
  onRegistered: (outcome: RegistrationOutcome) => void
  /** The registration page action's answer to a submit made before the page's JavaScript ran. */
  actionData?: FormActionData | undefined
  /** Under the button: the way to the login. */
  footer?: ReactNode
}

/**
 * The registration form (storefront spec §2, §4 "Registration", §5): first and last name, e-mail, password and its
 * repeat, an optional member card and the Register consents. The SDK checks a given member card first (an invalid
 * one shows under its field, and nothing is registered), then the rules and the consents, then registers; the
 * field rules are checked here first, so the first invalid field gets the focus without a round trip.
 */
export function RegisterForm({ idPrefix, consents, onRegistered, actionData, footer }: RegisterFormProps) {
  const { t, i18n } = useLingui()
  const shop = useStorefront()
  const { register } = useAccount()
  // What follows the login of a registration that logs in (use-after-login.ts) loads while the shopper types.
  useEffect(preloadAfterLoginRules, [])
  // A refused post sends the ticked consents back as one comma list (see register-action.server.ts).
  const [accepted, setAccepted] = useState<string[]>(() => actionData?.values?.consents?.split(',').filter(Boolean) ?? [])
  const form = useAccountForm({ empty: EMPTY_REGISTRATION, check: (values) => issuesOf(validateRegistration(registrationFormOf(values))), actionData })
  const consentProblem = validateConsents(consents, accepted)
  const consentError = form.submitted && consentProblem ? i18n._(consentProblem.issues[0]!.messageKey) : undefined

  async function send(values: Record<RegisterField, string>): Promise<Result<RegistrationOutcome>> {
    if (!consents) {
      // Spec §4 "consents must be loaded before submit": the SDK's rule and its error toast, and no request.
      const problem = validateConsents(consents, accepted)!
      shop.notices.notify({ level: 'error', key: problem.issues[0]!.messageKey })
      return { ok: false, error: problem }
    }
    return register(registrationFormOf(values), { consents, acceptedConsents: accepted })
  }

  const registered = (outcome: RegistrationOutcome) => {
    setAccepted([])
    onRegistered(outcome)
  }

  const field = (name: RegisterField, label: string, props: Partial<TextFieldProps> = {}) => (
    <TextField
      id={`${idPrefix}-${name}`}
      name={name}
      label={label}
      value={form.values[name]}
      error={form.message(name)}
      onChange={(value) => form.change(name, value)}
      {...props}
    />
  )

  return (
    <form ref={form.formRef} method="post" noValidate onSubmit={form.onSubmit(send, registered)} aria-busy={form.pending} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {field('firstName', t`Ime`, { autoComplete: 'given-name', maxLength: 100 })}
        {field('lastName', t`Prezime`, { autoComplete: 'family-name', maxLength: 100 })}
      </div>
      {field('email', t`E-mail`, { type: 'email', autoComplete: 'email', maxLength: 255 })}
      <div className="grid gap-4 sm:grid-cols-2">
        {field('password', t`Lozinka`, { type: 'password', autoComplete: 'new-password' })}
        {field('confirmedPassword', t`Potvrdite lozinku`, { type: 'password', autoComplete: 'new-password' })}
      </div>
      <div>
        {field('memberCardBarcode', t`Broj članske kartice`, { inputMode: 'numeric', autoComplete: 'off' })}
        <p className="mt-1 text-xs text-ink-500">
          <Trans>Neobavezno. Ako imate člansku karticu, provjerit ćemo je prije registracije.</Trans>
        </p>
      </div>
      <ConsentFields
        idPrefix={idPrefix}
        consents={consents}
        accepted={accepted}
        error={consentError}
        onToggle={(uniqueNumber, checked) => setAccepted((current) => toggledConsents(current, uniqueNumber, checked))}
      />
      <FormFailure text={form.failure} />
      {/* While the consents load there is nothing to accept yet. */}
      <SubmitButton pending={form.pending} disabled={consents === undefined}>
        {form.pending ? t`Kreiram račun…` : t`Kreiraj račun`}
      </SubmitButton>
      {footer}
    </form>
  )
}
