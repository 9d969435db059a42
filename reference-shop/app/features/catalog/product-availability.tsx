import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useState } from 'react'

const loadDialog = () => import('../forms/custom-form-dialog')
const CustomFormDialog = lazy(() => loadDialog().then((module) => ({ default: module.CustomFormDialog })))

/** The CMS form of a product that cannot be bought (consents of the form type Product availability, double opt-in). */
export const AVAILABILITY_FORM_SLUG = 'obavijest-o-dostupnosti'

/**
 * A product that cannot be bought offers the product-availability form: the shopper leaves an e-mail (the product's
 * SKU goes in the form's hidden field) and confirms it by the link the backend mails. The product page loads this
 * module on demand, so it weighs nothing on the pages' first load.
 */
export default function ProductAvailabilityButton({ productName, sku }: { productName: string; sku: string }) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onPointerEnter={() => void loadDialog()}
        onClick={() => setOpen(true)}
        className="inline-block rounded-full border-2 border-rose-600 px-6 py-2.5 font-bold text-rose-600 hover:bg-rose-100"
      >
        <Trans>Obavijesti me kad bude dostupno</Trans>
      </button>
      {open && (
        <Suspense fallback={null}>
          <CustomFormDialog
            slug={AVAILABILITY_FORM_SLUG}
            fallbackTitle={t`Obavijest o dostupnosti`}
            subject={productName}
            initial={{ proizvod: sku }}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  )
}
