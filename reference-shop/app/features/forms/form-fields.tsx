import type { HTMLAttributes, ReactNode } from 'react'

const INPUT_CLASS =
  'w-full rounded-2xl border border-cream-200 bg-cream-50 px-4 py-2.5 text-ink-900 outline-none transition-colors focus:border-rose-300 focus:bg-white focus:ring-2 focus:ring-rose-200 aria-invalid:border-rose-500'

interface FieldFrameProps {
  id: string
  label: string
  error: string | undefined
  children: ReactNode
}

/** A label, the control and its message, tied together for screen readers by the ids. */
function FieldFrame({ id, label, error, children }: FieldFrameProps) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-bold text-ink-800">
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="text-sm font-semibold text-rose-600">
          {error}
        </p>
      )}
    </div>
  )
}

const invalidProps = (id: string, error: string | undefined) => (error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {})

export interface TextFieldProps {
  id: string
  name: string
  label: string
  value: string
  error?: string | undefined
  type?: 'text' | 'email' | 'tel' | 'password'
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode']
  autoComplete?: string
  maxLength?: number
  onChange: (value: string) => void
}

/** A labelled text input with its validation message (the login form's e-mail and password, the checkout's address). */
export function TextField({ id, name, label, value, error, type = 'text', inputMode, autoComplete, maxLength, onChange }: TextFieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error}>
      <input
        id={id}
        name={name}
        type={type}
        inputMode={inputMode}
        autoComplete={autoComplete}
        maxLength={maxLength}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={INPUT_CLASS}
        {...invalidProps(id, error)}
      />
    </FieldFrame>
  )
}

export interface TextAreaFieldProps {
  id: string
  name: string
  label: string
  value: string
  maxLength: number
  onChange: (value: string) => void
}

/** A labelled multi-line text. */
export function TextAreaField({ id, name, label, value, maxLength, onChange }: TextAreaFieldProps) {
  return (
    <FieldFrame id={id} label={label} error={undefined}>
      <textarea id={id} name={name} rows={3} maxLength={maxLength} value={value} onChange={(event) => onChange(event.target.value)} className={INPUT_CLASS} />
    </FieldFrame>
  )
}

export interface SelectFieldProps {
  id: string
  name: string
  label: string
  value: string
  error?: string | undefined
  placeholder: string
  options: { value: string; label: string }[]
  autoComplete?: string
  onChange: (value: string) => void
}

/** A labelled select with an empty first choice and its validation message. */
export function SelectField({ id, name, label, value, error, placeholder, options, autoComplete, onChange }: SelectFieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error}>
      <select
        id={id}
        name={name}
        value={value}
        autoComplete={autoComplete}
        onChange={(event) => onChange(event.target.value)}
        className={INPUT_CLASS}
        {...invalidProps(id, error)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  )
}

export interface CheckboxFieldProps {
  id: string
  name: string
  label: ReactNode
  checked: boolean
  onChange: (checked: boolean) => void
}

/** A checkbox with its label beside it. */
export function CheckboxField({ id, name, label, checked, onChange }: CheckboxFieldProps) {
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        name={name}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-1 size-4 accent-rose-500"
      />
      <label htmlFor={id} className="text-sm text-ink-800">
        {label}
      </label>
    </div>
  )
}
