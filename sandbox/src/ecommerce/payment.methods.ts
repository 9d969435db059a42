import type Database from 'better-sqlite3'
import { all, one } from '../db/db.statements'
import { storedText } from '../db/db.texts'
import type { RequestLanguage } from '../http/http.language'

/** The payment types: none (cash on delivery), a hosted payment form, or PayPal. */
export type PaymentType = 'HPF' | 'PayPal'

/** A stored payment method (the `payment_methods` row). */
export interface PaymentMethodRow {
  id: number
  code: string
  name: string
  description: string
  payment_type: PaymentType | null
  position: number
  active: number
}

/** A payment method on the wire (the spec's Payment method); `paymentType` is absent for cash on delivery. */
export interface PaymentMethodJson {
  id: number
  code: string
  name: string
  description: string
  paymentType?: PaymentType
}

/** The active method with `id`, or undefined. */
export function findPaymentMethod(db: Database.Database, id: number): PaymentMethodRow | undefined {
  return one<PaymentMethodRow>(db, 'SELECT * FROM payment_methods WHERE id = ? AND active = 1', id)
}

/**
 * Whether `method` serves the cart. Cash on delivery needs a parcel to pay for, so a digital-only cart (delivered
 * by e-mail) is offered the online methods only.
 */
export function paymentApplies(method: PaymentMethodRow, digitalOnly: boolean): boolean {
  return !(digitalOnly && method.payment_type === null)
}

/** The active methods applicable to the cart, in their order, on the wire. */
export function applicablePaymentMethods(db: Database.Database, digitalOnly: boolean, language: RequestLanguage): PaymentMethodJson[] {
  return all<PaymentMethodRow>(db, 'SELECT * FROM payment_methods WHERE active = 1 ORDER BY position, id')
    .filter((method) => paymentApplies(method, digitalOnly))
    .map((method) => ({
      id: method.id,
      code: method.code,
      name: storedText(method.name, language),
      description: storedText(method.description, language),
      ...(method.payment_type ? { paymentType: method.payment_type } : {}),
    }))
}
