import { useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { usePagePath } from '../routing/use-page-path'
import { ForgotPasswordForm, ForgotPasswordIntro, type ForgotPasswordActionData } from './forgot-password-form'
import { FormPage } from '../auth/form-page'

/** The /zaboravljena-lozinka page: the modal's form on a page of its own, with a link to the login page. */
export function ForgotPasswordPage({ actionData }: { actionData?: ForgotPasswordActionData | undefined }) {
  const { t } = useLingui()
  const pathTo = usePagePath()
  return (
    <FormPage title={t`Zaboravljena lozinka`} intro={<ForgotPasswordIntro />}>
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
    </FormPage>
  )
}
