import { useLingui } from '@lingui/react/macro'
import { useAccount } from '@vitrina/react'
import { validateResetPassword } from '@vitrina/sdk/account'
import type { FocusEvent } from 'react'
import { issuesOf, type FormActionData } from '../auth/account-form'
import { FormFailure, SubmitButton } from '../auth/account-form-parts'
import { useAccountForm } from '../auth/use-account-form'
import { TextField } from '../forms/form-fields'

const EMPTY = { password: '', confirmedPassword: '' }

export interface ResetPasswordFormProps {
  /** The token of the e-mailed link. */
  token: string
  /** Runs after the new password was set; the SDK has emitted `core.notifications.passwordReset` by then. */
  onReset: () => void
  actionData?: FormActionData | undefined
}

/**
 * The new password and its repeat (storefront spec §5 "Reset password": required, at least 8 characters, the repeat
 * equal). "Blocked while invalid": the button stays disabled until both pass, so each field's message shows as soon
 * as the shopper leaves it, not only after a submit that cannot happen.
 */
export function ResetPasswordForm({ token, onReset, actionData }: ResetPasswordFormProps) {
  const { t } = useLingui()
  const { resetPassword } = useAccount()
  const form = useAccountForm({ empty: EMPTY, check: (values) => issuesOf(validateResetPassword({ ...values, token })), actionData })
  const leave = (event: FocusEvent<HTMLFormElement>) => {
    const name = event.target.getAttribute('name')
    if (name) form.touch(name)
  }

  return (
    <form
      ref={form.formRef}
      method="post"
      noValidate
      onBlur={leave}
      onSubmit={form.onSubmit((values) => resetPassword({ ...values, token }), onReset)}
      aria-busy={form.pending}
      className="space-y-4"
    >
      <TextField
        id="reset-password-password"
        name="password"
        label={t`Nova lozinka`}
        type="password"
        autoComplete="new-password"
        value={form.values.password}
        error={form.message('password')}
        onChange={(value) => form.change('password', value)}
      />
      <TextField
        id="reset-password-confirmed"
        name="confirmedPassword"
        label={t`Potvrdite lozinku`}
        type="password"
        autoComplete="new-password"
        value={form.values.confirmedPassword}
        error={form.message('confirmedPassword')}
        onChange={(value) => form.change('confirmedPassword', value)}
      />
      <FormFailure text={form.failure} />
      <SubmitButton pending={form.pending} disabled={!form.valid}>
        {form.pending ? t`Šaljem…` : t`Pošalji zahtjev`}
      </SubmitButton>
    </form>
  )
}
