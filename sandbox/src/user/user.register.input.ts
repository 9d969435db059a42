import type Database from 'better-sqlite3'
import { fail, type FieldError } from '../http/http.errors'
import { type AddressInput, checkAddress } from './user.address.input'
import { requiredEmail, requiredPassword, requiredText } from './user.fields'
import { USER_MESSAGES } from './user.messages'

/** A registration body, checked. */
export interface RegistrationInput {
  firstName: string
  lastName: string
  email: string
  password: string
  memberCardBarcode: string | null
  addresses: AddressInput[]
}

const MAX_ADDRESSES = 10

/**
 * Reads `POST web/register`'s body `{ details: { firstName, lastName }, email, password, username,
 * memberCardBarcode?, addresses? }` and fails with 400 listing every problem (spec §5 "Registration": names
 * required, e-mail valid, password at least 8; spec §3 "username (equals the e-mail)"). Addresses are checked
 * as web/address/create checks them; the first is the main address unless it says otherwise, later ones default
 * to shipping (a registration form's "different delivery address"), and each takes the registration e-mail as
 * its contact e-mail when it has none.
 */
export function readRegistration(db: Database.Database, body: Record<string, unknown>): RegistrationInput {
  const errors: FieldError[] = []
  const details = body.details !== null && typeof body.details === 'object' && !Array.isArray(body.details) ? (body.details as Record<string, unknown>) : {}
  const firstName = requiredText(details.firstName, 'details.firstName', 100, errors)
  const lastName = requiredText(details.lastName, 'details.lastName', 100, errors)
  const email = requiredEmail(body.email, 'email', errors)
  const password = requiredPassword(body.password, 'password', errors)
  if (email && (typeof body.username !== 'string' || body.username.trim().toLowerCase() !== email.toLowerCase())) {
    errors.push({ path: 'username', message: USER_MESSAGES.usernameMustEqualEmail })
  }
  let memberCardBarcode: string | null = null
  if (typeof body.memberCardBarcode === 'string') memberCardBarcode = body.memberCardBarcode.trim() || null
  else if (body.memberCardBarcode !== undefined && body.memberCardBarcode !== null) {
    errors.push({ path: 'memberCardBarcode', message: 'memberCardBarcode must be a string.' })
  }
  const addresses = readAddresses(db, body.addresses, email, errors)
  if (errors.length > 0) fail(400, errors[0]!.message, errors)
  return { firstName, lastName, email, password, memberCardBarcode, addresses }
}

function readAddresses(db: Database.Database, value: unknown, email: string, errors: FieldError[]): AddressInput[] {
  if (value === undefined || value === null) return []
  if (!Array.isArray(value)) {
    errors.push({ path: 'addresses', message: 'addresses must be a list of addresses.' })
    return []
  }
  if (value.length > MAX_ADDRESSES) {
    errors.push({ path: 'addresses', message: `addresses must hold at most ${MAX_ADDRESSES} addresses.` })
    return []
  }
  return value.flatMap((item: unknown, i) => {
    const path = `addresses[${i}]`
    if (item === null || typeof item !== 'object' || Array.isArray(item)) {
      errors.push({ path, message: `${path} must be an object.` })
      return []
    }
    const defaults = { type: i === 0 ? ('main' as const) : ('shipping' as const), ...(email ? { contactEmail: email } : {}) }
    return [checkAddress(db, item as Record<string, unknown>, { path, defaults }, errors)]
  })
}
