import type Database from 'better-sqlite3'
import { one } from '../db/db.statements'
import { fail } from '../http/http.errors'
import { invalid } from '../http/http.input'

/** The cart quantity bounds (storefront spec §9: "Cart quantity 1 to 9999"). */
export const MIN_QTY = 1
export const MAX_QTY = 9999

/** Reads a quantity: an integer from 1 to 9999 (a number or a digit string). */
export function readQty(value: unknown, path = 'qty'): number {
  const n = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value
  if (typeof n !== 'number' || !Number.isInteger(n) || n < MIN_QTY || n > MAX_QTY) invalid(path, `${path} must be an integer from ${MIN_QTY} to ${MAX_QTY}.`)
  return n
}

/** Reads an optional `currencyId`: a currency id (`1`, `"2"`) or label (`EUR`, `HRK`); 400 `Unknown currency.` otherwise. */
export function readCurrencyId(db: Database.Database, value: unknown): number | undefined {
  if (value === undefined || value === null || value === '') return undefined
  const text = String(value).trim()
  const row = /^\d+$/.test(text)
    ? one<{ id: number }>(db, 'SELECT id FROM currencies WHERE id = ?', Number(text))
    : typeof value === 'string'
      ? one<{ id: number }>(db, 'SELECT id FROM currencies WHERE upper(label) = upper(?)', text)
      : undefined
  if (!row) fail(400, 'Unknown currency.')
  return row.id
}

/** The parts of a line's `options` object the cart reads. */
export interface LineOptionsInput {
  /** `options.personalizations`, or its alias `options.customOptions`; checked against the product later. */
  personalizations: unknown
}

/**
 * Reads `options` of addItem/updateItem: an object (or absent/null). `customPriceOption` is computed by the
 * server from the personalisations, so a value sent for it is ignored.
 */
export function readLineOptions(value: unknown, path = 'options'): LineOptionsInput {
  if (value === undefined || value === null) return { personalizations: undefined }
  if (typeof value !== 'object' || Array.isArray(value)) invalid(path, `${path} must be an object.`)
  const options = value as Record<string, unknown>
  if (options.personalizations !== undefined && options.customOptions !== undefined) {
    invalid(path, `${path} takes personalizations or customOptions (its alias), not both.`)
  }
  return { personalizations: options.personalizations ?? options.customOptions }
}

/** Reads the optional `reservation` of addItem: an object, kept on the line as it is, or null. */
export function readReservation(value: unknown): Record<string, unknown> | null {
  if (value === undefined || value === null) return null
  if (typeof value !== 'object' || Array.isArray(value)) invalid('reservation', 'reservation must be an object or null.')
  if (JSON.stringify(value).length > 2000) invalid('reservation', 'reservation must be at most 2000 characters as JSON.')
  return canonical(value as Record<string, unknown>)
}

/** A copy of `value` with object keys sorted at every level, so equal values serialise equally. */
export function canonical<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item: unknown) => canonical(item)) as T
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
  ) as T
}
