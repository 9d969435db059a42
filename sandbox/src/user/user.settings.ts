import type Database from 'better-sqlite3'
import { one, sql } from '../db/db.statements'

/** The site's account settings (site_settings key `account`). */
export interface AccountSettings {
  /** New accounts must confirm their e-mail through the mailed link before they can log in. */
  emailConfirmation: boolean
}

const DEFAULTS: AccountSettings = { emailConfirmation: true }

/** Reads the account settings of a site; a site without the row (never seeded with it) gets the defaults. */
export function readAccountSettings(db: Database.Database, siteId: number): AccountSettings {
  const row = one<{ value: string }>(db, "SELECT value FROM site_settings WHERE site_id = ? AND key = 'account'", siteId)
  return { ...DEFAULTS, ...(row ? (JSON.parse(row.value) as Partial<AccountSettings>) : {}) }
}

/** Replaces the account settings of a site. */
export function writeAccountSettings(db: Database.Database, siteId: number, settings: AccountSettings): void {
  sql(db, "INSERT OR REPLACE INTO site_settings (site_id, key, value) VALUES (?, 'account', ?)").run(siteId, JSON.stringify(settings))
}
