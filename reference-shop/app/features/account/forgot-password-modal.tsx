import { Trans, useLingui } from '@lingui/react/macro'
import { ModalLink } from '../auth/modal-link'
import { ModalDialog } from '../layout/modal-dialog'
import { usePagePath } from '../routing/use-page-path'
import { ForgotPasswordForm, ForgotPasswordIntro } from './forgot-password-form'
import { CatalogAreaTexts } from '../i18n/catalog-area-texts'

interface ForgotPasswordModalProps {
  onClose: () => void
  /** 'Prijava': back to the login modal. */
  onLogin: () => void
}

/**
 * The forgot-password modal (storefront spec §2 "Modals": title 'Zaboravljena lozinka', e-mail, 'Potvrdi', link
 * 'Prijava'; at most 500 px wide, spec §9).
 */
function ForgotPasswordModalContent({ onClose, onLogin }: ForgotPasswordModalProps) {
  const { t } = useLingui()
  const pathTo = usePagePath()
  return (
    <ModalDialog titleId="forgot-password-modal-title" onClose={onClose} widthClassName="max-w-[500px]" initialFocus='input[name="username"]'>
      <h2 id="forgot-password-modal-title" className="text-2xl font-extrabold">
        <Trans>Zaboravljena lozinka</Trans>
      </h2>
      <p className="mb-5 mt-1 text-sm text-ink-600">
        <ForgotPasswordIntro />
      </p>
      <ForgotPasswordForm
        idPrefix="forgot-password-modal"
        footer={
          <p className="text-center text-sm">
            <ModalLink to={pathTo('login')} onOpen={onLogin} className="font-bold text-rose-600 underline-offset-2 hover:underline">
              {t`Prijava`}
            </ModalLink>
          </p>
        }
      />
    </ModalDialog>
  )
}

/** The modal, once the account area's texts are in the page's catalog (they are not in a catalogue page's). */
export function ForgotPasswordModal(props: ForgotPasswordModalProps) {
  return (
    <CatalogAreaTexts area="account">
      <ForgotPasswordModalContent {...props} />
    </CatalogAreaTexts>
  )
}
