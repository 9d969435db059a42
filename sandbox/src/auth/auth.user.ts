import type Database from 'better-sqlite3'
import { all, json, one } from '../db/db.statements'
import type { WireAddress, WireUser } from './auth.types'

interface UserRow {
  id: number
  email: string
  username: string
  first_name: string
  last_name: string
  company_name: string
  member_card_barcode: string | null
  is_backoffice_user: number
  scope: string
}

interface AddressRow {
  id: number
  type: WireAddress['type']
  first_name: string
  last_name: string
  street: string
  house_number: string
  city: string
  zip_code: string
  country_id: number
  contact_email: string
  contact_phone: string
}

/**
 * The wire user of `userId`, or undefined when there is none. Columns are listed one by one, so a password
 * hash cannot reach an answer through a `SELECT *`.
 */
export function readWireUser(db: Database.Database, userId: number): WireUser | undefined {
  const user = one<UserRow>(
    db,
    `SELECT id, email, username, first_name, last_name, company_name, member_card_barcode, is_backoffice_user, scope
     FROM users WHERE id = ?`,
    userId,
  )
  if (!user) return undefined
  const addresses = all<AddressRow>(
    db,
    `SELECT id, type, first_name, last_name, street, house_number, city, zip_code, country_id, contact_email, contact_phone
     FROM user_addresses WHERE user_id = ? ORDER BY id`,
    userId,
  )
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    details: { firstName: user.first_name, lastName: user.last_name },
    company: user.company_name ? { name: user.company_name } : null,
    memberCardBarcode: user.member_card_barcode,
    addresses: addresses.map((address) => ({
      id: address.id,
      type: address.type,
      firstName: address.first_name,
      lastName: address.last_name,
      street: address.street,
      houseNumber: address.house_number,
      city: address.city,
      zipCode: address.zip_code,
      country: address.country_id,
      contactEmail: address.contact_email,
      contactPhone: address.contact_phone,
    })),
    isBackofficeUser: user.is_backoffice_user === 1,
    scope: json<string[]>(user.scope, []),
  }
}
