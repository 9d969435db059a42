import type { FieldError } from '../http/http.errors'
import { isEmail } from '../http/http.input'

// Readers of the account forms' fields that add every problem to `errors`, so that a registration or password
// form can mark all its fields at once (as web/address/create does), and answer '' for a missing field.

/** Storefront spec §9: "Password minimum 8". The maximum keeps scrypt's input reasonable. */
export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 200

/** A required text of at most `max` characters, trimmed. */
export function requiredText(value: unknown, path: string, max: number, errors: FieldError[]): string {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    errors.push({ path, message: `${path} is required.` })
    return ''
  }
  if (typeof value !== 'string') errors.push({ path, message: `${path} must be a string.` })
  else if (value.trim().length > max) errors.push({ path, message: `${path} must be at most ${max} characters.` })
  else return value.trim()
  return ''
}

/** A required e-mail address, trimmed. */
export function requiredEmail(value: unknown, path: string, errors: FieldError[]): string {
  const before = errors.length
  const email = requiredText(value, path, 255, errors)
  if (errors.length === before && !isEmail(email)) errors.push({ path, message: `${path} must be an e-mail address.` })
  return errors.length === before ? email : ''
}

/** A required password of {@link PASSWORD_MIN} to {@link PASSWORD_MAX} characters, as typed (not trimmed). */
export function requiredPassword(value: unknown, path: string, errors: FieldError[]): string {
  if (value === undefined || value === null || value === '') errors.push({ path, message: `${path} is required.` })
  else if (typeof value !== 'string') errors.push({ path, message: `${path} must be a string.` })
  else if (value.length < PASSWORD_MIN) errors.push({ path, message: `${path} must be at least ${PASSWORD_MIN} characters.` })
  else if (value.length > PASSWORD_MAX) errors.push({ path, message: `${path} must be at most ${PASSWORD_MAX} characters.` })
  else return value
  return ''
}
