import { Trans } from '@lingui/react/macro'
import { useStorefront } from '@vitrina/react'
import { createPriceEnquiryService, PRICE_ENQUIRY_FORM_SLUG } from '@vitrina/sdk/forms'
import { useEffect } from 'react'
import { captchaScriptUrl, createScriptCaptcha } from '../forms/captcha'
import { CustomFormView } from '../forms/custom-form-view'
import { useCustomForm } from '../forms/use-custom-form'

/**
 * The price enquiry's form (storefront spec §4 "Price enquiry", §5, §9): the CMS form `cijena-na-upit` with the product
 * field filled 300 ms after it loads, its consents, the SDK's 500 ms check that every text field is filled, and
 * 'Šaljem...' while it is sent. `onSent` gets the form's success message.
 */
export function PriceEnquiryForm({ productName, onSent }: { productName: string; onSent: (message: string) => void }) {
  const shop = useStorefront()
  const enquiry = createPriceEnquiryService(shop, { captcha: createScriptCaptcha(captchaScriptUrl(shop.options.apiUrl)) })
  const state = useCustomForm(PRICE_ENQUIRY_FORM_SLUG, { send: () => enquiry.send })
  const { form, setValue, sent } = state

  // Spec §4 "The product field fills after 300 ms".
  useEffect(() => (form ? enquiry.fillProduct(form, productName, setValue) : undefined), [enquiry, form, productName, setValue])
  useEffect(() => {
    if (sent) onSent(sent.successMessage)
  }, [sent, onSent])

  return (
    <>
      {form?.description && <p className="mt-3 text-sm text-ink-700">{form.description}</p>}
      <div className="mt-5">
        <CustomFormView idPrefix="price-enquiry" state={state} submitLabel={<Trans>Pošalji upit</Trans>} starTextFields />
      </div>
    </>
  )
}
