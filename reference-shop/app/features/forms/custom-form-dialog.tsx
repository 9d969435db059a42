import { Trans } from '@lingui/react/macro'
import { useId } from 'react'
import { ModalDialog } from '../layout/modal-dialog'
import { CustomFormView } from './custom-form-view'
import { useCustomForm } from './use-custom-form'

interface CustomFormDialogProps {
  /** The CMS form to show. */
  slug: string
  /** The dialog's title until the form's own has loaded. */
  fallbackTitle: string
  /** Values the form starts with (a hidden field the page fills, such as the product of an availability request). */
  initial?: Record<string, string>
  /** What the page says above the form (the product's name). */
  subject?: string
  onClose: () => void
}

/**
 * Any CMS custom form in a dialog, rendered from its definition with its file fields and consents (storefront spec §3
 * "Custom form"); once sent it shows the form's success message (for a double opt-in form, to confirm by e-mail).
 */
export function CustomFormDialog({ slug, fallbackTitle, initial, subject, onClose }: CustomFormDialogProps) {
  const titleId = useId()
  const state = useCustomForm(slug, initial ? { initial } : {})
  const { form, sent } = state
  return (
    <ModalDialog titleId={titleId} onClose={onClose} widthClassName="max-w-lg" closeOnBackdrop={false}>
      <h2 id={titleId} className="pr-8 text-2xl font-extrabold text-ink-900">
        {form?.title || fallbackTitle}
      </h2>
      {subject && <p className="mt-2 font-semibold text-rose-600">{subject}</p>}
      {sent ? (
        <>
          <p role="status" className="mt-4 text-ink-800">
            {sent.successMessage}
          </p>
          <button type="button" onClick={onClose} className="mt-6 rounded-full bg-rose-500 px-8 py-3 font-bold text-white hover:bg-rose-600">
            <Trans>Zatvori</Trans>
          </button>
        </>
      ) : (
        <>
          {form?.description && <p className="mt-3 text-sm text-ink-700">{form.description}</p>}
          <div className="mt-5">
            <CustomFormView idPrefix={`form-${slug}`} state={state} submitLabel={<Trans>Pošalji</Trans>} />
          </div>
        </>
      )}
    </ModalDialog>
  )
}
