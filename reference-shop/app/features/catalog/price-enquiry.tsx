import { Trans } from '@lingui/react/macro'
import { lazy, Suspense, useState } from 'react'

// Loaded when first opened (or pointed at): few visits open it, every product card has the button, and the form's
// code (the SDK's forms entry, the captcha) stays out of the pages' first load.
const loadDialog = () => import('./price-enquiry-dialog')
const PriceEnquiryDialog = lazy(() => loadDialog().then((module) => ({ default: module.PriceEnquiryDialog })))

/** 'Pošaljite upit za proizvod' (spec §2, price-on-request categories 1028 and 1620): opens the enquiry form. */
export function PriceEnquiryButton({ productName, className = '' }: { productName: string; className?: string }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" aria-haspopup="dialog" onPointerEnter={() => void loadDialog()} onClick={() => setOpen(true)} className={className}>
        <Trans>Pošaljite upit za proizvod</Trans>
      </button>
      {open && (
        <Suspense fallback={null}>
          <PriceEnquiryDialog productName={productName} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
