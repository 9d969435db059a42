import type Database from 'better-sqlite3'
import { one, sql } from '../db/db.statements'
import { fail } from '../http/http.errors'
import { archiveCart } from './cart.session'
import { CHECKOUT_MESSAGES } from './checkout.messages'
import type { PaymentType } from './payment.methods'

/** An order as the payment emulation reads it. */
export interface PayableOrder {
  id: number
  number: string
  slug: string
  cart_id: number | null
  status: string
  payment_status: string
  payment_type: PaymentType | null
  payment_reference: string | null
  final_amount: number
  success_url: string | null
  failure_url: string | null
}

/** The order with `id` that waits for its `type` payment; 404 / 400 (another type) / 409 (already final). */
export function openPendingOrder(db: Database.Database, id: number, type: PaymentType): PayableOrder {
  const order = findOrder(db, id) ?? fail(404, CHECKOUT_MESSAGES.orderNotFound)
  if (order.payment_type !== type) fail(400, type === 'PayPal' ? CHECKOUT_MESSAGES.notPayPal : CHECKOUT_MESSAGES.notHpf)
  if (order.status !== 'pending') fail(409, CHECKOUT_MESSAGES.orderFinal)
  return order
}

/** The order with `id`, or undefined. */
export function findOrder(db: Database.Database, id: number): PayableOrder | undefined {
  return one<PayableOrder>(db, "SELECT * FROM documents WHERE id = ? AND type = 'order'", id)
}

/** The provider approved: the order is paid and confirmed, and its cart archived (the order is final). */
export function approvePayment(db: Database.Database, order: PayableOrder, now: string): void {
  sql(db, "UPDATE documents SET status = 'confirmed', payment_status = 'paid', paid_at = ? WHERE id = ?").run(now, order.id)
  if (order.cart_id !== null) archiveCart(db, order.cart_id, now)
}

/**
 * The provider declined: the order stays notPaid and becomes failed, and the cart's session is released, so the
 * shopper's cart (same cartId and protectCode) works again and a new `order/create` makes a new order. The cart is
 * not archived: spec, a failed payment returns the shopper to the cart ("checkout/failure is redirected to /kosarica").
 */
export function declinePayment(db: Database.Database, order: PayableOrder, now: string): void {
  sql(db, "UPDATE documents SET status = 'failed', payment_status = 'notPaid' WHERE id = ?").run(order.id)
  if (order.cart_id !== null) {
    sql(db, "UPDATE carts SET session_used_at = NULL, updated_at = ? WHERE id = ? AND status = 'active' AND archived_at IS NULL").run(now, order.cart_id)
  }
}

/** `url` with `orderSlug` added to its query (an absolute URL or a path). */
export function withOrderSlug(url: string, slug: string): string {
  const [base, hash] = url.split('#', 2) as [string, string | undefined]
  const joined = `${base}${base.includes('?') ? '&' : '?'}orderSlug=${encodeURIComponent(slug)}`
  return hash === undefined ? joined : `${joined}#${hash}`
}
