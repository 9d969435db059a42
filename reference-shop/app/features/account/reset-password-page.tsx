import { useLingui } from '@lingui/react/macro'
import { ACCOUNT_MESSAGE_KEYS } from '@vitrina/sdk/account'
import { Link, useNavigate, useSearchParams } from 'react-router'
import type { FormActionData } from '../auth/account-form'
import { usePagePath } from '../routing/use-page-path'
import { ResetPasswordForm } from './reset-password-form'
import { FormPage } from '../auth/form-page'

/**
 * The page of the password-reset e-mail's link (`/nova-lozinka?token=…`; storefront spec §2: 'Zaboravljena lozinka',
 * 'Nova lozinka', 'Potvrdite lozinku', 'Pošalji zahtjev'). Without a token there is nothing to set: the page says
 * so (spec §5 "A missing token gives error tokenUndefined") and offers a new link. After the reset, the login.
 */
export function ResetPasswordPage({ actionData }: { actionData?: FormActionData | undefined }) {
  const { t, i18n } = useLingui()
  const pathTo = usePagePath()
  const navigate = useNavigate()
  const token = useSearchParams()[0].get('token')?.trim()

  return (
    <FormPage title={t`Zaboravljena lozinka`}>
      {token ? (
        <ResetPasswordForm token={token} actionData={actionData} onReset={() => void navigate(pathTo('login'))} />
      ) : (
        <p role="alert" className="rounded-2xl bg-rose-100 px-4 py-3 text-sm font-semibold text-rose-600">
          {i18n._(ACCOUNT_MESSAGE_KEYS.tokenUndefined)}
        </p>
      )}
      <p className="mt-6 text-center text-sm">
        <Link to={pathTo('forgotPassword')} className="font-bold text-rose-600 underline-offset-2 hover:underline">
          {t`Zatražite novu poveznicu`}
        </Link>
      </p>
    </FormPage>
  )
}
