import type Database from 'better-sqlite3'
import { one } from '../db/db.statements'
import { fail, type FieldError } from '../http/http.errors'

/** An address of a logged-in user, checked; `countryId` is the country's numeric id (Croatia 191). */
export interface AddressInput {
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

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const TYPES = ['main', 'billing', 'shipping', 'other'] as const

/** The contact fields, optional on an address that only locates a company. */
const CONTACT = new Set<string>(['firstName', 'lastName', 'contactPhone'])

// Storefront spec §5 and §9: "country, city, street 75; houseNumber 15; zipCode 25".
const RULES: Record<Exclude<keyof AddressInput, 'type' | 'countryId'>, { required: boolean; max: number }> = {
  firstName: { required: true, max: 100 },
  lastName: { required: true, max: 100 },
  contactEmail: { required: true, max: 255 },
  contactPhone: { required: true, max: 50 },
  region: { required: false, max: 75 },
  city: { required: true, max: 75 },
  street: { required: true, max: 75 },
  houseNumber: { required: true, max: 15 },
  zipCode: { required: true, max: 25 },
  companyName: { required: false, max: 150 },
  oib: { required: false, max: 20 },
}

/** How one address in a body is checked: where it sits (error paths), what it may omit and what it defaults to. */
export interface AddressCheck {
  /** The address's path in the body, prefixed to error paths (`addresses[0]` gives `addresses[0].city`). */
  path?: string
  /** An update's stored address: absent fields keep these values and only the fields sent are checked. */
  base?: AddressInput
  /** Values for fields the body leaves out (a guest's address takes the guest's e-mail, say). */
  defaults?: { type?: AddressInput['type']; contactEmail?: string }
  /** The contact (names, phone) may be empty, as on a company's own address. */
  contactOptional?: boolean
}

/**
 * Checks one address, adding every problem to `errors` (a checkout form can mark every field at once).
 * Without `base` (a create) the required fields must be present.
 */
export function checkAddress(db: Database.Database, body: Record<string, unknown>, check: AddressCheck, errors: FieldError[]): AddressInput {
  const { base, defaults = {} } = check
  const at = (key: string) => (check.path ? `${check.path}.${key}` : key)
  const given = (key: string) => body[key] !== undefined && body[key] !== null
  const text = (key: keyof typeof RULES): string => {
    const required = RULES[key].required && !(check.contactOptional && CONTACT.has(key))
    const raw = key === 'oib' ? (body.oib ?? body.companyOIB) : key === 'contactEmail' ? (body.contactEmail ?? defaults.contactEmail) : body[key]
    if (raw === undefined || raw === null || raw === '') {
      if (base && (raw === undefined || raw === null)) return base[key]
      if (required) errors.push({ path: at(key), message: `${at(key)} is required.` })
      return ''
    }
    if (typeof raw !== 'string') errors.push({ path: at(key), message: `${at(key)} must be a string.` })
    else if (raw.trim().length > RULES[key].max) errors.push({ path: at(key), message: `${at(key)} must be at most ${RULES[key].max} characters.` })
    else return raw.trim()
    return ''
  }
  const type = given('type') ? body.type : (base?.type ?? defaults.type ?? 'main')
  if (!(TYPES as readonly unknown[]).includes(type)) errors.push({ path: at('type'), message: `${at('type')} must be main, billing, shipping or other.` })
  const input: AddressInput = {
    type: type as AddressInput['type'],
    firstName: text('firstName'),
    lastName: text('lastName'),
    contactEmail: text('contactEmail'),
    contactPhone: text('contactPhone'),
    countryId: given('country') || !base ? countryId(db, body.country, at('country'), errors) : base.countryId,
    region: text('region'),
    city: text('city'),
    street: text('street'),
    houseNumber: text('houseNumber'),
    zipCode: text('zipCode'),
    companyName: text('companyName'),
    oib: text('oib'),
  }
  if (input.contactEmail && !EMAIL.test(input.contactEmail) && !errors.some((e) => e.path === at('contactEmail'))) {
    errors.push({ path: at('contactEmail'), message: `${at('contactEmail')} must be an e-mail address.` })
  }
  return input
}

/**
 * Reads an address body. With `base` (an update), absent fields keep the stored values and only the fields sent
 * are checked; without it (a create) the required ones must be present. Every problem is reported in `errors`.
 */
export function readAddressInput(db: Database.Database, body: Record<string, unknown>, base?: AddressInput): AddressInput {
  const errors: FieldError[] = []
  const input = checkAddress(db, body, base ? { base } : {}, errors)
  if (errors.length > 0) fail(400, errors[0]!.message, errors)
  return input
}

// The server keeps the country id; forms hold the ISO code, so both are taken (191, "191", "HR", "HRV").
function countryId(db: Database.Database, value: unknown, path: string, errors: FieldError[]): number {
  if (value === undefined || value === null || value === '') {
    errors.push({ path, message: `${path} is required.` })
    return 0
  }
  if (typeof value === 'string' && value.trim().length > 75) {
    errors.push({ path, message: `${path} must be at most 75 characters.` })
    return 0
  }
  const given = typeof value === 'string' ? value.trim() : value
  const row =
    typeof given === 'number' || (typeof given === 'string' && /^\d+$/.test(given))
      ? one<{ id: number }>(db, 'SELECT id FROM countries WHERE id = ?', Number(given))
      : typeof given === 'string'
        ? one<{ id: number }>(db, 'SELECT id FROM countries WHERE upper(iso) = upper(?) OR upper(code) = upper(?)', given, given)
        : undefined
  if (!row) errors.push({ path, message: `${path} must be a country id or ISO code.` })
  return row?.id ?? 0
}
