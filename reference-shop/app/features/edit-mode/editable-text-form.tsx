import { useLingui } from '@lingui/react/macro'
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react'
import { SaveStatus } from './save-status'
import type { ElementSaving } from './use-element-save'
import { useHydrated } from './use-hydrated'

/** One text of a layout element that edit mode edits in place. */
export interface ElementTextField {
  /** Its key among the form's texts. */
  name: string
  label: string
  /** The saved text. */
  value: string
  /** The field's kind, for the keyboard a phone shows; the form checks the texts itself (see `check`). */
  type?: 'text' | 'email' | 'tel' | 'url'
  /** Several lines (a text area). */
  multiline?: boolean
  /** Why the trimmed text cannot be saved, said to the editor; undefined when it can. */
  check?: (text: string) => string | undefined
}

interface EditableTextFormProps {
  /** The element's save (useElementSave), shared with the element's other controls. */
  saving: ElementSaving
  fields: ElementTextField[]
  /** The element's new `meta` from the trimmed texts, keeping what the form does not edit. */
  toMeta: (texts: Record<string, string>) => Record<string, unknown>
  /** A legend over the fields, for a form of several. */
  legend?: string
  /** Open for good (the footer's info text). Otherwise the form opens from an Uredi button, and closes again. */
  alwaysOpen?: boolean
  /**
   * What visitors see (possibly nothing): shown with an Uredi button (named `editLabel`) that opens the form in its
   * place; a save or Odustani closes it.
   */
  view?: ReactNode
  editLabel?: string
  className?: string
}

const button = 'rounded-full px-4 py-1.5 text-sm font-bold disabled:opacity-50'
const fieldClass =
  'block w-full rounded-xl bg-white/10 p-2 text-sm leading-relaxed text-white placeholder:text-white/50 focus:outline-none focus:ring-2 focus:ring-rose-300 aria-[invalid=true]:ring-2 aria-[invalid=true]:ring-rose-300'

/**
 * Texts of a layout element edited in place in edit mode, with Spremi and Odustani. The texts are checked first: a
 * text a shopper would get broken (an e-mail that is none, a phone with letters) is said under its field, and nothing
 * is saved. A save writes `toMeta`'s content through the shop's server; the page's data is loaded again after it, so
 * the fields (or the view) show the saved texts. A refusal is said beside the buttons, and the texts stay.
 */
export function EditableTextForm({
  saving: elementSaving,
  fields,
  toMeta,
  legend,
  alwaysOpen = false,
  view,
  editLabel,
  className = '',
}: EditableTextFormProps) {
  const { t } = useLingui()
  const id = useId()
  const { save, saving, outcome } = elementSaving
  const savedKey = JSON.stringify(fields.map((field) => field.value))
  const saved = (): Record<string, string> => Object.fromEntries(fields.map((field) => [field.name, field.value]))
  const [texts, setTexts] = useState(saved)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [open, setOpen] = useState(alwaysOpen)
  const hydrated = useHydrated()

  // The saved texts, once the page's data has been loaded again after a save.
  // biome-ignore lint/correctness/useExhaustiveDependencies: savedKey is the saved texts' identity: the draft follows a save, not every render's new object
  useEffect(() => setTexts(saved()), [savedKey])

  const changed = fields.some((field) => (texts[field.name] ?? '').trim() !== field.value.trim())
  const status = <SaveStatus saving={saving} outcome={outcome} className="text-sm text-white/80" />

  function close() {
    setTexts(saved())
    setErrors({})
    if (!alwaysOpen) setOpen(false)
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const trimmed = Object.fromEntries(fields.map((field) => [field.name, (texts[field.name] ?? '').trim()]))
    const found: Record<string, string> = {}
    for (const field of fields) {
      const message = field.check?.(trimmed[field.name] ?? '')
      if (message) found[field.name] = message
    }
    setErrors(found)
    const firstInvalid = fields.find((field) => found[field.name])
    if (firstInvalid) {
      document.getElementById(`${id}-${firstInvalid.name}`)?.focus()
      return
    }
    const answer = await save(toMeta(trimmed))
    if (answer.ok && !alwaysOpen) setOpen(false)
  }

  if (!open) {
    return (
      <div className={`flex flex-wrap items-center gap-x-3 gap-y-1 ${className}`}>
        {view}
        <button
          type="button"
          disabled={!hydrated}
          aria-label={editLabel}
          onClick={() => setOpen(true)}
          className="rounded-full bg-white/15 px-2.5 py-0.5 text-xs font-bold text-white hover:bg-white/30 disabled:opacity-50"
        >
          {t`Uredi`}
        </button>
        {status}
      </div>
    )
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className={`w-full max-w-sm space-y-2 rounded-2xl bg-white/5 p-3 text-left text-white ring-1 ring-dashed ring-rose-300/60 ${className}`}
    >
      <fieldset className="space-y-2">
        {legend && <legend className="mb-1 text-xs font-bold uppercase tracking-wider text-rose-200">{legend}</legend>}
        {fields.map((field) => {
          const fieldId = `${id}-${field.name}`
          const error = errors[field.name]
          const common = {
            id: fieldId,
            value: texts[field.name] ?? '',
            readOnly: !hydrated,
            'aria-invalid': error ? true : undefined,
            'aria-describedby': error ? `${fieldId}-error` : undefined,
            className: fieldClass,
          }
          return (
            <div key={field.name} className="space-y-1">
              <label
                htmlFor={fieldId}
                className={legend ? 'block text-xs font-bold text-white/80' : 'block text-xs font-bold uppercase tracking-wider text-rose-200'}
              >
                {field.label}
              </label>
              {field.multiline ? (
                <textarea {...common} rows={4} onChange={(event) => setTexts({ ...texts, [field.name]: event.target.value })} />
              ) : (
                <input {...common} type={field.type ?? 'text'} onChange={(event) => setTexts({ ...texts, [field.name]: event.target.value })} />
              )}
              {error && (
                <p id={`${fieldId}-error`} className="text-sm font-semibold text-rose-100">
                  {error}
                </p>
              )}
            </div>
          )
        })}
      </fieldset>
      <div className="flex flex-wrap items-center gap-2">
        <button type="submit" disabled={!hydrated || saving || !changed} className={`${button} bg-rose-500 text-white hover:bg-rose-600`}>
          {t`Spremi`}
        </button>
        <button type="button" disabled={saving || (alwaysOpen && !changed)} onClick={close} className={`${button} bg-white/10 text-white hover:bg-white/20`}>
          {t`Odustani`}
        </button>
        {status}
      </div>
    </form>
  )
}
