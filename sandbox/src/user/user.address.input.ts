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

/**
 * Reads an address body. With `base` (an update), absent fields keep the stored values and only the fields sent
 * are checked; without it (a create) the required ones must be present. Every problem is reported in `errors`.
 */
export function readAddressInput(db: Database.Database, body: Record<string, unknown>, base?: AddressInput): AddressInput {
  const errors: FieldError[] = []
  const given = (key: string) => body[key] !== undefined && body[key] !== null
  const text = (key: keyof typeof RULES): string => {
    const rule = RULES[key]
    const raw = key === 'oib' ? (body.oib ?? body.companyOIB) : body[key]
    if (raw === undefined || raw === null || raw === '') {
      if (base && (raw === undefined || raw === null)) return base[key]
      if (rule.required) errors.push({ path: key, message: `${key} is required.` })
      return ''
    }
    if (typeof raw !== 'string') errors.push({ path: key, message: `${key} must be a string.` })
    else if (raw.trim().length > rule.max) errors.push({ path: key, message: `${key} must be at most ${rule.max} characters.` })
    else return raw.trim()
    return ''
  }
  const type = given('type') ? body.type : (base?.type ?? 'main')
  if (!(TYPES as readonly unknown[]).includes(type)) errors.push({ path: 'type', message: 'type must be main, billing, shipping or other.' })
  const input: AddressInput = {
    type: type as AddressInput['type'],
    firstName: text('firstName'),
    lastName: text('lastName'),
    contactEmail: text('contactEmail'),
    contactPhone: text('contactPhone'),
    countryId: given('country') || !base ? countryId(db, body.country, errors) : base.countryId,
    region: text('region'),
    city: text('city'),
    street: text('street'),
    houseNumber: text('houseNumber'),
    zipCode: text('zipCode'),
    companyName: text('companyName'),
    oib: text('oib'),
  }
  if (input.contactEmail && !EMAIL.test(input.contactEmail) && !errors.some((e) => e.path === 'contactEmail')) {
    errors.push({ path: 'contactEmail', message: 'contactEmail must be an e-mail address.' })
  }
  if (errors.length > 0) fail(400, errors[0]!.message, errors)
  return input
}

// The server keeps the country id; forms hold the ISO code, so both are taken (191, "191", "HR", "HRV").
function countryId(db: Database.Database, value: unknown, errors: FieldError[]): number {
  if (value === undefined || value === null || value === '') {
    errors.push({ path: 'country', message: 'country is required.' })
    return 0
  }
  if (typeof value === 'string' && value.trim().length > 75) {
    errors.push({ path: 'country', message: 'country must be at most 75 characters.' })
    return 0
  }
  const given = typeof value === 'string' ? value.trim() : value
  const row =
    typeof given === 'number' || (typeof given === 'string' && /^\d+$/.test(given))
      ? one<{ id: number }>(db, 'SELECT id FROM countries WHERE id = ?', Number(given))
      : typeof given === 'string'
        ? one<{ id: number }>(db, 'SELECT id FROM countries WHERE upper(iso) = upper(?) OR upper(code) = upper(?)', given, given)
        : undefined
  if (!row) errors.push({ path: 'country', message: 'country must be a country id or ISO code.' })
  return row?.id ?? 0
}
