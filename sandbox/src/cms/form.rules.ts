import type { FieldError } from '../http/http.errors'
import { isEmail } from '../http/http.input'

/** At most this many files go with one submission, over all its file fields (storefront spec §5, §9). */
export const PUBLIC_UPLOAD_MAX_FILES = 10

/** A field's rules as read from its `validation` list. */
export interface FieldRules {
  required: boolean
  email: boolean
  max?: number
  min?: number
}

/** Reads `["required", "max:255", "email"]`; unknown rules are ignored (a backend may know more than the sandbox). */
export function parseRules(validation: readonly string[]): FieldRules {
  const rules: FieldRules = { required: false, email: false }
  for (const rule of validation) {
    const [name, argument] = rule.split(':', 2)
    if (name === 'required') rules.required = true
    else if (name === 'email') rules.email = true
    else if ((name === 'max' || name === 'min') && argument !== undefined && /^\d+$/.test(argument)) rules[name] = Number(argument)
  }
  return rules
}

/** A field as the checks need it. */
export interface RuledField {
  key: string
  type: string
  rules: FieldRules
  options: readonly string[] | null
  allowedExts: readonly string[] | null
}

/** An uploaded file a file field names (a public drive item). */
export interface NamedFile {
  driveId: number
  filename: string
}

/** What the checks of a submission found: the clean values, the files named, and every problem. */
export interface CheckedData {
  values: Record<string, string | boolean | number[]>
  fileIds: number[]
  errors: FieldError[]
}

const blank = (value: unknown): boolean => value === undefined || value === null || (typeof value === 'string' && value.trim() === '')

/**
 * Checks a submission's `data` against its form's fields: unknown keys, `required`, `email` (also every `email`
 * field), `max:N` / `min:N` (characters; for a file field, files), select choices, numbers, checkboxes, and file
 * fields (lists of public drive item ids with an allowed extension; {@link PUBLIC_UPLOAD_MAX_FILES} in all).
 * `files` resolves drive ids; an unknown or private one is missing from its answer.
 */
export function checkFormData(fields: readonly RuledField[], data: Record<string, unknown>, files: (ids: number[]) => Map<number, NamedFile>): CheckedData {
  const errors: FieldError[] = []
  const values: CheckedData['values'] = {}
  const fileIds: number[] = []
  const problem = (key: string, message: string) => errors.push({ path: `data.${key}`, message })
  const known = new Set(fields.map((field) => field.key))
  for (const key of Object.keys(data)) if (!known.has(key)) problem(key, `${key} is not a field of this form.`)

  for (const field of fields) {
    const { key, rules } = field
    const value = data[key]
    if (field.type === 'file') {
      const ids = checkFileIds(value)
      if (ids === undefined) {
        problem(key, `${key} must be a list of uploaded file ids.`)
        continue
      }
      if (rules.required && ids.length === 0) problem(key, `${key} is required.`)
      if (rules.max !== undefined && ids.length > rules.max) problem(key, `${key} takes at most ${rules.max} files.`)
      const found = files(ids)
      for (const id of ids) {
        const file = found.get(id)
        if (!file) problem(key, `${key}: file ${id} is not an uploaded public file.`)
        else if (field.allowedExts && !field.allowedExts.includes(extensionOf(file.filename))) {
          problem(key, `${key}: ${file.filename} is not one of ${field.allowedExts.join(', ')}.`)
        }
      }
      fileIds.push(...ids)
      values[key] = ids
      continue
    }
    if (field.type === 'checkbox') {
      if (value !== undefined && value !== null && typeof value !== 'boolean') problem(key, `${key} must be true or false.`)
      else if (rules.required && value !== true) problem(key, `${key} is required.`)
      else values[key] = value === true
      continue
    }
    if (blank(value)) {
      if (rules.required) problem(key, `${key} is required.`)
      continue
    }
    if (typeof value !== 'string' && typeof value !== 'number') {
      problem(key, `${key} must be a string.`)
      continue
    }
    const text = String(value).trim()
    if (rules.max !== undefined && text.length > rules.max) problem(key, `${key} must be at most ${rules.max} characters.`)
    else if (rules.min !== undefined && text.length < rules.min) problem(key, `${key} must be at least ${rules.min} characters.`)
    else if ((rules.email || field.type === 'email') && !isEmail(text)) problem(key, `${key} must be an e-mail address.`)
    else if (field.type === 'number' && !/^-?\d+([.,]\d+)?$/.test(text)) problem(key, `${key} must be a number.`)
    else if (field.type === 'select' && field.options && !field.options.includes(text)) problem(key, `${key} must be one of ${field.options.join(', ')}.`)
    else values[key] = text
  }
  if (fileIds.length > PUBLIC_UPLOAD_MAX_FILES) errors.push({ path: 'data', message: `At most ${PUBLIC_UPLOAD_MAX_FILES} files can be sent with a form.` })
  if (new Set(fileIds).size !== fileIds.length) errors.push({ path: 'data', message: 'A file can be sent only once.' })
  return { values, fileIds, errors }
}

function checkFileIds(value: unknown): number[] | undefined {
  if (value === undefined || value === null) return []
  if (!Array.isArray(value)) return undefined
  return value.every((id) => typeof id === 'number' && Number.isSafeInteger(id) && id > 0) ? (value as number[]) : undefined
}

function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf('.')
  return dot < 0 ? '' : filename.slice(dot + 1).toLowerCase()
}
