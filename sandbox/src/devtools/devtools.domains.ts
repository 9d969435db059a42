import type Database from 'better-sqlite3'
import { all, one, sql } from '../db/db.statements'

/** One domain a development build can act as (back-office spec §3 "Domain: name, url"). */
export interface DomainRecord {
  id: number
  name: string
  url: string
  siteID: number
}

const CURRENT_DOMAIN_KEY = 'cliDomain'

/**
 * The domains of a site (its `site_domains`, the same ones domain detection knows), as `http://` URLs in the order
 * they were added; `keywords` narrows them to those whose name contains it (letter case ignored).
 */
export function readDomains(db: Database.Database, siteId: number, keywords = ''): DomainRecord[] {
  const rows = all<{ rowid: number; domain: string; site_id: number; site_name: string }>(
    db,
    `SELECT site_domains.rowid, site_domains.domain, site_domains.site_id, sites.name AS site_name
     FROM site_domains JOIN sites ON sites.id = site_domains.site_id WHERE site_domains.site_id = ? ORDER BY site_domains.rowid`,
    siteId,
  )
  const needle = keywords.trim().toLowerCase()
  return rows
    .map((row) => ({ id: row.rowid, name: `${row.site_name} (${row.domain})`, url: `http://${row.domain}`, siteID: row.site_id }))
    .filter((record) => needle === '' || record.name.toLowerCase().includes(needle))
}

/** The domain (its url) that development builds of the site act as, set through `/_cli/set-domain`; null when none is. */
export function readCurrentDomain(db: Database.Database, siteId: number): string | null {
  const row = one<{ value: string }>(db, 'SELECT value FROM site_settings WHERE site_id = ? AND key = ?', siteId, CURRENT_DOMAIN_KEY)
  return row ? (JSON.parse(row.value) as string) : null
}

/** Sets the current domain of the site's development builds (a url from {@link readDomains}). */
export function writeCurrentDomain(db: Database.Database, siteId: number, url: string): void {
  sql(db, 'INSERT OR REPLACE INTO site_settings (site_id, key, value) VALUES (?, ?, ?)').run(siteId, CURRENT_DOMAIN_KEY, JSON.stringify(url))
}
