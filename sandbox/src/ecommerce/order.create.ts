import { randomBytes } from 'node:crypto'
import type Database from 'better-sqlite3'
import { all, json, one, sql } from '../db/db.statements'
import { storedText } from '../db/db.texts'
import { fail } from '../http/http.errors'
import { countryIsoOf, findDeliveryMethod } from './delivery.methods'
import type { CartView } from './cart.view'
import { answerCart } from './cart.view'
import { archiveCart, consumeCartSession } from './cart.session'
import type { CartRow } from './cart.types'
import { readPricedLines } from './cart.lines'
import { cents } from './cart.pricing'
import { CHECKOUT_MESSAGES } from './checkout.messages'
import { findPaymentMethod, type PaymentType } from './payment.methods'

/** What the order keeps besides the cart: the messages and where a payment page sends the shopper. */
export interface OrderInput {
  giftMessage: string
  orderMessage: string
  to: string
  from: string
  successURL: string
  failureURL: string
}

/** The order just made from a cart. */
export interface CreatedOrder {
  id: number
  number: string
  slug: string
  paymentType: PaymentType | null
  finalAmount: number
  paymentReference: string | null
}

interface AddressRow {
  first_name: string
  last_name: string
  contact_email: string
  contact_phone: string
  street: string
  house_number: string
  zip_code: string
  city: string
  country_id: number
  company_name: string
  oib: string
}

/**
 * Makes the order of `cart` for `buyerId`. Call it inside the immediate transaction that opened the cart (so the
 * session check and its use are one step: of twenty parallel submits one wins, the rest answer 409). It checks
 * the cart (non-empty, every line still sellable, a delivery method (with its branch for pickup) and a payment
 * method chosen), re-prices it, consumes the cart session, and writes the document with its items. A cash order is
 * final at once, so its cart is archived here; a card or PayPal order waits for its payment (order.payment.ts).
 */
export function createOrder(db: Database.Database, cart: CartRow, buyerId: number, input: OrderInput, view: CartView): CreatedOrder {
  const lines = readPricedLines(db, cart.id)
  if (lines.length === 0) fail(400, CHECKOUT_MESSAGES.cartEmpty)
  if (lines.some((line) => !line.sellable)) fail(400, CHECKOUT_MESSAGES.unsellableItems)
  const delivery = cart.delivery_method_id === null ? undefined : findDeliveryMethod(db, cart.delivery_method_id)
  if (!delivery) fail(400, CHECKOUT_MESSAGES.shippingMethodUndefined)
  const options = json<Record<string, unknown>>(cart.options, {})
  const branchId = typeof options.deliveryBranchId === 'number' ? options.deliveryBranchId : null
  if (delivery.is_pickup === 1 && branchId === null) fail(400, CHECKOUT_MESSAGES.shippingBranchUndefined)
  const payment = cart.payment_method_id === null ? undefined : findPaymentMethod(db, cart.payment_method_id)
  if (!payment) fail(400, CHECKOUT_MESSAGES.paymentMethodUndefined)

  // Prices are re-computed now, from the products' current prices; the order keeps what the cart costs at this moment.
  const { cart: priced } = answerCart(db, cart.id, view)
  const prices = priced.prices
  if (!consumeCartSession(db, cart.id, view.now)) fail(409, 'Session already used.')

  const number = nextOrderNumber(db, view.now)
  const slug = `${number}-${randomBytes(4).toString('hex')}`
  const paymentType = payment.payment_type
  const paymentReference = paymentType === 'PayPal' ? `PAYID-SANDBOX-${randomBytes(6).toString('hex').toUpperCase()}` : null
  const billing = buyerAddress(db, buyerId, ['main', 'billing'])
  const shipping = buyerAddress(db, buyerId, ['shipping']) ?? billing
  const buyer = one<{ email: string; first_name: string; last_name: string }>(
    db,
    'SELECT COALESCE(guest_email, email) AS email, first_name, last_name FROM users WHERE id = ?',
    buyerId,
  )!
  const fallback = { firstName: buyer.first_name, lastName: buyer.last_name, contactEmail: buyer.email }
  const shippingAddress = shipping ?? fallback
  const deliveryName = storedText(delivery.name, view.language)
  const paymentName = storedText(payment.name, view.language)

  const items = priced.items.map((item) => ({
    id: item.itemId,
    productId: item.productId,
    sku: item.sku,
    name: item.productData.name,
    qty: item.qty,
    taxRate: item.productData.taxRate,
    finalPrice: item.prices.base.finalPrice,
    finalNetPrice: net(item.prices.base.finalPrice, item.productData.taxRate),
    rowTotal: item.prices.base.row,
    cartTotal: item.prices.base.cartTotal,
  }))
  const contactName = `${shippingAddress.firstName} ${shippingAddress.lastName}`.trim()
  const extendedDetails = {
    finalAmount: prices.orderTotal,
    issuedFrom: {
      displayName: contactName,
      email: shippingAddress.contactEmail,
      address: { display2: shipping ? `${shipping.street} ${shipping.houseNumber}, ${shipping.zipCode} ${shipping.city}` : '' },
    },
    // The order history shows the first price element as the delivery method with its price.
    priceElements: [
      { displayName: deliveryName, finalAmount: prices.delivery },
      { displayName: paymentName, finalAmount: 0 },
    ],
    items,
  }
  const itemImages = priced.items.map((item) => ({
    id: item.productId,
    media: item.productData.media.find((m) => m.default) ?? item.productData.media[0] ?? null,
  }))

  const { lastInsertRowid } = sql(
    db,
    `INSERT INTO documents (type, number, slug, user_id, cart_id, store_id, currency_id, status, payment_status, delivery_status,
       payment_method_id, delivery_method_id, delivery_branch_id, base_amount, tax_amount, delivery_amount, discount_amount, final_amount,
       coupon_code, member_card_barcode, billing_address, shipping_address, gift_message, order_message, issued_on, created_at,
       payment_type, payment_reference, success_url, failure_url, extended_details, item_images, to_name, from_name)
     VALUES ('order', ?, ?, ?, ?, ?, ?, ?, 'notPaid', 'notSent', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    number,
    slug,
    buyerId,
    cart.id,
    cart.store_id,
    1,
    paymentType === null ? 'confirmed' : 'pending',
    payment.id,
    delivery.id,
    delivery.is_pickup === 1 ? branchId : null,
    cents(prices.cartTotal - prices.tax.cartTotal),
    prices.tax.cartTotal,
    prices.delivery,
    cents(-(prices.coupon + prices.loyalty)),
    prices.orderTotal,
    priced.couponCode,
    priced.memberCard?.barcode ?? null,
    JSON.stringify(billing ?? fallback),
    JSON.stringify(shippingAddress),
    input.giftMessage,
    input.orderMessage,
    view.now,
    view.now,
    paymentType,
    paymentReference,
    input.successURL,
    input.failureURL,
    JSON.stringify(extendedDetails),
    JSON.stringify(itemImages),
    input.to,
    input.from,
  )
  const documentId = Number(lastInsertRowid)
  items.forEach((item, position) => {
    sql(
      db,
      `INSERT INTO document_items (document_id, product_id, sku, name, qty, tax_rate, final_net_price, final_price, row_total, position)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(documentId, item.productId, item.sku, item.name, item.qty, item.taxRate, item.finalNetPrice, item.finalPrice, item.rowTotal, position)
  })
  if (priced.couponCode) sql(db, 'UPDATE coupons SET used_count = used_count + 1 WHERE code = ?').run(priced.couponCode)
  if (paymentType === null) archiveCart(db, cart.id, view.now)
  return { id: documentId, number, slug, paymentType, finalAmount: prices.orderTotal, paymentReference }
}

// Numbers run per year: 2026-000143 follows the seeded 2026-000142.
function nextOrderNumber(db: Database.Database, now: string): string {
  const year = now.slice(0, 4)
  const numbers = all<{ number: string }>(db, "SELECT number FROM documents WHERE type = 'order' AND number LIKE ? || '-%'", year)
  const last = numbers.reduce((max, row) => Math.max(max, Number(row.number.slice(5)) || 0), 0)
  return `${year}-${String(last + 1).padStart(6, '0')}`
}

function buyerAddress(db: Database.Database, userId: number, types: string[]) {
  const rows = all<AddressRow & { type: string }>(db, 'SELECT * FROM user_addresses WHERE user_id = ? ORDER BY id', userId)
  const row = types.map((type) => rows.find((r) => r.type === type)).find((r) => r !== undefined)
  if (!row) return undefined
  return {
    firstName: row.first_name,
    lastName: row.last_name,
    contactEmail: row.contact_email,
    contactPhone: row.contact_phone,
    street: row.street,
    houseNumber: row.house_number,
    zipCode: row.zip_code,
    city: row.city,
    country: countryIsoOf(row.country_id) ?? '',
    countryId: row.country_id,
    companyName: row.company_name,
    oib: row.oib,
  }
}

function net(gross: number, taxRate: number): number {
  return cents(gross / (1 + taxRate / 100))
}
