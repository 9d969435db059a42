import { useLingui } from '@lingui/react/macro'
import { useMediaLibrary } from '@vitrina/react'
import type { MediaRecord } from '@vitrina/sdk/back-office'
import { useId, useState } from 'react'
import { ModalDialog } from '../layout/modal-dialog'
import { FormActions } from './form-actions'

/** The edit media modal (back-office spec §2): title (required) and description, Cancel and Save. */
export function EditMediaModal({ record, onClose }: { record: MediaRecord; onClose: () => void }) {
  const { t, i18n } = useLingui()
  const titleId = useId()
  const { library } = useMediaLibrary()
  const [title, setTitle] = useState(record.title ?? '')
  const [description, setDescription] = useState(record.description ?? '')
  const [saving, setSaving] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)

  async function save() {
    setSaving(true)
    const saved = await library.edit(record.id, { title, description })
    setSaving(false)
    if (saved.ok) onClose()
    else if (saved.error.code === 'VALIDATION_ERROR') setProblem(i18n._(saved.error.messageKey))
  }

  const input = 'mt-1 block w-full rounded-xl border border-ink-200 px-3 py-2 text-sm focus:border-rose-400 focus:outline-none'
  return (
    <ModalDialog titleId={titleId} onClose={onClose} closeOnBackdrop={false} widthClassName="max-w-lg">
      <h2 id={titleId} className="pr-8 text-2xl font-extrabold">
        {t`Uredi medij`}
      </h2>
      <form
        className="mt-5 space-y-4"
        onSubmit={(event) => {
          event.preventDefault()
          void save()
        }}
      >
        <label className="block text-sm font-bold">
          {t`Naslov`}
          <input value={title} onChange={(event) => setTitle(event.target.value)} aria-invalid={problem ? true : undefined} className={input} />
        </label>
        {problem && (
          <p role="alert" className="text-sm font-bold text-rose-700">
            {problem}
          </p>
        )}
        <label className="block text-sm font-bold">
          {t`Opis`}
          <textarea value={description} rows={3} onChange={(event) => setDescription(event.target.value)} className={input} />
        </label>
        <FormActions onCancel={onClose} saving={saving} />
      </form>
    </ModalDialog>
  )
}
