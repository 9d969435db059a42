import { Trans, useLingui } from '@lingui/react/macro'
import type { FormField, FormFile } from '@vitrina/sdk/forms'
import { fieldRules, PUBLIC_UPLOAD_MAX_FILES } from '@vitrina/sdk/forms'
import type { ReactNode } from 'react'
import { ConsentFields } from '../consent/consent-fields'
import type { CustomFormState } from './use-custom-form'

const INPUT_CLASS =
  'w-full rounded-2xl border border-cream-200 bg-cream-50 px-4 py-2.5 text-ink-900 outline-none transition-colors focus:border-rose-300 focus:bg-white focus:ring-2 focus:ring-rose-200 aria-invalid:border-rose-500'

const INPUT_TYPES: Partial<Record<FormField['type'], string>> = { email: 'email', tel: 'tel', number: 'number', text: 'text' }
const AUTOCOMPLETE: Record<string, string> = { email: 'email', tel: 'tel' }

interface FieldProps {
  id: string
  field: FormField
  /** Starred whatever its rules say (the price enquiry wants every text field). */
  starred: boolean
  value: string | boolean | readonly FormFile[] | undefined
  error: string | undefined
  onChange: (value: string | boolean | readonly FormFile[]) => void
}

/** One field of a custom form from its definition: its input kind, its label (starred when required) and its problem. */
function CustomField({ id, field, starred, value, error, onChange }: FieldProps) {
  const { t } = useLingui()
  const rules = fieldRules(field)
  const label = rules.required || starred ? `${field.label} *` : field.label
  const described = error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {}
  const text = typeof value === 'string' ? value : ''
  let control: ReactNode
  if (field.type === 'hidden') return null
  if (field.type === 'checkbox') {
    return (
      <div className="space-y-1">
        <div className="flex items-start gap-3">
          <input
            id={id}
            type="checkbox"
            checked={value === true}
            onChange={(event) => onChange(event.target.checked)}
            className="mt-1 size-4 accent-rose-500"
            {...described}
          />
          <label htmlFor={id} className="text-sm text-ink-800">
            {label}
          </label>
        </div>
        {error && (
          <p id={`${id}-error`} className="text-sm font-semibold text-rose-600">
            {error}
          </p>
        )}
      </div>
    )
  }
  if (field.type === 'textarea') {
    control = (
      <textarea
        id={id}
        name={field.key}
        rows={4}
        value={text}
        maxLength={rules.max}
        placeholder={field.placeholder || undefined}
        onChange={(event) => onChange(event.target.value)}
        className={INPUT_CLASS}
        {...described}
      />
    )
  } else if (field.type === 'select') {
    control = (
      <select id={id} name={field.key} value={text} onChange={(event) => onChange(event.target.value)} className={INPUT_CLASS} {...described}>
        <option value="">{t`Odaberite...`}</option>
        {(field.options ?? []).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    )
  } else if (field.type === 'file') {
    const files = Array.isArray(value) ? (value as readonly FormFile[]) : []
    const accept = field.allowedExts?.map((ext) => `.${ext}`).join(',')
    const max = Math.min(rules.max ?? PUBLIC_UPLOAD_MAX_FILES, PUBLIC_UPLOAD_MAX_FILES)
    const types = field.allowedExts?.join(', ')
    control = (
      <>
        <input
          id={id}
          name={field.key}
          type="file"
          multiple={max > 1}
          accept={accept}
          onChange={(event) => onChange(Array.from(event.target.files ?? []))}
          className="block w-full text-sm text-ink-800 file:mr-4 file:rounded-full file:border-0 file:bg-rose-100 file:px-4 file:py-2 file:font-bold file:text-rose-700 hover:file:bg-rose-200"
          {...described}
        />
        <p className="text-xs text-ink-500">
          {types ? (
            <Trans>
              Vrste datoteka: {types}; najviše {max}.
            </Trans>
          ) : (
            <Trans>Najviše {max} datoteka.</Trans>
          )}
          {files.length > 0 && ` ${files.map((file) => file.name).join(', ')}`}
        </p>
      </>
    )
  } else {
    control = (
      <input
        id={id}
        name={field.key}
        type={INPUT_TYPES[field.type] ?? 'text'}
        inputMode={field.type === 'tel' ? 'tel' : undefined}
        autoComplete={AUTOCOMPLETE[field.type]}
        maxLength={rules.max}
        placeholder={field.placeholder || undefined}
        value={text}
        onChange={(event) => onChange(event.target.value)}
        className={INPUT_CLASS}
        {...described}
      />
    )
  }
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-bold text-ink-800">
        {label}
      </label>
      {control}
      {error && (
        <p id={`${id}-error`} className="text-sm font-semibold text-rose-600">
          {error}
        </p>
      )}
    </div>
  )
}

interface CustomFormViewProps {
  idPrefix: string
  state: CustomFormState
  /** The button's text when idle. */
  submitLabel: ReactNode
  /** Fields the form shows elsewhere or fills itself, left out here. */
  hiddenKeys?: readonly string[]
  /** Stars every text field, for a form that wants them all filled (storefront spec §5 "Price enquiry"). */
  starTextFields?: boolean
}

const TEXT_FIELDS: ReadonlySet<FormField['type']> = new Set(['text', 'email', 'tel', 'textarea', 'number'])

/**
 * A CMS custom form rendered from its definition (storefront spec §3 "Custom form"): its fields, the consents of its
 * form type with the required ones starred, and a button that reads 'Šaljem...' while the form is sent. Loading and
 * a form that could not be loaded say so.
 */
export function CustomFormView({ idPrefix, state, submitLabel, hiddenKeys = [], starTextFields = false }: CustomFormViewProps) {
  const { form } = state
  if (form === undefined) {
    return (
      <p role="status" className="text-ink-600">
        <Trans>Učitavam obrazac…</Trans>
      </p>
    )
  }
  if (form === null) {
    return (
      <p role="alert" className="font-semibold text-rose-600">
        <Trans>Obrazac trenutačno nije dostupan. Pokušajte ponovno kasnije.</Trans>
      </p>
    )
  }
  return (
    <form
      noValidate
      aria-busy={state.pending}
      onSubmit={(event) => {
        event.preventDefault()
        void state.submit()
      }}
      className="space-y-4"
    >
      {form.fields
        .filter((field) => !hiddenKeys.includes(field.key))
        .map((field) => (
          <CustomField
            key={field.key}
            id={`${idPrefix}-${field.key}`}
            field={field}
            starred={starTextFields && TEXT_FIELDS.has(field.type)}
            value={state.values[field.key]}
            error={state.errors[field.key]}
            onChange={(value) => state.setValue(field.key, value)}
          />
        ))}
      <ConsentFields idPrefix={idPrefix} consents={state.consents} accepted={state.accepted} error={state.consentError} onToggle={state.toggleConsent} />
      <button
        type="submit"
        disabled={state.pending || state.consents === undefined}
        className="rounded-full bg-rose-500 px-8 py-3 font-bold text-white transition-colors hover:bg-rose-600 disabled:opacity-60"
      >
        {state.pending ? <Trans>Šaljem...</Trans> : submitLabel}
      </button>
    </form>
  )
}
