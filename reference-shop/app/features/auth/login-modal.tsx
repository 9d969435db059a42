import { Trans } from '@lingui/react/macro'
import { ModalDialog } from '../layout/modal-dialog'
import { LoginForm } from './login-form'
import { ForgotPasswordLink, RegisterPrompt } from './login-links'

interface LoginModalProps {
  onClose: () => void
  onLoggedIn: () => void
  /** The forgot-password link switches to that modal. */
  onForgotPassword: () => void
  /** The register link switches to the registration modal. */
  onRegister: () => void
}

/**
 * The login modal (storefront spec §2: e-mail, password, forgot-password link, register link, close; at most
 * 544 px high). A native modal `<dialog>`: the page behind is inert and Escape closes it; the e-mail field
 * takes the focus when it opens. It is rendered only while open, so it never takes part in server rendering.
 * Its links keep the pages' addresses (a new tab gets the page) and switch to the other modals on a plain click.
 */
export function LoginModal({ onClose, onLoggedIn, onForgotPassword, onRegister }: LoginModalProps) {
  return (
    <ModalDialog titleId="login-modal-title" onClose={onClose} maxHeightClassName="max-h-[min(544px,calc(100dvh-2rem))]" initialFocus='input[name="username"]'>
      <h2 id="login-modal-title" className="text-2xl font-extrabold">
        <Trans>Prijava</Trans>
      </h2>
      <p className="mb-5 mt-1 text-sm text-ink-600">
        <Trans>Prijavite se e-mail adresom i lozinkom.</Trans>
      </p>
      <LoginForm idPrefix="login-modal" onLoggedIn={onLoggedIn} passwordHint={<ForgotPasswordLink onOpen={onForgotPassword} />} />
      <RegisterPrompt className="mt-5" onOpen={onRegister} />
    </ModalDialog>
  )
}
