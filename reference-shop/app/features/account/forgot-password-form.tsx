import { Trans, useLingui } from '@lingui/react/macro'
import { useAccount } from '@vitrina/react'
import { ACCOUNT_MESSAGE_KEYS, validateForgotPassword } from '@vitrina/sdk/account'
import { useState, type ReactNode } from 'react'
import { issuesOf, type FormActionData } from '../auth/account-form'
import { FormDoneNotice, FormFailure, SubmitButton } from '../auth/account-form-parts'
import { useAccountForm } from '../auth/use-account-form'
import { TextField } from '../forms/form-fields'

/** What the forgot-password page's action answers: a refusal, or that the e-mail went out. */
export interface ForgotPasswordActionData extends FormActionData {
  sent?: boolean
}

const EMPTY = { username: '' }

/** What is sent: the e-mail without the spaces a paste or an autofill leaves around it. */
export const forgotPasswordFormOf = (values: { username: string }) => ({ username: values.username.trim() })

/** The line under the forgot-password heading (page and modal). */
export function ForgotPasswordIntro() {
  return <Trans>Upišite e-mail adresu svog računa i poslat ćemo vam poveznicu za novu lozinku.</Trans>
}

export interface ForgotPasswordFormProps {
  /** Prefix of the field ids, so the modal and the page can each hold a form. */
  idPrefix: string
  actionData?: ForgotPasswordActionData | undefined
  /** Under the button (and under the notice once sent): the way back to the login. */
  footer?: ReactNode
}

/**
 * The forgot-password form (storefront spec §2 and §5 "Forgot password": the e-mail required and valid, 'Potvrdi').
 * Once the e-mail went out the form gives way to a notice saying so: the server answers alike whether or not the
 * account exists, so the notice says "if" (as the SDK's toast does).
 */
export function ForgotPasswordForm({ idPrefix, actionData, footer }: ForgotPasswordFormProps) {
  const { t, i18n } = useLingui()
  const { requestPasswordReset } = useAccount()
  const [sent, setSent] = useState(actionData?.sent === true)
  const form = useAccountForm({ empty: EMPTY, check: (values) => issuesOf(validateForgotPassword(forgotPasswordFormOf(values))), actionData })

  if (sent) {
    return (
      <div className="space-y-5">
        <FormDoneNotice title={<Trans>Provjerite e-poštu</Trans>}>
          <p>{i18n._(ACCOUNT_MESSAGE_KEYS.passwordResetSent)}</p>
        </FormDoneNotice>
        {footer}
      </div>
    )
  }
  return (
    <form
      ref={form.formRef}
      method="post"
      noValidate
      onSubmit={form.onSubmit(
        (values) => requestPasswordReset(forgotPasswordFormOf(values)),
        () => setSent(true),
      )}
      aria-busy={form.pending}
      className="space-y-4"
    >
      <TextField
        id={`${idPrefix}-username`}
        name="username"
        label={t`E-mail`}
        type="email"
        autoComplete="email"
        value={form.values.username}
        error={form.message('username')}
        onChange={(value) => form.change('username', value)}
      />
      <FormFailure text={form.failure} />
      <SubmitButton pending={form.pending}>{form.pending ? t`Šaljem…` : t`Potvrdi`}</SubmitButton>
      {footer}
    </form>
  )
}
