import { useLingui } from '@lingui/react/macro'
import type { CmsElement } from '@vitrina/sdk'
import { useEffect, useId, useState } from 'react'
import { useElementSave } from './use-element-save'
import { useHydrated } from './use-hydrated'

/**
 * The footer's info text in edit mode: a text field with Spremi and Odustani. Saving writes the footer element's
 * `meta.infoText` through the shop's server (which purges its cache); the page's data is loaded again after it, so
 * the footer shows the saved text, as every visitor's next page does. A refusal (a session that ended, the backend
 * away) is said beside the buttons, and the text stays in the field.
 */
export function EditableFooterInfo({ element }: { element: CmsElement }) {
  const { t, i18n } = useLingui()
  const id = useId()
  const saved = typeof element.meta.infoText === 'string' ? element.meta.infoText : ''
  const [text, setText] = useState(saved)
  const { save, saving, outcome } = useElementSave(element)

  // The saved text, once the page's data has been loaded again after a save.
  useEffect(() => setText(saved), [saved])
  const hydrated = useHydrated()

  const button = 'rounded-full px-4 py-1.5 text-sm font-bold disabled:opacity-50'
  return (
    <form
      className="max-w-sm space-y-2 rounded-2xl bg-white/5 p-3 ring-1 ring-dashed ring-rose-300/60"
      onSubmit={(event) => {
        event.preventDefault()
        void save({ ...element.meta, infoText: text.trim() })
      }}
    >
      <label htmlFor={id} className="block text-xs font-bold uppercase tracking-wider text-rose-200">
        {t`Tekst u podnožju`}
      </label>
      <textarea
        id={id}
        value={text}
        rows={4}
        readOnly={!hydrated}
        onChange={(event) => setText(event.target.value)}
        className="block w-full rounded-xl bg-white/10 p-2 text-sm leading-relaxed text-white placeholder:text-white/50 focus:outline-none focus:ring-2 focus:ring-rose-300"
      />
      <div className="flex flex-wrap items-center gap-2">
        <button type="submit" disabled={saving || text.trim() === saved} className={`${button} bg-rose-500 text-white hover:bg-rose-600`}>
          {saving ? t`Spremanje…` : t`Spremi`}
        </button>
        <button type="button" disabled={saving || text === saved} onClick={() => setText(saved)} className={`${button} bg-white/10 text-white hover:bg-white/20`}>
          {t`Odustani`}
        </button>
        <p role="status" className="text-sm text-white/80">
          {outcome?.ok ? t`Spremljeno.` : outcome ? i18n._(outcome.messageKey) : ''}
        </p>
      </div>
    </form>
  )
}
