import { createHash } from 'node:crypto'
import { hashPassword } from '../auth/password.hash'
import type { CatalogSeed } from './seed.catalog'
import { MEMBER_CARDS } from './seed.commerce'
import { DEMO_ACCOUNTS, SEED_EPOCH } from './seed.constants'
import { isoDaysAfter } from './seed.text'
import type { SeedWriter } from './seed.writer'

/** Ids of the seeded accounts. */
export interface AccountIds {
  shopperId: number
  editorId: number
  shopperMainAddressId: number
  shopperShippingAddressId: number
}

// scrypt is slow on purpose (~40 ms); a process that seeds many sandboxes (a test run) hashes each password once.
const hashes = new Map<string, string>()
function seededHash(email: string, password: string): string {
  const key = `${email}\u0000${password}`
  let hash = hashes.get(key)
  if (!hash) {
    // A salt derived from the e-mail keeps two seeds byte-identical; real sign-ups get random salts.
    const salt = createHash('sha256').update(`vitrina-seed-salt:${email}`).digest().subarray(0, 16)
    hash = hashPassword(password, salt)
    hashes.set(key, hash)
  }
  return hash
}

/**
 * Seeds the demo shopper (details, addresses, member card, wishlist, a review), the back-office editor (with the
 * admin UI language hr) and a blocked shopper.
 */
export function seedAccounts(writer: SeedWriter, catalog: CatalogSeed): AccountIds {
  const createdAt = isoDaysAfter(SEED_EPOCH, -240)
  const { shopper, editor, blocked, intern } = DEMO_ACCOUNTS
  const card = MEMBER_CARDS[0]
  const shopperId = writer.insert('users', {
    email: shopper.email,
    username: shopper.email,
    password_hash: seededHash(shopper.email, shopper.password),
    first_name: 'Ana',
    last_name: 'Horvat',
    phone: '+385 91 234 5678',
    member_card_barcode: card.barcode,
    is_backoffice_user: false,
    scope: ['shopper'],
    language: 'hr',
    email_verified_at: createdAt,
    created_at: createdAt,
    updated_at: createdAt,
  })
  const editorId = writer.insert('users', {
    email: editor.email,
    username: editor.email,
    password_hash: seededHash(editor.email, editor.password),
    first_name: 'Iva',
    last_name: 'Kovač',
    phone: '+385 1 4000 100',
    is_backoffice_user: true,
    scope: ['backoffice', 'cms:write', 'media:write', 'consents:write', 'cache:clear'],
    language: 'hr',
    email_verified_at: createdAt,
    created_at: createdAt,
    updated_at: createdAt,
  })
  writer.db.prepare('UPDATE member_cards SET user_id = ? WHERE barcode = ?').run(shopperId, card.barcode)
  // The editor's admin UI language (settings/general/user); the shopper has none, as a user who never chose one.
  writer.insert('user_settings', { user_id: editorId, setting_group: 'global', key: 'language', value: 'hr', updated_at: createdAt })

  const address = {
    user_id: shopperId,
    first_name: 'Ana',
    last_name: 'Horvat',
    contact_email: shopper.email,
    contact_phone: '+385 91 234 5678',
    created_at: createdAt,
    updated_at: createdAt,
  }
  const shopperMainAddressId = writer.insert('user_addresses', {
    ...address,
    type: 'main',
    country_id: 191,
    city: 'Zagreb',
    street: 'Savska cesta',
    house_number: '41',
    zip_code: '10000',
  })
  const shopperShippingAddressId = writer.insert('user_addresses', {
    ...address,
    type: 'shipping',
    country_id: 191,
    city: 'Split',
    street: 'Put Firula',
    house_number: '12',
    zip_code: '21000',
  })

  const wished = [catalog.index.bySub.get(1401)?.[0], catalog.index.bySub.get(1601)?.[0], catalog.specials.bundles[1]]
  wished.forEach((product, i) => {
    if (product) writer.insert('wishlist_items', { user_id: shopperId, product_id: product.id, created_at: isoDaysAfter(SEED_EPOCH, -20 + i) })
  })
  const reviewed = catalog.index.bySub.get(1201)?.[0]
  if (reviewed) {
    const at = isoDaysAfter(SEED_EPOCH, -15)
    writer.insert('comments', {
      product_id: reviewed.id,
      user_id: shopperId,
      author_name: 'Ana H.',
      rating: 5,
      body: 'Beba je odmah prihvatila bočicu, preporučujem!',
      status: 'approved',
      created_at: at,
      updated_at: at,
    })
  }
  // Inserted last so the ids of every row seeded before it stay as they were in seed version 1.
  writer.insert('users', {
    email: blocked.email,
    username: blocked.email,
    password_hash: seededHash(blocked.email, blocked.password),
    first_name: 'Marko',
    last_name: 'Blokirani',
    is_backoffice_user: false,
    scope: ['shopper'],
    language: 'hr',
    email_verified_at: createdAt,
    blocked_at: isoDaysAfter(SEED_EPOCH, -30),
    created_at: createdAt,
    updated_at: createdAt,
  })
  // Seed version 9, last for the same reason: a back-office user without the right to change consent assignments.
  writer.insert('users', {
    email: intern.email,
    username: intern.email,
    password_hash: seededHash(intern.email, intern.password),
    first_name: 'Lea',
    last_name: 'Perić',
    is_backoffice_user: true,
    scope: ['backoffice', 'cms:write', 'media:write', 'cache:clear'],
    language: 'hr',
    email_verified_at: createdAt,
    created_at: createdAt,
    updated_at: createdAt,
  })
  return { shopperId, editorId, shopperMainAddressId, shopperShippingAddressId }
}
