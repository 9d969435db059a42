import { useLingui } from '@lingui/react/macro'

/**
 * The Cancel and Save buttons that end edit mode's forms (the edit media and link options modals): Save submits the
 * form and is disabled while it saves.
 */
export function FormActions({ onCancel, saving }: { onCancel: () => void; saving: boolean }) {
  const { t } = useLingui()
  return (
    <div className="flex justify-end gap-2">
      <button type="button" onClick={onCancel} className="rounded-full border border-ink-200 px-5 py-2 text-sm font-bold hover:border-rose-400">
        {t`Odustani`}
      </button>
      <button type="submit" disabled={saving} className="rounded-full bg-rose-500 px-5 py-2 text-sm font-bold text-white hover:bg-rose-600 disabled:opacity-50">
        {saving ? t`Spremanje…` : t`Spremi`}
      </button>
    </div>
  )
}
