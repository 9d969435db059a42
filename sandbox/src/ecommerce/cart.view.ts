import type Database from 'better-sqlite3'
import { json, one, sql } from '../db/db.statements'
import type { RequestLanguage } from '../http/http.language'
import { readCart } from './cart.access'
import { couponApplies, findCoupon, findMemberCard, memberCardState } from './cart.discounts'
import { cartItemsJson } from './cart.item.json'
import { type PricedLine, readPricedLines } from './cart.lines'
import { type CartTotals, cents, computeTotals, type DeliveryPrice } from './cart.pricing'
import type { CartCurrency, CartJson, CartPrices } from './cart.types'

/** What answering a cart needs besides the database. */
export interface CartView {
  /** The request language: product names read its content language (hr for en and de), labels and methods are in it. */
  language: RequestLanguage
  apiKeyId: number
  /** The sandbox clock as an ISO timestamp (coupon and member-card validity). */
  now: string
}

/** A cart as answered, with the priced lines it was built from (validateCart compares them). */
export interface CartAnswer {
  cart: CartJson
  lines: PricedLine[]
}

/**
 * Reads, prices and answers a cart. Call it inside the transaction of the call: it also persists what pricing
 * decides, so the answer and the stored cart never disagree. A coupon that no longer applies (below its
 * minimum after a quantity change, expired, spent) is dropped from the cart here (spec: "if the reply says
 * the coupon no longer applies, the coupon is removed"), and the answer has `coupon: null`.
 */
export function answerCart(db: Database.Database, cartId: number, view: CartView): CartAnswer {
  const cart = readCart(db, cartId)
  const lines = readPricedLines(db, cartId)
  const itemsTotal = cents(lines.reduce((sum, line) => sum + line.row, 0))

  let coupon = cart.coupon_code ? findCoupon(db, cart.coupon_code) : undefined
  if (cart.coupon_code && !couponApplies(coupon, itemsTotal, view.now)) {
    sql(db, 'UPDATE carts SET coupon_code = NULL WHERE id = ?').run(cartId)
    coupon = undefined
  }
  // A card that stopped being valid gives no discount; validateCart reports it (validateMemberCard: false).
  const card = cart.member_card_barcode ? findMemberCard(db, cart.member_card_barcode) : undefined
  const loyaltyPercent = card && memberCardState(card, view.now) === 'valid' ? card.discount_percent : null

  const totals = computeTotals(
    lines.map((line) => ({ row: line.row, taxRate: line.taxRate })),
    { coupon: coupon ? { type: coupon.discount_type, value: coupon.value } : null, loyaltyPercent },
    deliveryPrice(db, cart.delivery_method_id),
  )
  const currencies = readCurrencies(db, cart.currency_id)
  const rate = currencies.converted.rate
  const guest = cart.guest_user_id
    ? one<{ id: number; email: string }>(db, 'SELECT id, COALESCE(guest_email, email) AS email FROM users WHERE id = ?', cart.guest_user_id)
    : undefined

  return {
    lines,
    cart: {
      id: cart.id,
      protectCode: cart.protect_code,
      session: cart.session,
      items: cartItemsJson(db, lines, totals.lineCartTotals, { language: view.language, apiKeyId: view.apiKeyId, rate }),
      itemsQty: lines.reduce((sum, line) => sum + line.item.qty, 0),
      prices: pricesJson(totals, 1),
      convertedPrices: pricesJson(totals, rate),
      currency: currencies,
      coupon: coupon
        ? { code: coupon.code, type: coupon.discount_type, value: coupon.value, minCartTotal: coupon.min_cart_total, amount: totals.couponAmount }
        : null,
      couponCode: coupon?.code ?? null,
      memberCard: card && loyaltyPercent !== null ? { barcode: card.barcode, discountPercent: loyaltyPercent, amount: totals.loyaltyAmount } : null,
      digitalOnly: lines.length > 0 && lines.every((line) => line.product.format === 'eProduct'),
      freeDelivery: freeDelivery(db, totals.cartTotal),
      deliveryMethodId: cart.delivery_method_id,
      paymentMethodId: cart.payment_method_id,
      options: json<Record<string, unknown>>(cart.options, {}),
      userId: cart.user_id,
      guestUser: guest ? { id: guest.id, email: guest.email } : null,
      createdAt: cart.created_at,
      updatedAt: cart.updated_at,
    },
  }
}

function pricesJson(totals: CartTotals, rate: number): CartPrices {
  const at = (value: number) => cents(value * rate)
  return {
    itemsTotal: at(totals.itemsTotal),
    tax: { itemsTotal: at(totals.itemsTax), cartTotal: at(totals.cartTax) },
    // Discounts are negative: the cart shows them as "-5,00 €" and the amounts add up to orderTotal.
    coupon: at(-totals.couponAmount),
    delivery: at(totals.delivery),
    loyalty: at(-totals.loyaltyAmount),
    cartTotal: at(totals.cartTotal),
    orderTotal: at(totals.orderTotal),
  }
}

function deliveryPrice(db: Database.Database, methodId: number | null): DeliveryPrice | null {
  if (methodId === null) return null
  const row = one<{ price: number; tax_rate: number; free_over: number | null }>(
    db,
    'SELECT price, tax_rate, free_over FROM delivery_methods WHERE id = ?',
    methodId,
  )
  return row ? { price: row.price, taxRate: row.tax_rate, freeOver: row.free_over } : null
}

// The promo "free delivery over 67.00 euros": the lowest threshold of the active delivery methods.
function freeDelivery(db: Database.Database, cartTotal: number): CartJson['freeDelivery'] {
  const row = one<{ threshold: number | null }>(db, 'SELECT min(free_over) AS threshold FROM delivery_methods WHERE active = 1 AND free_over IS NOT NULL')
  if (row?.threshold == null) return null
  return { threshold: row.threshold, remaining: cents(Math.max(0, row.threshold - cartTotal)) }
}

function readCurrencies(db: Database.Database, convertedId: number): CartJson['currency'] {
  const pick = (where: string, param?: number) =>
    one<CartCurrency>(db, `SELECT id, label, symbol, rate FROM currencies WHERE ${where}`, ...(param === undefined ? [] : [param]))
  const base = pick('is_main = 1')
  if (!base) throw new Error('No main currency; was the database seeded?')
  return { base, converted: pick('id = ?', convertedId) ?? base }
}
