import { Trans, useLingui } from '@lingui/react/macro'
import type { Consent } from '@vitrina/sdk'
import type { RegistrationOutcome } from '@vitrina/sdk/account'
import { useState } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { loginPathAfterRegistration } from '../auth/login.navigation'
import { useAfterLogin } from '../auth/use-after-login'
import { usePagePath } from '../routing/use-page-path'
import type { RegisterActionData } from './register-values'
import { RegisterForm } from './register-form'
import { useRegisterConsents } from './register-consents'
import { RegisterVerificationNotice } from './register-verification-notice'
import { FormPage } from '../auth/form-page'

export interface RegisterPageProps {
  /** The Register consents the loader loaded; null when they could not be loaded. */
  consents: Consent[] | null
  /** The route action's answer to a form sent before the page's JavaScript ran. */
  actionData?: RegisterActionData | undefined
}

/**
 * The /registracija page: the modal's form on a page of its own (storefront spec §2, §4). Afterwards a shopper who
 * must confirm the e-mail sees the notice here; one who was logged in goes to the safe `redirect` target or home;
 * one who was only registered goes to the login.
 */
export function RegisterPage({ consents, actionData }: RegisterPageProps) {
  const { t } = useLingui()
  const pathTo = usePagePath()
  const location = useLocation()
  const navigate = useNavigate()
  const afterLogin = useAfterLogin()
  const registerConsents = useRegisterConsents(consents)
  const [verifying, setVerifying] = useState<string | null>(actionData?.verificationRequired ? (actionData.email ?? '') : null)

  function registered(outcome: RegistrationOutcome) {
    if (outcome.status === 'verificationRequired') setVerifying(outcome.email)
    else if (outcome.status === 'loggedIn') afterLogin()
    else void navigate(loginPathAfterRegistration(location))
  }

  return (
    <FormPage title={t`Registracija`} width="2xl">
      {verifying !== null ? (
        <RegisterVerificationNotice email={verifying} />
      ) : (
        <RegisterForm
          idPrefix="register-page"
          consents={registerConsents}
          actionData={actionData}
          onRegistered={registered}
          footer={
            <p className="text-center text-sm text-ink-600">
              <Trans>Već imate račun?</Trans>{' '}
              <Link to={pathTo('login')} className="font-bold text-rose-600 underline-offset-2 hover:underline">
                {t`Prijavi se`}
              </Link>
            </p>
          }
        />
      )}
    </FormPage>
  )
}
