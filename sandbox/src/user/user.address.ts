import type Database from 'better-sqlite3'
import { one, sql } from '../db/db.statements'
import type { AddressInput } from './user.address.input'

/** An address of a user on the wire (`country` is the country id). */
export interface AddressJson {
  id: number
  type: AddressInput['type']
  firstName: string
  lastName: string
  contactEmail: string
  contactPhone: string
  country: number
  region: string
  city: string
  street: string
  houseNumber: string
  zipCode: string
  companyName: string
  oib: string
}

interface AddressRow {
  id: number
  type: AddressInput['type']
  first_name: string
  last_name: string
  contact_email: string
  contact_phone: string
  country_id: number
  region: string
  city: string
  street: string
  house_number: string
  zip_code: string
  company_name: string
  oib: string
}

/** The stored address `id` of `userId` as input (an update's base), or undefined when it is not theirs. */
export function readOwnAddress(db: Database.Database, userId: number, id: number): AddressInput | undefined {
  const row = one<AddressRow>(db, 'SELECT * FROM user_addresses WHERE id = ? AND user_id = ?', id, userId)
  if (!row) return undefined
  const { id: _id, ...json } = addressJson(row)
  const { country, ...rest } = json
  return { ...rest, countryId: country }
}

/** Stores a new address of `userId`. */
export function insertAddress(db: Database.Database, userId: number, input: AddressInput, now: string): AddressJson {
  const { lastInsertRowid } = sql(
    db,
    `INSERT INTO user_addresses (user_id, type, first_name, last_name, contact_email, contact_phone, company_name, oib, country_id, region, city, street, house_number, zip_code, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    userId,
    input.type,
    input.firstName,
    input.lastName,
    input.contactEmail,
    input.contactPhone,
    input.companyName,
    input.oib,
    input.countryId,
    input.region,
    input.city,
    input.street,
    input.houseNumber,
    input.zipCode,
    now,
    now,
  )
  return readAddress(db, Number(lastInsertRowid))
}

/** Replaces the fields of address `id`. */
export function updateAddress(db: Database.Database, id: number, input: AddressInput, now: string): AddressJson {
  sql(
    db,
    `UPDATE user_addresses SET type = ?, first_name = ?, last_name = ?, contact_email = ?, contact_phone = ?, company_name = ?, oib = ?,
       country_id = ?, region = ?, city = ?, street = ?, house_number = ?, zip_code = ?, updated_at = ? WHERE id = ?`,
  ).run(
    input.type,
    input.firstName,
    input.lastName,
    input.contactEmail,
    input.contactPhone,
    input.companyName,
    input.oib,
    input.countryId,
    input.region,
    input.city,
    input.street,
    input.houseNumber,
    input.zipCode,
    now,
    id,
  )
  return readAddress(db, id)
}

function readAddress(db: Database.Database, id: number): AddressJson {
  return addressJson(one<AddressRow>(db, 'SELECT * FROM user_addresses WHERE id = ?', id)!)
}

function addressJson(row: AddressRow): AddressJson {
  return {
    id: row.id,
    type: row.type,
    firstName: row.first_name,
    lastName: row.last_name,
    contactEmail: row.contact_email,
    contactPhone: row.contact_phone,
    country: row.country_id,
    region: row.region,
    city: row.city,
    street: row.street,
    houseNumber: row.house_number,
    zipCode: row.zip_code,
    companyName: row.company_name,
    oib: row.oib,
  }
}
