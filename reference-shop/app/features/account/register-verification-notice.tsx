import { Trans } from '@lingui/react/macro'
import { FormDoneNotice } from '../auth/account-form-parts'

/**
 * What a registration that must confirm its e-mail shows in place of the form (storefront spec §4: "If the response
 * has verificationToken an info toast asks to confirm e-mail, with no auto-login and no redirect"): the toast goes,
 * this stays.
 */
export function RegisterVerificationNotice({ email }: { email: string }) {
  return (
    <FormDoneNotice title={<Trans>Potvrdite adresu e-pošte</Trans>}>
      <p>
        <Trans>
          Poslali smo poruku na adresu <strong>{email}</strong>. Otvorite poveznicu u poruci kako biste potvrdili adresu, a zatim se prijavite.
        </Trans>
      </p>
    </FormDoneNotice>
  )
}
