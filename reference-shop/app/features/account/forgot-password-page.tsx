import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { Breadcrumb } from '../layout/breadcrumb'
import { usePagePath } from '../routing/use-page-path'
import { ForgotPasswordForm, ForgotPasswordIntro, type ForgotPasswordActionData } from './forgot-password-form'

/** The /zaboravljena-lozinka page: the modal's form on a page of its own, with a link to the login page. */
export function ForgotPasswordPage({ actionData }: { actionData?: ForgotPasswordActionData | undefined }) {
  const { t } = useLingui()
  const pathTo = usePagePath()
  return (
    <div className="wrapper py-12 lg:py-16">
      <Breadcrumb title={t`Zaboravljena lozinka`} />
      <section aria-labelledby="page-title" className="mx-auto mt-8 max-w-md rounded-3xl border border-cream-200 bg-white px-6 py-8 shadow-sm sm:px-8">
        <h1 id="page-title" className="text-3xl font-extrabold text-ink-900">
          <Trans>Zaboravljena lozinka</Trans>
        </h1>
        <ForgotPasswordIntro />
        <ForgotPasswordForm
          idPrefix="forgot-password-page"
          actionData={actionData}
          footer={
            <p className="text-center text-sm">
              <Link to={pathTo('login')} className="font-bold text-rose-600 underline-offset-2 hover:underline">
                {t`Prijava`}
              </Link>
            </p>
          }
        />
      </section>
    </div>
  )
}
