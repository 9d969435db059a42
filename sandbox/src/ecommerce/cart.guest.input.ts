import type Database from 'better-sqlite3'
import { one } from '../db/db.statements'
import { fail, type FieldError } from '../http/http.errors'

/** An address of a guest, checked; `countryId` is the country's numeric id (Croatia 191). */
export interface GuestAddressInput {
  type: 'main' | 'billing' | 'shipping' | 'other'
  firstName: string
  lastName: string
  contactEmail: string
  contactPhone: string
  countryId: number
  region: string
  city: string
  street: string
  houseNumber: string
  zipCode: string
  companyName: string
  oib: string
}

/** The body of updateGuestUser, checked. Absent parts stay undefined (and unchanged on the guest). */
export interface GuestInput {
  email: string
  details?: { firstName: string; lastName: string; phone?: string }
  company?: { name: string; oib: string; address?: GuestAddressInput }
  addresses?: GuestAddressInput[]
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const ADDRESS_TYPES = ['main', 'billing', 'shipping', 'other'] as const
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
  const address = (value: unknown, path: string, defaults: { type: GuestAddressInput['type']; email: string; names: boolean }): GuestAddressInput | undefined => {
    const fields = object(value, path)
    if (!fields) return undefined
    const type = fields.type ?? defaults.type
    if (!(ADDRESS_TYPES as readonly unknown[]).includes(type)) errors.push({ path: `${path}.type`, message: `${path}.type must be main, billing, shipping or other.` })
    const contactEmail = text(fields.contactEmail ?? defaults.email, `${path}.contactEmail`, { required: true, max: 255 })
    if (contactEmail && !EMAIL.test(contactEmail)) errors.push({ path: `${path}.contactEmail`, message: `${path}.contactEmail must be an e-mail address.` })
    return {
      type: type as GuestAddressInput['type'],
      firstName: text(fields.firstName, `${path}.firstName`, { required: defaults.names }),
      lastName: text(fields.lastName, `${path}.lastName`, { required: defaults.names }),
      contactEmail,
      contactPhone: text(fields.contactPhone, `${path}.contactPhone`, { required: defaults.names, max: 50 }),
      countryId: countryId(db, fields.country, `${path}.country`, errors),
      region: text(fields.region, `${path}.region`, { max: 75 }),
      city: text(fields.city, `${path}.city`, { required: true, max: 75 }),
      street: text(fields.street, `${path}.street`, { required: true, max: 75 }),
      houseNumber: text(fields.houseNumber, `${path}.houseNumber`, { required: true, max: 15 }),
      zipCode: text(fields.zipCode, `${path}.zipCode`, { required: true, max: 25 }),
      companyName: text(fields.companyName, `${path}.companyName`, { max: 150 }),
      oib: text(fields.oib ?? fields.companyOIB, `${path}.oib`, { max: 20 }),
    }
  }

  const email = text(body.email, 'email', { required: true, max: 255 })
  if (email && !EMAIL.test(email)) errors.push({ path: 'email', message: 'email must be an e-mail address.' })
  const input: GuestInput = { email }

  const details = object(body.details, 'details')
  if (details) {
    input.details = { firstName: text(details.firstName, 'details.firstName', { required: true }), lastName: text(details.lastName, 'details.lastName', { required: true }) }
    if (details.phone !== undefined) input.details.phone = text(details.phone, 'details.phone', { max: 50 })
  }
  const company = object(body.company, 'company')
  if (company) {
    input.company = { name: text(company.name, 'company.name', { required: true, max: 150 }), oib: text(company.oib, 'company.oib', { max: 20 }) }
    const companyAddress = address(company.address, 'company.address', { type: 'billing', email, names: false })
    if (companyAddress) input.company.address = companyAddress
  }
  if (body.addresses !== undefined && body.addresses !== null) {
    if (!Array.isArray(body.addresses) || body.addresses.length > MAX_ADDRESSES) {
      errors.push({ path: 'addresses', message: `addresses must be a list of at most ${MAX_ADDRESSES} addresses.` })
    } else {
      input.addresses = body.addresses.flatMap((entry: unknown, i) => address(entry, `addresses[${i}]`, { type: 'main', email, names: true }) ?? [])
    }
  }
  if (errors.length > 0) fail(400, errors[0]!.message, errors)
  return input
}

// The server keeps the country id; forms hold the ISO code, so both are taken (191, "191", "HR", "HRV").
function countryId(db: Database.Database, value: unknown, path: string, errors: FieldError[]): number {
  const given = typeof value === 'string' ? value.trim() : value
  const row =
    typeof given === 'number' || (typeof given === 'string' && /^\d+$/.test(given))
      ? one<{ id: number }>(db, 'SELECT id FROM countries WHERE id = ?', Number(given))
      : typeof given === 'string' && given !== ''
        ? one<{ id: number }>(db, 'SELECT id FROM countries WHERE upper(iso) = upper(?) OR upper(code) = upper(?)', given, given)
        : undefined
  if (!row) errors.push({ path, message: `${path} must be a country id or ISO code.` })
  return row?.id ?? 0
}
