import { Trans } from '@lingui/react/macro'
import { useStorefront } from '@vitrina/react'
import { createPriceEnquiryService, PRICE_ENQUIRY_FORM_SLUG } from '@vitrina/sdk/forms'
import { useEffect, useId } from 'react'
import { CustomFormView } from '../forms/custom-form-view'
import { captchaScriptUrl, createScriptCaptcha } from '../forms/captcha'
import { ThankYouDialog } from '../forms/thank-you-dialog'
import { useCustomForm } from '../forms/use-custom-form'
import { ModalDialog } from '../layout/modal-dialog'

/**
 * The price enquiry (storefront spec §2 'Pošaljite upit za proizvod', §4, §5, §9): the CMS form `cijena-na-upit` with
 * the product field filled 300 ms after it loads, its consents, the SDK's 500 ms check that every text field is
 * filled, 'Šaljem...' while it is sent, and the thank-you popup once it was.
 */
export function PriceEnquiryDialog({ productName, onClose }: { productName: string; onClose: () => void }) {
  const titleId = useId()
  const shop = useStorefront()
  const enquiry = createPriceEnquiryService(shop, { captcha: createScriptCaptcha(captchaScriptUrl(shop.options.apiUrl)) })
  const state = useCustomForm(PRICE_ENQUIRY_FORM_SLUG, { send: () => enquiry.send })
  const { form, setValue } = state

  // Spec §4 "The product field fills after 300 ms".
  useEffect(() => (form ? enquiry.fillProduct(form, productName, setValue) : undefined), [enquiry, form, productName, setValue])

  if (state.sent) return <ThankYouDialog message={state.sent.successMessage} onClose={onClose} />
  return (
    <ModalDialog titleId={titleId} onClose={onClose} widthClassName="max-w-lg" closeOnBackdrop={false}>
      <h2 id={titleId} className="pr-8 text-2xl font-extrabold text-ink-900">
        <Trans>Pošaljite upit za proizvod</Trans>
      </h2>
      <p className="mt-2 font-semibold text-rose-600">{productName}</p>
      {form?.description && <p className="mt-3 text-sm text-ink-700">{form.description}</p>}
      <div className="mt-5">
        <CustomFormView idPrefix="price-enquiry" state={state} submitLabel={<Trans>Pošalji upit</Trans>} />
      </div>
    </ModalDialog>
  )
}
