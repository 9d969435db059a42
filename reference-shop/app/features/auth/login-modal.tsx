import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { ModalDialog } from '../layout/modal-dialog'
import { usePagePath } from '../routing/use-page-path'
import { LoginForm } from './login-form'

interface LoginModalProps {
  onClose: () => void
  onLoggedIn: () => void
}

/**
 * The login modal (storefront spec §2: e-mail, password, forgot-password link, register link, close; at most
 * 544 px high). A native modal `<dialog>`: the page behind is inert and Escape closes it; the e-mail field
 * takes the focus when it opens. It is rendered only while open, so it never takes part in server rendering.
 */
export function LoginModal({ onClose, onLoggedIn }: LoginModalProps) {
  const { t } = useLingui()
  const pathTo = usePagePath()

  return (
    <ModalDialog
      titleId="login-modal-title"
      onClose={onClose}
      maxHeightClassName="max-h-[min(544px,calc(100dvh-2rem))]"
      initialFocus='input[name="username"]'
    >
      <h2 id="login-modal-title" className="text-2xl font-extrabold">
        <Trans>Prijava</Trans>
      </h2>
      <p className="mb-5 mt-1 text-sm text-ink-600">
        <Trans>Prijavite se e-mail adresom i lozinkom.</Trans>
      </p>
      <LoginForm
        idPrefix="login-modal"
        onLoggedIn={onLoggedIn}
        passwordHint={
          <Link to={pathTo('forgotPassword')} className="font-semibold text-rose-600 underline-offset-2 hover:underline">
            {t`Zaboravljena lozinka?`}
          </Link>
        }
      />
      <p className="mt-5 text-center text-sm text-ink-600">
        <Trans>Nemate račun?</Trans>{' '}
        <Link to={pathTo('register')} className="font-bold text-rose-600 underline-offset-2 hover:underline">
          {t`Registrirajte se`}
        </Link>
      </p>
    </ModalDialog>
  )
}
