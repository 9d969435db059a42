import type Database from 'better-sqlite3'
import { all, one, sql } from '../db/db.statements'

/** The checkout settings document (see docs/contract.md). */
export interface CheckoutSettings {
  checkoutEnabled: boolean
  cartType: number
  onePageCheckout: boolean
  mergeItems: boolean
  eProductDelivery: string
  socialLogins: boolean
  guestCheckout: boolean
  skipShippingStep: boolean
  allowedCountries: string[] | string
}

/** Reads the checkout settings of a site. */
export function readCheckoutSettings(db: Database.Database, siteId: number): CheckoutSettings {
  const row = one<{ value: string }>(db, "SELECT value FROM site_settings WHERE site_id = ? AND key = 'checkout'", siteId)
  if (!row) throw new Error(`Site ${siteId} has no checkout settings; was the database seeded?`)
  return JSON.parse(row.value) as CheckoutSettings
}

/** Replaces the checkout settings of a site. */
export function writeCheckoutSettings(db: Database.Database, siteId: number, settings: CheckoutSettings): void {
  sql(db, "INSERT OR REPLACE INTO site_settings (site_id, key, value) VALUES (?, 'checkout', ?)").run(siteId, JSON.stringify(settings))
}

/** The currency config: the main currency and every currency a price may be shown in. */
export function readCurrencyConfig(db: Database.Database): Record<string, unknown> {
  const currencies = all<{ id: number; label: string; symbol: string; is_main: number }>(db, 'SELECT id, label, symbol, is_main FROM currencies ORDER BY id')
  const main = currencies.find((currency) => currency.is_main === 1)
  if (!main) throw new Error('No main currency; was the database seeded?')
  return {
    mainCurrency: main.label,
    mainCurrencyId: main.id,
    mainCurrencySymbol: main.symbol,
    allowedCurrencies: currencies.map(({ id, label, symbol }) => ({ id, label, symbol })),
  }
}
