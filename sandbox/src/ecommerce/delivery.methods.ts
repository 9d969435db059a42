import type Database from 'better-sqlite3'
import { all, json, one } from '../db/db.statements'
import { storedText } from '../db/db.texts'
import type { RequestLanguage } from '../http/http.language'
import { COUNTRIES } from '../master/master.countries.data'
import { cents } from './cart.pricing'

/** A stored delivery method (the `delivery_methods` row). */
export interface DeliveryMethodRow {
  id: number
  code: string
  name: string
  description: string
  price: number
  tax_rate: number
  free_over: number | null
  is_pickup: number
  digital_only: number
  countries: string | null
  position: number
  active: number
}

/** A pickup branch of a delivery method on the wire. */
export interface BranchJson {
  id: number
  name: string
  address: { street: string; houseNumber: string; zipCode: string; city: string; countryId: number }
  workhours: Array<{ day: number; opens: string; closes: string }>
  phone: string
  email: string
  latitude: number
  longitude: number
}

/** A delivery method on the wire (the spec's Delivery method, plus the amounts behind `price`). */
export interface DeliveryMethodJson {
  id: number
  code: string
  name: string
  description: string
  /** Net price in EUR; the shop shows it with VAT (spec: "Shipping price tax = price plus price times rate percent"). */
  price: number
  taxRate: number
  /** Gross cart total from which the method is free; null when it never is. */
  freeOver: number | null
  /** What this cart would pay for it, VAT included (0 when the cart reaches freeOver). */
  cartPrice: number
  /** Pickup methods list their branches; other methods answer `{}`. */
  options: { branches?: BranchJson[] }
}

/** What decides which methods apply to a cart. */
export interface DeliveryFilter {
  digitalOnly: boolean
  /** ISO alpha-2 code of the delivery country; undefined when not known yet (no country filter). */
  countryIso?: string | undefined
}

/** The active method with `id`, or undefined. */
export function findDeliveryMethod(db: Database.Database, id: number): DeliveryMethodRow | undefined {
  return one<DeliveryMethodRow>(db, 'SELECT * FROM delivery_methods WHERE id = ? AND active = 1', id)
}

/**
 * Whether `method` serves the cart: a digital-only cart gets the e-delivery methods only, any other cart only the
 * physical ones; a method restricted to countries (the parcel lockers are HR-only) needs the country among them.
 */
export function deliveryApplies(method: DeliveryMethodRow, filter: DeliveryFilter): boolean {
  if ((method.digital_only === 1) !== filter.digitalOnly) return false
  if (method.countries === null || filter.countryIso === undefined) return true
  return json<string[]>(method.countries, []).includes(filter.countryIso)
}

/** The active methods applicable to the cart, in their order, on the wire. */
export function applicableDeliveryMethods(db: Database.Database, filter: DeliveryFilter, cartTotal: number, language: RequestLanguage): DeliveryMethodJson[] {
  return all<DeliveryMethodRow>(db, 'SELECT * FROM delivery_methods WHERE active = 1 ORDER BY position, id')
    .filter((method) => deliveryApplies(method, filter))
    .map((method) => deliveryMethodJson(db, method, cartTotal, language))
}

/** One method on the wire. */
export function deliveryMethodJson(db: Database.Database, method: DeliveryMethodRow, cartTotal: number, language: RequestLanguage): DeliveryMethodJson {
  const free = method.free_over !== null && cartTotal >= method.free_over
  return {
    id: method.id,
    code: method.code,
    name: storedText(method.name, language),
    description: storedText(method.description, language),
    price: method.price,
    taxRate: method.tax_rate,
    freeOver: method.free_over,
    cartPrice: free ? 0 : cents(method.price * (1 + method.tax_rate / 100)),
    options: method.is_pickup === 1 ? { branches: methodBranches(db, method.id) } : {},
  }
}

/** The pickup branches of a method, in their order. */
export function methodBranches(db: Database.Database, methodId: number): BranchJson[] {
  const rows = all<{
    id: number
    name: string
    street: string
    house_number: string
    zip_code: string
    city: string
    country_id: number
    phone: string
    email: string
    workhours: string
    latitude: number
    longitude: number
  }>(
    db,
    `SELECT b.* FROM delivery_method_branches mb JOIN branch_offices b ON b.id = mb.branch_id
      WHERE mb.delivery_method_id = ? ORDER BY mb.position, b.id`,
    methodId,
  )
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    address: { street: row.street, houseNumber: row.house_number, zipCode: row.zip_code, city: row.city, countryId: row.country_id },
    workhours: json(row.workhours, []),
    phone: row.phone,
    email: row.email,
    latitude: row.latitude,
    longitude: row.longitude,
  }))
}

/** The ISO alpha-2 code of a country id, or undefined for an unknown id. */
export function countryIsoOf(countryId: number): string | undefined {
  return COUNTRIES.find((country) => country.id === countryId)?.iso
}
