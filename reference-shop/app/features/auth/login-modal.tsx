import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import { Link } from 'react-router'
import { CloseIcon } from '../layout/icons'
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
  const dialogRef = useRef<HTMLDialogElement>(null)
  const pressedOnBackdrop = useRef(false)

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    dialog.showModal()
    dialog.querySelector<HTMLInputElement>('input[name="username"]')?.focus()
    return () => {
      if (dialog.open) dialog.close()
    }
  }, [])

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby="login-modal-title"
      // Escape: the parent closes it, so React's state and the element agree.
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      // A click on the backdrop reaches the dialog element itself; clicks inside land on its content. Both the
      // press and the release must be on the backdrop: selecting text in a field and letting go outside is no click away.
      onPointerDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget
      }}
      onClick={(event) => {
        if (pressedOnBackdrop.current && event.target === event.currentTarget) onClose()
      }}
      className="m-auto max-h-[min(544px,calc(100dvh-2rem))] w-[calc(100%-2rem)] max-w-md overflow-y-auto rounded-3xl bg-white p-0 text-ink-900 shadow-2xl shadow-ink-900/20 backdrop:bg-ink-900/50 backdrop:backdrop-blur-[2px]"
    >
      <div className="relative px-6 pb-6 pt-7 sm:px-8">
        <button
          type="button"
          onClick={onClose}
          aria-label={t`Zatvori`}
          className="absolute right-3 top-3 grid size-10 place-items-center rounded-full text-ink-600 transition-colors hover:bg-cream-100 hover:text-rose-600"
        >
          <CloseIcon className="size-5" />
        </button>
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
      </div>
    </dialog>
  )
}
