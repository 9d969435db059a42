import { useLingui } from '@lingui/react/macro'
import { useAuth } from '@vitrina/react'
import { validateLogin, type AuthUser } from '@vitrina/sdk'
import { type ReactNode, useEffect } from 'react'
import { TextField } from '../forms/form-fields'
import { CatalogAreaTexts } from '../i18n/catalog-area-texts'
import { issuesOf, type FormActionData } from './account-form'
import { FormFailure, SubmitButton } from './account-form-parts'
import { useAccountForm } from './use-account-form'
import { preloadAfterLoginRules } from './use-after-login'

type Field = 'username' | 'password'
type Values = Record<Field, string>

const EMPTY: Values = { username: '', password: '' }

/** What is sent: the e-mail without the spaces a paste or an autofill leaves around it. */
export function credentialsOf(values: Values): Values {
  return { username: values.username.trim(), password: values.password }
}

export interface LoginFormProps {
  /** Prefix of the field ids, so the modal and a page can each hold a form. */
  idPrefix: string
  /** `admin` for the back-office login; the instance's default strategy otherwise. */
  strategy?: 'admin'
  /** Runs after a successful login; the SDK has stored the user and emitted `core.login.success` by then. */
  onLoggedIn: (user: AuthUser) => void
  /** Shown under the password field: the forgot-password link. */
  passwordHint?: ReactNode
  /** The login page action's answer to a submit made before the page's JavaScript ran. */
  actionData?: FormActionData | undefined
}

/**
 * E-mail and password with the SDK's login rules and texts (storefront spec §5 "Login"). Messages show per field
 * once the form was submitted, and follow the typing from then on. While the login runs the button is disabled
 * and a second submit is ignored; the lock is released when the login ends, whatever its outcome. A refused login
 * shows the SDK's message (`Netočno korisničko ime ili lozinka!`) above the button. The form posts: without
 * JavaScript the login page's action logs in, and the password never lands in a URL.
 */
export function LoginForm(props: LoginFormProps) {
  // Its messages are the SDK's texts (the account area's catalog): the login routes preload them with the page.
  return (
    <CatalogAreaTexts area="account">
      <LoginFields {...props} />
    </CatalogAreaTexts>
  )
}

function LoginFields({ idPrefix, strategy, onLoggedIn, passwordHint, actionData }: LoginFormProps) {
  const { t } = useLingui()
  const { login } = useAuth()
  // What follows a login (use-after-login.ts) loads while the shopper types.
  useEffect(preloadAfterLoginRules, [])
  const form = useAccountForm({ empty: EMPTY, check: (values) => issuesOf(validateLogin(credentialsOf(values))), actionData })
  const submit = form.onSubmit((values) => login(credentialsOf(values), strategy ? { strategy } : undefined), onLoggedIn)

  return (
    <form ref={form.formRef} method="post" noValidate onSubmit={submit} aria-busy={form.pending} className="space-y-4">
      <TextField
        id={`${idPrefix}-username`}
        name="username"
        label={t`E-mail`}
        type="email"
        autoComplete="username"
        value={form.values.username}
        error={form.message('username')}
        onChange={(value) => form.change('username', value)}
      />
      <div>
        <TextField
          id={`${idPrefix}-password`}
          name="password"
          label={t`Lozinka`}
          type="password"
          autoComplete="current-password"
          value={form.values.password}
          error={form.message('password')}
          onChange={(value) => form.change('password', value)}
        />
        {passwordHint && <div className="mt-2 text-right text-sm">{passwordHint}</div>}
      </div>
      <FormFailure text={form.failure} />
      <SubmitButton pending={form.pending}>{form.pending ? t`Prijava u tijeku…` : t`Prijavi se`}</SubmitButton>
    </form>
  )
}
