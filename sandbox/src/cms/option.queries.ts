import type Database from 'better-sqlite3'
import { all, sql } from '../db/db.statements'

/** A site option as the wire shows it. */
export interface CmsOption {
  id: number
  key: string
  value: string
  media: null
}

/** Reads the CMS options, or only the one named `key`. */
export function readOptions(db: Database.Database, key?: string): CmsOption[] {
  const rows = key
    ? all<{ id: number; key: string; value: string }>(db, 'SELECT id, key, value FROM cms_options WHERE key = ? ORDER BY id', key)
    : all<{ id: number; key: string; value: string }>(db, 'SELECT id, key, value FROM cms_options ORDER BY id')
  return rows.map((row) => ({ ...row, media: null }))
}

/** Sets the value of an existing option. */
export function writeOption(db: Database.Database, key: string, value: string): void {
  sql(db, 'UPDATE cms_options SET value = ? WHERE key = ?').run(value, key)
}
