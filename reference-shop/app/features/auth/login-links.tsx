import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { usePagePath } from '../routing/use-page-path'

/** The 'Zaboravljena lozinka?' link under the password of the shopper's login form (modal and page). */
export function ForgotPasswordLink() {
  const { t } = useLingui()
  const pathTo = usePagePath()
  return (
    <Link to={pathTo('forgotPassword')} className="font-semibold text-rose-600 underline-offset-2 hover:underline">
      {t`Zaboravljena lozinka?`}
    </Link>
  )
}

/** The register prompt under the shopper's login form (modal and page). */
export function RegisterPrompt({ className }: { className: string }) {
  const { t } = useLingui()
  const pathTo = usePagePath()
  return (
    <p className={`${className} text-center text-sm text-ink-600`}>
      <Trans>Nemate račun?</Trans>{' '}
      <Link to={pathTo('register')} className="font-bold text-rose-600 underline-offset-2 hover:underline">
        {t`Registrirajte se`}
      </Link>
    </p>
  )
}
