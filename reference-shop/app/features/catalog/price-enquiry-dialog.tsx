import { Trans, useLingui } from '@lingui/react/macro'
import { useSite } from '@vitrina/react'
import { useId } from 'react'
import { Link } from 'react-router'
import { MailIcon, PhoneIcon } from '../layout/icons'
import { readFooter } from '../layout/layout.content'
import { ModalDialog } from '../layout/modal-dialog'
import { SHOP_NAME } from '../routing/seo'
import { usePagePath } from '../routing/use-page-path'

/** The enquiry dialog: the product, the notice that online enquiries are not available yet, and the contacts. */
export function PriceEnquiryDialog({ productName, onClose }: { productName: string; onClose: () => void }) {
  const { t } = useLingui()
  const titleId = useId()
  const pathTo = usePagePath()
  const { elements } = useSite()
  // The footer element holds the shop's contacts (the same ones the footer shows).
  const { phone, email } = readFooter(elements['footer-section'], SHOP_NAME).contact
  const subject = t`Upit za proizvod: ${productName}`
  const link = 'flex items-center gap-3 rounded-2xl bg-cream-50 px-4 py-3 font-semibold text-ink-900 ring-1 ring-cream-200 hover:text-rose-600 hover:ring-rose-300'

  return (
    <ModalDialog titleId={titleId} onClose={onClose} widthClassName="max-w-lg">
      <h2 id={titleId} className="pr-8 text-2xl font-extrabold text-ink-900">
        <Trans>Pošaljite upit za proizvod</Trans>
      </h2>
      <p className="mt-2 font-semibold text-rose-600">{productName}</p>
      <p className="mt-4 text-ink-800">
        <Trans>Slanje upita putem web stranice još nije dostupno. Za cijenu i dostupnost ovog proizvoda javite nam se telefonom ili e-poštom.</Trans>
      </p>
      {phone || email ? (
        <ul className="mt-5 space-y-2" aria-label={t`Kontakt`}>
          {phone && (
            <li>
              <a href={`tel:${phone.replace(/[^+\d]/g, '')}`} className={link}>
                <PhoneIcon className="size-5 text-rose-500" />
                {phone}
              </a>
            </li>
          )}
          {email && (
            <li>
              <a href={`mailto:${email}?subject=${encodeURIComponent(subject)}`} className={link}>
                <MailIcon className="size-5 text-rose-500" />
                {email}
              </a>
            </li>
          )}
        </ul>
      ) : (
        <p className="mt-5 text-ink-800">
          <Trans>Kontakt podaci trenutačno nisu dostupni.</Trans>
        </p>
      )}
      <p className="mt-5 text-sm text-ink-600">
        <Trans>
          Proizvod možete pogledati i u jednoj od{' '}
          <Link to={pathTo('branches')} className="font-semibold text-rose-600 underline underline-offset-2" onClick={onClose}>
            naših poslovnica
          </Link>
          .
        </Trans>
      </p>
    </ModalDialog>
  )
}
