import { Trans, useLingui } from '@lingui/react/macro'
import { Breadcrumb } from '../layout/breadcrumb'
import type { FormActionData } from './account-form'
import { LoginForm } from './login-form'
import { ForgotPasswordLink, RegisterPrompt } from './login-links'
import { useAfterLogin } from './use-after-login'

/**
 * The /prijava page: the modal's form on a page of its own. After a login it goes to the safe `redirect`
 * target or home, or with `abandonedCart` to the cart after 0.2 s (storefront spec §2 and §4). A form sent before
 * the page's JavaScript ran is answered by the route's action; a refusal comes back as `actionData`.
 */
export function LoginPage({ actionData }: { actionData?: FormActionData | undefined }) {
  const { t } = useLingui()
  const afterLogin = useAfterLogin()

  return (
    <div className="wrapper py-12 lg:py-16">
      <Breadcrumb title={t`Prijava`} />
      <section aria-labelledby="page-title" className="mx-auto mt-8 max-w-md rounded-3xl border border-cream-200 bg-white px-6 py-8 shadow-sm sm:px-8">
        <h1 id="page-title" className="text-3xl font-extrabold text-ink-900">
          <Trans>Prijava</Trans>
        </h1>
        <p className="mb-6 mt-1 text-sm text-ink-600">
          <Trans>Prijavite se e-mail adresom i lozinkom.</Trans>
        </p>
        <LoginForm
          idPrefix="login-page"
          onLoggedIn={() => afterLogin()}
          actionData={actionData}
          passwordHint={<ForgotPasswordLink />}
        />
        <RegisterPrompt className="mt-6" />
      </section>
    </div>
  )
}
