import type Database from 'better-sqlite3'
import { one } from '../db/db.statements'

/** A stored coupon. */
export interface CouponRow {
  id: number
  code: string
  discount_type: 'percent' | 'fixed'
  value: number
  min_cart_total: number
  valid_from: string
  valid_to: string
  usage_limit: number | null
  used_count: number
  active: number
}

/** A stored member card. */
export interface MemberCardRow {
  id: number
  barcode: string
  discount_percent: number
  status: 'active' | 'blocked'
  valid_until: string
  user_id: number | null
}

/** A coupon by its code (any case). */
export function findCoupon(db: Database.Database, code: string): CouponRow | undefined {
  return one<CouponRow>(db, 'SELECT * FROM coupons WHERE code = ?', code.trim())
}

/**
 * Whether a coupon can be used at `now` at all: active, inside its validity window and not spent (its uses,
 * counted when orders are placed, below its limit). Unknown, expired and spent coupons all answer the spec's
 * 404 'Coupon not found!'.
 */
export function isCouponUsable(coupon: CouponRow | undefined, now: string): coupon is CouponRow {
  if (coupon?.active !== 1) return false
  if (now < coupon.valid_from || now > coupon.valid_to) return false
  return coupon.usage_limit === null || coupon.used_count < coupon.usage_limit
}

/** Whether a usable coupon applies to a cart whose items total `itemsTotal` (its minimum cart total). */
export function couponApplies(coupon: CouponRow | undefined, itemsTotal: number, now: string): coupon is CouponRow {
  return isCouponUsable(coupon, now) && itemsTotal >= coupon.min_cart_total
}

/** The member card with `barcode`. */
export function findMemberCard(db: Database.Database, barcode: string): MemberCardRow | undefined {
  return one<MemberCardRow>(db, 'SELECT * FROM member_cards WHERE barcode = ?', barcode.trim())
}

/** What a member card is worth at `now`. */
export type MemberCardState = 'valid' | 'blocked' | 'expired' | 'unknown'

/** The state of a member card (undefined: no card has this barcode). */
export function memberCardState(card: MemberCardRow | undefined, now: string): MemberCardState {
  if (!card) return 'unknown'
  if (card.status === 'blocked') return 'blocked'
  return now > card.valid_until ? 'expired' : 'valid'
}
