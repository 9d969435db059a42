import type Database from 'better-sqlite3'
import { one, sql } from '../db/db.statements'
import { fail } from '../http/http.errors'
import { insertAddress, type AddressJson } from '../user/user.address'
import type { GuestInput } from './cart.guest.input'
import { CART_MESSAGES } from './cart.messages'

/** What updateGuestUser answers: the guest's id and e-mail, and the parts the call sent, as stored. */
export interface GuestUserJson {
  id: number
  email: string
  details?: { firstName: string; lastName: string; phone: string }
  company?: { name: string; oib: string }
  addresses?: AddressJson[]
}

/**
 * Finds or creates the guest user with `input.email` (spec: "kept by e-mail"), writes what the call sent and
 * attaches the guest to the cart. Addresses sent replace the guest's addresses. The e-mail of a registered
 * account answers 409 'User already exist.': a guest must not read or overwrite an account's data (the
 * shopper should log in instead). Only the parts this call sent are answered, so knowing a guest's e-mail
 * does not reveal the addresses an earlier checkout stored.
 */
export function upsertGuestUser(db: Database.Database, cartId: number, input: GuestInput, now: string): GuestUserJson {
  const existing = one<{ id: number; is_guest: number }>(db, 'SELECT id, is_guest FROM users WHERE email = ?', input.email)
  if (existing && existing.is_guest !== 1) fail(409, CART_MESSAGES.userExists)
  const id =
    existing?.id ??
    Number(
      sql(db, "INSERT INTO users (email, username, is_guest, language, created_at, updated_at) VALUES (?, ?, 1, 'hr', ?, ?)").run(input.email, input.email, now, now)
        .lastInsertRowid,
    )
  const answer: GuestUserJson = { id, email: input.email }

  if (input.details) {
    const phone = input.details.phone ?? one<{ phone: string }>(db, 'SELECT phone FROM users WHERE id = ?', id)!.phone
    sql(db, 'UPDATE users SET first_name = ?, last_name = ?, phone = ? WHERE id = ?').run(input.details.firstName, input.details.lastName, phone, id)
    answer.details = { firstName: input.details.firstName, lastName: input.details.lastName, phone }
  }
  if (input.company) {
    sql(db, 'UPDATE users SET company_name = ?, company_oib = ? WHERE id = ?').run(input.company.name, input.company.oib, id)
    answer.company = { name: input.company.name, oib: input.company.oib }
  }
  const addresses = [...(input.addresses ?? []), ...(input.company?.address ? [{ ...input.company.address, companyName: input.company.address.companyName || input.company.name }] : [])]
  if (input.addresses !== undefined || input.company?.address) {
    sql(db, 'DELETE FROM user_addresses WHERE user_id = ?').run(id)
    answer.addresses = addresses.map((address) => insertAddress(db, id, address, now))
  }
  sql(db, 'UPDATE users SET updated_at = ? WHERE id = ?').run(now, id)
  sql(db, 'UPDATE carts SET guest_user_id = ?, updated_at = ? WHERE id = ?').run(id, now, cartId)
  return answer
}
