import { Trans, useLingui } from '@lingui/react/macro'
import { usePagePath } from '../routing/use-page-path'
import { ModalLink } from './modal-link'

/**
 * The 'Zaboravljena lozinka?' link under the password of the shopper's login form: the page on /prijava, the
 * forgot-password modal in the login modal (`onOpen`).
 */
export function ForgotPasswordLink({ onOpen }: { onOpen?: () => void }) {
  const { t } = useLingui()
  const pathTo = usePagePath()
  return (
    <ModalLink to={pathTo('forgotPassword')} onOpen={onOpen} className="font-semibold text-rose-600 underline-offset-2 hover:underline">
      {t`Zaboravljena lozinka?`}
    </ModalLink>
  )
}

/** The register prompt under the shopper's login form: the page on /prijava, the registration modal in the login modal (`onOpen`). */
export function RegisterPrompt({ className, onOpen }: { className: string; onOpen?: () => void }) {
  const { t } = useLingui()
  const pathTo = usePagePath()
  return (
    <p className={`${className} text-center text-sm text-ink-600`}>
      <Trans>Nemate račun?</Trans>{' '}
      <ModalLink to={pathTo('register')} onOpen={onOpen} className="font-bold text-rose-600 underline-offset-2 hover:underline">
        {t`Registrirajte se`}
      </ModalLink>
    </p>
  )
}
