import { Trans, useLingui } from '@lingui/react/macro'
import { useAccount } from '@vitrina/react'
import { validateChangePassword } from '@vitrina/sdk/account'
import { issuesOf } from '../auth/account-form'
import { SubmitButton } from '../auth/account-form-parts'
import { useAccountForm } from '../auth/use-account-form'
import { TextField } from '../forms/form-fields'
import { PanelTitle } from './account-menu'

const EMPTY = { oldPassword: '', newPassword: '', newPasswordAgain: '' }

/**
 * The password tab (storefront spec §2, §5 "Change password"): the old password, the new one and its repeat,
 * checked with the SDK's rules. The SDK toasts 'Lozinka uspješno promjenjena!' and the fields empty; a wrong old
 * password is toasted by the SDK and also named under its field, where the shopper corrects it.
 */
export function PasswordTab() {
  const { t } = useLingui()
  const { changePassword } = useAccount()
  const form = useAccountForm({
    empty: EMPTY,
    check: (values) => issuesOf(validateChangePassword(values)),
    fieldOfFailure: (error) => (error.code === 'INCORRECT_OLD_PASSWORD' ? 'oldPassword' : null),
  })

  const field = (name: keyof typeof EMPTY, label: string, autoComplete: string) => (
    <TextField
      id={`password-${name}`}
      name={name}
      label={label}
      type="password"
      autoComplete={autoComplete}
      value={form.values[name]}
      error={form.message(name)}
      onChange={(value) => form.change(name, value)}
    />
  )

  return (
    <>
      <PanelTitle>
        <Trans>Upravljajte lozinkom</Trans>
      </PanelTitle>
      <form
        ref={form.formRef}
        method="post"
        noValidate
        onSubmit={form.onSubmit(changePassword, () => {})}
        aria-busy={form.pending}
        className="max-w-md space-y-4"
      >
        {field('oldPassword', t`Stara lozinka`, 'current-password')}
        {field('newPassword', t`Nova lozinka`, 'new-password')}
        {field('newPasswordAgain', t`Ponovite novu lozinku`, 'new-password')}
        <SubmitButton pending={form.pending} fullWidth={false}>
          {form.pending ? t`Spremam...` : t`Spremi lozinku`}
        </SubmitButton>
      </form>
    </>
  )
}
