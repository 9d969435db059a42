import * as v from 'valibot'
import { MESSAGE_KEYS } from '../messages/messages.keys'
import type { Result } from '../result/result.types'
import { validate } from '../validation/validation.issues'
import { type Rule, rule, rules } from '../validation/validation.rules'
import { FORMS_MESSAGE_KEYS } from './forms.messages.keys'
import type { CustomForm, FormField, FormFile, FormValues } from './forms.types'

/** Storefront spec §5 "Public file upload: at least one file, at most 10" (§9 "Public upload at most 10 files"). */
export const PUBLIC_UPLOAD_MAX_FILES = 10

/** A field's rules as read from its `validation` list (spec §5: "'required' makes the field required; 'max:N' sets a max length N"). */
export interface FieldRules {
  /** The field must be filled (ticked, for a checkbox; a file at least, for a file field). */
  required: boolean
  /** The value must be an e-mail address (also every `email` field). */
  email: boolean
  /** At most this many characters (files, for a file field). */
  max?: number
  /** At least this many characters. */
  min?: number
}

/**
 * Reads a field's rules: `required`, `email`, `max:N`, `min:N`; rules the SDK does not know are left to the server.
 *
 * @example
 * ```ts
 * import { fieldRules } from '@vitrina/sdk/forms'
 *
 * fieldRules({ type: 'text', validation: ['required', 'max:255'] }) // { required: true, email: false, max: 255 }
 * ```
 */
export function fieldRules(field: Pick<FormField, 'type' | 'validation'>): FieldRules {
  const found: FieldRules = { required: false, email: field.type === 'email' }
  for (const rule of field.validation) {
    const [name, argument] = rule.split(':', 2)
    if (name === 'required') found.required = true
    else if (name === 'email') found.email = true
    else if ((name === 'max' || name === 'min') && argument !== undefined && /^\d+$/.test(argument)) found[name] = Number(argument)
  }
  return found
}

const extensionOf = (name: string) => (name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '')

/**
 * A field's schema: its value made into `T` first (anything else, an absent field too, becomes the empty value), then
 * its rules.
 */
function fieldSchema<T>(to: (value: unknown) => T, checks: Rule<T>[]): v.GenericSchema<unknown, T> {
  // The default (null) makes the object run the schema for an absent field as well, so that `required` reports it.
  return v.optional(v.pipe(v.unknown(), v.transform(to), ...(checks as v.PipeItem<unknown, unknown, v.BaseIssue<unknown>>[])), null) as v.GenericSchema<
    unknown,
    T
  >
}

function fileSchema(field: FormField, found: FieldRules): v.GenericSchema<unknown, readonly FormFile[]> {
  const checks: Rule<readonly FormFile[]>[] = []
  if (found.required) checks.push(rule((files) => files.length > 0, MESSAGE_KEYS.required))
  const max = Math.min(found.max ?? PUBLIC_UPLOAD_MAX_FILES, PUBLIC_UPLOAD_MAX_FILES)
  checks.push(rule((files) => files.length <= max, FORMS_MESSAGE_KEYS.tooManyFiles, { max }))
  const allowed = field.allowedExts
  if (allowed)
    checks.push(rule((files) => files.every((file) => allowed.includes(extensionOf(file.name))), FORMS_MESSAGE_KEYS.fileType, { types: allowed.join(', ') }))
  return fieldSchema((value) => (Array.isArray(value) ? (value as readonly FormFile[]) : []), checks)
}

function textSchema(found: FieldRules): v.GenericSchema<unknown, string> {
  const checks: Rule<string>[] = []
  if (found.required) checks.push(rules.required())
  if (found.max !== undefined) checks.push(rules.maxLength(found.max))
  if (found.min !== undefined) checks.push(rules.minLength(found.min))
  if (found.email) checks.push(rules.email())
  // Trimmed first: a value of spaces is not "filled", and a pasted address with a space around it is still valid.
  return fieldSchema((value) => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : ''), checks)
}

function checkboxSchema(found: FieldRules): v.GenericSchema<unknown, boolean> {
  return fieldSchema((value) => value === true, found.required ? [rule((ticked) => ticked, MESSAGE_KEYS.required)] : [])
}

/**
 * The validation schema of a form, built from its fields' rules (spec §5 "Custom form fields"): valibot checks whose
 * issues carry message keys (`validation.required`, `validation.maxLength` with `length`, `validation.email`,
 * `validation.tooManyFiles` with `max`, `validation.fileType` with `types`). Text values come out trimmed.
 *
 * @example
 * ```ts
 * import { type CustomForm, formSchemaOf } from '@vitrina/sdk/forms'
 * import * as v from 'valibot'
 *
 * declare const form: CustomForm
 *
 * const schema = formSchemaOf(form)
 * const parsed = v.safeParse(schema, { ime: 'Iva', email: 'iva@example.com' })
 * ```
 */
export function formSchemaOf(form: Pick<CustomForm, 'fields'>): v.GenericSchema<unknown, Record<string, string | boolean | readonly FormFile[]>> {
  const shape: Record<string, v.GenericSchema<unknown, string | boolean | readonly FormFile[]>> = {}
  for (const field of form.fields) {
    const found = fieldRules(field)
    shape[field.key] = field.type === 'file' ? fileSchema(field, found) : field.type === 'checkbox' ? checkboxSchema(found) : textSchema(found)
  }
  return v.object(shape) as unknown as v.GenericSchema<unknown, Record<string, string | boolean | readonly FormFile[]>>
}

/**
 * Validates a form's values against its fields' rules: the clean values (text trimmed), or a `ValidationError` whose
 * issues name the field keys and carry message keys.
 *
 * @example
 * ```ts
 * import type { SdkError } from '@vitrina/sdk'
 * import { type CustomForm, validateFormValues } from '@vitrina/sdk/forms'
 *
 * declare const form: CustomForm
 * declare function showIssues(error: SdkError): void
 *
 * const checked = validateFormValues(form, { ime: '', email: 'iva@example.com' })
 * if (!checked.ok) showIssues(checked.error) // ime: validation.required
 * ```
 */
export function validateFormValues(form: Pick<CustomForm, 'fields'>, values: FormValues): Result<Record<string, string | boolean | readonly FormFile[]>> {
  return validate(formSchemaOf(form), values)
}
