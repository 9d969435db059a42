import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useState } from 'react'
import { CustomFormView } from './custom-form-view'
import { useCustomForm } from './use-custom-form'

/** The CMS form of the contact page, and the complaint form its button opens. */
export const CONTACT_FORM_SLUG = 'kontakt'
export const COMPLAINT_FORM_SLUG = 'reklamacija'

const loadDialog = () => import('./custom-form-dialog')
const CustomFormDialog = lazy(() => loadDialog().then((module) => ({ default: module.CustomFormDialog })))

/**
 * The contact page's form (storefront spec §2 "a contact page", §7 form calls): the CMS form `kontakt` rendered from
 * its definition with its Contact consents, sent with the SDK in the browser (with the captcha), its success message
 * in place of the form once sent; and a complaint form with photo uploads in a dialog.
 */
export function ContactSection() {
  const { t } = useLingui()
  const state = useCustomForm(CONTACT_FORM_SLUG)
  const [complaint, setComplaint] = useState(false)
  const { form, sent } = state
  return (
    <section aria-labelledby="contact-form-title" className="mt-10 grid max-w-5xl gap-8 lg:grid-cols-[3fr_2fr]">
      <div className="rounded-3xl bg-white p-6 ring-1 ring-cream-200 sm:p-8">
        <h2 id="contact-form-title" className="text-2xl font-extrabold text-ink-900">
          {form?.title || t`Kontaktirajte nas`}
        </h2>
        {form?.description && <p className="mt-2 text-ink-700">{form.description}</p>}
        <div className="mt-5">
          {sent ? (
            <p role="status" className="rounded-2xl bg-mint-100 px-4 py-3 font-semibold text-ink-900">
              {sent.successMessage}
            </p>
          ) : (
            <CustomFormView idPrefix="contact" state={state} submitLabel={<Trans>Pošalji poruku</Trans>} />
          )}
        </div>
      </div>
      <aside className="h-fit rounded-3xl bg-cream-100 p-6 sm:p-8">
        <h2 className="text-xl font-extrabold text-ink-900">
          <Trans>Reklamacija</Trans>
        </h2>
        <p className="mt-2 text-ink-800">
          <Trans>Nešto nije u redu s proizvodom? Prijavite reklamaciju i priložite fotografije ili račun.</Trans>
        </p>
        <button
          type="button"
          aria-haspopup="dialog"
          onPointerEnter={() => void loadDialog()}
          onClick={() => setComplaint(true)}
          className="mt-4 rounded-full border-2 border-rose-600 px-6 py-2.5 font-bold text-rose-600 hover:bg-rose-100"
        >
          <Trans>Prijavite reklamaciju</Trans>
        </button>
        {complaint && (
          <Suspense fallback={null}>
            <CustomFormDialog slug={COMPLAINT_FORM_SLUG} fallbackTitle={t`Prijava reklamacije`} onClose={() => setComplaint(false)} />
          </Suspense>
        )}
      </aside>
    </section>
  )
}
