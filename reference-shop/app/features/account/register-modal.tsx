import { Trans, useLingui } from '@lingui/react/macro'
import type { RegistrationOutcome } from '@vitrina/sdk/account'
import { useState } from 'react'
import { ModalLink } from '../auth/modal-link'
import { ModalDialog } from '../layout/modal-dialog'
import { usePagePath } from '../routing/use-page-path'
import { RegisterForm } from './register-form'
import { useRegisterConsents } from './register-consents'
import { RegisterVerificationNotice } from './register-verification-notice'
import { CatalogAreaTexts } from '../i18n/catalog-area-texts'

/** A registration that did not stop at the e-mail confirmation: the shopper is logged in, or only registered. */
export type SettledRegistration = Exclude<RegistrationOutcome, { status: 'verificationRequired' }>

interface RegisterModalProps {
  onClose: () => void
  /** 'Prijavi se': home, and the login modal a moment later. */
  onLogin: () => void
  /** After a registration that needs no e-mail confirmation (the modal closes). */
  onRegistered: (outcome: SettledRegistration) => void
}

/**
 * The registration modal (storefront spec §2 "Modals": title Registracija, the form, 'Kreiraj račun', 'Prijavi se';
 * at most 720 px wide, spec §9). Its consents load when it opens. A registration that must confirm its e-mail
 * keeps the modal open with the notice in place of the form.
 */
function RegisterModalContent({ onClose, onLogin, onRegistered }: RegisterModalProps) {
  const { t } = useLingui()
  const pathTo = usePagePath()
  const consents = useRegisterConsents()
  const [verifying, setVerifying] = useState<string | null>(null)

  return (
    <ModalDialog titleId="register-modal-title" onClose={onClose} widthClassName="max-w-[720px]" initialFocus='input[name="firstName"]'>
      <h2 id="register-modal-title" className="mb-5 text-2xl font-extrabold">
        <Trans>Registracija</Trans>
      </h2>
      {verifying !== null ? (
        <RegisterVerificationNotice email={verifying} />
      ) : (
        <RegisterForm
          idPrefix="register-modal"
          consents={consents}
          onRegistered={(outcome) => (outcome.status === 'verificationRequired' ? setVerifying(outcome.email) : onRegistered(outcome))}
          footer={
            <p className="text-center text-sm text-ink-600">
              <Trans>Već imate račun?</Trans>{' '}
              <ModalLink to={pathTo('login')} onOpen={onLogin} className="font-bold text-rose-600 underline-offset-2 hover:underline">
                {t`Prijavi se`}
              </ModalLink>
            </p>
          }
        />
      )}
    </ModalDialog>
  )
}

/** The modal, once the account area's texts are in the page's catalog (they are not in a catalogue page's). */
export function RegisterModal(props: RegisterModalProps) {
  return (
    <CatalogAreaTexts area="account">
      <RegisterModalContent {...props} />
    </CatalogAreaTexts>
  )
}
