import { Hono } from 'hono'
import { sql } from '../db/db.statements'
import { readJsonObject } from '../http/http.body'
import { fail } from '../http/http.errors'
import { invalid } from '../http/http.input'
import type { SandboxContext } from '../sandbox/sandbox.context'
import { readCartKey } from './cart.access'
import { type CartEnv, runCartCall } from './cart.call'
import { findCoupon, findMemberCard, isCouponUsable, memberCardState } from './cart.discounts'
import { readPricedLines } from './cart.lines'
import { CART_MESSAGES, couponBelowMinimum } from './cart.messages'
import { cents } from './cart.pricing'

const MEMBER_CARD_ERRORS = {
  unknown: CART_MESSAGES.invalidMemberCard,
  blocked: CART_MESSAGES.memberCardBlocked,
  expired: CART_MESSAGES.memberCardExpired,
} as const

/** `cart/applyCoupon`, `cart/removeCoupon` and `cart/applyMemberCard`; each answers the whole cart. */
export function cartDiscountRoutes(context: SandboxContext): Hono<CartEnv> {
  const routes = new Hono<CartEnv>()

  routes.post('/applyCoupon', async (c) => {
    const body = await readJsonObject(c)
    const key = readCartKey(body)
    const code = requiredText(body.couponCode, 'couponCode', 50)
    const { cart } = runCartCall(context, c, key, {
      write: ({ db, cart, now }) => {
        const coupon = findCoupon(db, code)
        // Unknown, expired and spent coupons answer alike, with the spec's text (the SDK passes it through).
        if (!isCouponUsable(coupon, now)) fail(404, CART_MESSAGES.couponNotFound)
        const itemsTotal = cents(readPricedLines(db, cart.id).reduce((sum, line) => sum + line.row, 0))
        if (itemsTotal < coupon.min_cart_total) fail(400, couponBelowMinimum(coupon.min_cart_total))
        sql(db, 'UPDATE carts SET coupon_code = ? WHERE id = ?').run(coupon.code, cart.id)
      },
    })
    return c.json({ data: cart })
  })

  routes.post('/removeCoupon', async (c) => {
    const key = readCartKey(await readJsonObject(c))
    const { cart } = runCartCall(context, c, key, { write: ({ db, cart }) => void sql(db, 'UPDATE carts SET coupon_code = NULL WHERE id = ?').run(cart.id) })
    return c.json({ data: cart })
  })

  routes.post('/applyMemberCard', async (c) => {
    const body = await readJsonObject(c)
    const key = readCartKey(body)
    const barcode = requiredText(typeof body.barcode === 'number' ? String(body.barcode) : body.barcode, 'barcode', 50)
    const { cart } = runCartCall(context, c, key, {
      write: ({ db, cart, now }) => {
        const card = findMemberCard(db, barcode)
        const state = memberCardState(card, now)
        if (state !== 'valid') fail(400, MEMBER_CARD_ERRORS[state])
        sql(db, 'UPDATE carts SET member_card_barcode = ? WHERE id = ?').run(card!.barcode, cart.id)
      },
    })
    return c.json({ data: cart })
  })
  return routes
}

function requiredText(value: unknown, path: string, max: number): string {
  if (typeof value !== 'string' || value.trim() === '') invalid(path, `${path} must be a non-empty string.`)
  if (value.trim().length > max) invalid(path, `${path} must be at most ${max} characters.`)
  return value.trim()
}
