import type Database from 'better-sqlite3'
import { fail, type FieldError } from '../http/http.errors'
import { checkAddress, type AddressInput } from '../user/user.address.input'

/** The body of updateGuestUser, checked. Absent parts stay undefined (and unchanged on the guest). */
export interface GuestInput {
  email: string
  details?: { firstName: string; lastName: string; phone?: string }
  company?: { name: string; oib: string; address?: AddressInput }
  addresses?: AddressInput[]
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const MAX_ADDRESSES = 10

/**
 * Reads `{ email }` or `{ email, details, company, addresses }`. Every problem is reported at once in
 * `errors` (a checkout form can mark every field), the first one as `message`. The limits are the address
 * form's (storefront spec §5): city and street at most 75 characters, houseNumber 15, zipCode 25.
 */
export function readGuestInput(db: Database.Database, body: Record<string, unknown>): GuestInput {
  const errors: FieldError[] = []
  const text = (value: unknown, path: string, options: { required?: boolean; max?: number } = {}): string => {
    const max = options.max ?? 100
    if (value === undefined || value === null || value === '') {
      if (options.required) errors.push({ path, message: `${path} is required.` })
      return ''
    }
    if (typeof value !== 'string') errors.push({ path, message: `${path} must be a string.` })
    else if (value.trim().length > max) errors.push({ path, message: `${path} must be at most ${max} characters.` })
    else return value.trim()
    return ''
  }
  const object = (value: unknown, path: string): Record<string, unknown> | undefined => {
    if (value === undefined || value === null) return undefined
    if (typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>
    errors.push({ path, message: `${path} must be an object.` })
    return undefined
  }
  const address = (
    value: unknown,
    path: string,
    defaults: { type: AddressInput['type']; email: string; contactOptional: boolean },
  ): AddressInput | undefined => {
    const fields = object(value, path)
    if (!fields) return undefined
    return checkAddress(
      db,
      fields,
      { path, defaults: { type: defaults.type, contactEmail: defaults.email }, contactOptional: defaults.contactOptional },
      errors,
    )
  }

  const email = text(body.email, 'email', { required: true, max: 255 })
  if (email && !EMAIL.test(email)) errors.push({ path: 'email', message: 'email must be an e-mail address.' })
  const input: GuestInput = { email }

  const details = object(body.details, 'details')
  if (details) {
    input.details = {
      firstName: text(details.firstName, 'details.firstName', { required: true }),
      lastName: text(details.lastName, 'details.lastName', { required: true }),
    }
    if (details.phone !== undefined) input.details.phone = text(details.phone, 'details.phone', { max: 50 })
  }
  const company = object(body.company, 'company')
  if (company) {
    input.company = { name: text(company.name, 'company.name', { required: true, max: 150 }), oib: text(company.oib, 'company.oib', { max: 20 }) }
    const companyAddress = address(company.address, 'company.address', { type: 'billing', email, contactOptional: true })
    if (companyAddress) input.company.address = companyAddress
  }
  if (body.addresses !== undefined && body.addresses !== null) {
    if (!Array.isArray(body.addresses) || body.addresses.length > MAX_ADDRESSES) {
      errors.push({ path: 'addresses', message: `addresses must be a list of at most ${MAX_ADDRESSES} addresses.` })
    } else {
      input.addresses = body.addresses.flatMap((entry: unknown, i) => address(entry, `addresses[${i}]`, { type: 'main', email, contactOptional: false }) ?? [])
    }
  }
  if (errors.length > 0) fail(400, errors[0]!.message, errors)
  return input
}
