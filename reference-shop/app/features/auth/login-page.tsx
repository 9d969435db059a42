import { useLingui } from '@lingui/react/macro'
import type { FormActionData } from './account-form'
import { LoginForm } from './login-form'
import { ForgotPasswordLink, RegisterPrompt } from './login-links'
import { useAfterLogin } from './use-after-login'
import { FormPage } from './form-page'

/**
 * The /prijava page: the modal's form on a page of its own. After a login it goes to the safe `redirect`
 * target or home, or with `abandonedCart` to the cart after 0.2 s (storefront spec §2 and §4). A form sent before
 * the page's JavaScript ran is answered by the route's action; a refusal comes back as `actionData`.
 */
export function LoginPage({ actionData }: { actionData?: FormActionData | undefined }) {
  const { t } = useLingui()
  const afterLogin = useAfterLogin()

  return (
    <FormPage title={t`Prijava`} intro={t`Prijavite se e-mail adresom i lozinkom.`}>
      <LoginForm idPrefix="login-page" onLoggedIn={() => afterLogin()} actionData={actionData} passwordHint={<ForgotPasswordLink />} />
      <RegisterPrompt className="mt-6" />
    </FormPage>
  )
}
