import { randomUUID } from 'node:crypto'
import type Database from 'better-sqlite3'
import { one, sql } from '../db/db.statements'
import { insertAddress, type AddressJson } from '../user/user.address'
import type { GuestInput } from './cart.guest.input'

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
 * attaches the guest to the cart. Addresses sent replace the guest's addresses. Only the parts this call sent are
 * answered, so knowing a guest's e-mail does not reveal the addresses an earlier checkout stored.
 *
 * The e-mail of a registered account gets the same answer as any other (telling them apart would tell anyone which
 * e-mails have accounts), but never the account: a guest must not read or overwrite an account's data. It gets a
 * guest of its own for this cart (see migration 11), so the order is a guest order under the e-mail given.
 */
export function upsertGuestUser(db: Database.Database, cartId: number, input: GuestInput, now: string): GuestUserJson {
  const existing = one<{ id: number; is_guest: number }>(db, 'SELECT id, is_guest FROM users WHERE email = ?', input.email)
  const id =
    existing && existing.is_guest !== 1
      ? accountEmailGuest(db, cartId, input.email, now)
      : (existing?.id ?? insertGuest(db, input.email, input.email, null, now))
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
  const addresses = [
    ...(input.addresses ?? []),
    ...(input.company?.address ? [{ ...input.company.address, companyName: input.company.address.companyName || input.company.name }] : []),
  ]
  if (input.addresses !== undefined || input.company?.address) {
    sql(db, 'DELETE FROM user_addresses WHERE user_id = ?').run(id)
    answer.addresses = addresses.map((address) => insertAddress(db, id, address, now))
  }
  sql(db, 'UPDATE users SET updated_at = ? WHERE id = ?').run(now, id)
  sql(db, 'UPDATE carts SET guest_user_id = ?, updated_at = ? WHERE id = ?').run(id, now, cartId)
  return answer
}

function insertGuest(db: Database.Database, email: string, username: string, guestEmail: string | null, now: string): number {
  const insert = sql(db, "INSERT INTO users (email, username, guest_email, is_guest, language, created_at, updated_at) VALUES (?, ?, ?, 1, 'hr', ?, ?)")
  return Number(insert.run(email, username, guestEmail, now, now).lastInsertRowid)
}

/** The cart's own guest for a registered account's e-mail: the one already attached when it has that e-mail, else a new one. */
function accountEmailGuest(db: Database.Database, cartId: number, email: string, now: string): number {
  const attached = one<{ id: number }>(
    db,
    'SELECT u.id FROM carts c JOIN users u ON u.id = c.guest_user_id WHERE c.id = ? AND u.is_guest = 1 AND u.guest_email = ? COLLATE NOCASE',
    cartId,
    email,
  )
  // The placeholder keeps users.email unique; '.invalid' is reserved (RFC 2606), so it is never a real inbox.
  return attached?.id ?? insertGuest(db, `guest-${randomUUID()}@guest.invalid`, email, email, now)
}
