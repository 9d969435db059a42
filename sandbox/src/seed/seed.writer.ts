import type Database from 'better-sqlite3'
import { sql } from '../db/db.statements'

/** A value a seed row may hold: objects and arrays are stored as JSON, booleans as 0/1. */
export type SeedValue = string | number | boolean | null | undefined | Buffer | object

/** Inserts rows through cached prepared statements (one per table and column list). */
export interface SeedWriter {
  readonly db: Database.Database
  /** Inserts a row and returns its rowid. */
  insert(table: string, row: Record<string, SeedValue>): number
}

/** A writer over `db`; call it inside a transaction for speed. */
export function createSeedWriter(db: Database.Database): SeedWriter {
  return {
    db,
    insert(table, row) {
      const columns = Object.keys(row)
      const text = `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`
      const values = columns.map((column) => toSql(row[column]))
      return Number(sql(db, text).run(...values).lastInsertRowid)
    },
  }
}

function toSql(value: SeedValue): string | number | Buffer | null {
  if (value === undefined || value === null) return null
  if (typeof value === 'boolean') return value ? 1 : 0
  if (typeof value === 'string' || typeof value === 'number' || Buffer.isBuffer(value)) return value
  return JSON.stringify(value)
}
