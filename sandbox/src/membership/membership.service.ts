import type Database from 'better-sqlite3'
import { findMemberCard, memberCardState } from '../ecommerce/cart.discounts'
import { fail } from '../http/http.errors'
import { SEED_IDS } from '../seed/seed.constants'

/** The texts of the emulated membership service. */
export const MEMBERSHIP_MESSAGES = {
  barcodeRequired: 'barcode is required.',
  unavailable: 'Membership service unavailable.',
} as const

/**
 * The emulated external membership service: is `barcode` a member card that is active and valid at `now`?
 * Unknown, blocked and expired cards are simply not valid. One seeded (and otherwise good) card makes the
 * service fail with 503, so a shop can show its "check failed" toast (spec §8 membershipCardBarcodeError).
 */
export function checkMemberCard(db: Database.Database, barcode: string, now: string): boolean {
  if (barcode === SEED_IDS.memberCards.serviceUnavailable) fail(503, MEMBERSHIP_MESSAGES.unavailable)
  return memberCardState(findMemberCard(db, barcode), now) === 'valid'
}
