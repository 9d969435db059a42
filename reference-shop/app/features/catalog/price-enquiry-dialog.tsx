import { Trans } from '@lingui/react/macro'
import { lazy, Suspense, useId, useState } from 'react'
import { ThankYouDialog } from '../forms/thank-you-dialog'
import { ModalDialog } from '../layout/modal-dialog'

// The form (the SDK's forms entry, the consents, the captcha) is a chunk of its own, so the product cards' first load
// names only this dialog's few files to preload; it loads while the dialog opens.
const PriceEnquiryForm = lazy(() => import('./price-enquiry-form').then((module) => ({ default: module.PriceEnquiryForm })))

/**
 * The price enquiry (storefront spec §2 'Pošaljite upit za proizvod'): the product and its enquiry form, then the
 * thank-you popup once it was sent.
 */
export function PriceEnquiryDialog({ productName, onClose }: { productName: string; onClose: () => void }) {
  const titleId = useId()
  const [thanks, setThanks] = useState<string | null>(null)

  if (thanks !== null) return <ThankYouDialog message={thanks} onClose={onClose} />
  return (
    <ModalDialog titleId={titleId} onClose={onClose} widthClassName="max-w-lg" closeOnBackdrop={false}>
      <h2 id={titleId} className="pr-8 text-2xl font-extrabold text-ink-900">
        <Trans>Pošaljite upit za proizvod</Trans>
      </h2>
      <p className="mt-2 font-semibold text-rose-600">{productName}</p>
      <Suspense
        fallback={
          <p role="status" className="mt-5 text-ink-600">
            <Trans>Učitavam obrazac…</Trans>
          </p>
        }
      >
        <PriceEnquiryForm productName={productName} onSent={setThanks} />
      </Suspense>
    </ModalDialog>
  )
}
