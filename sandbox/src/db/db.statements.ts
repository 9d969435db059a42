import type Database from 'better-sqlite3'

type Statement = Database.Statement<unknown[], unknown>

// Statements are cached per connection: `reset()` swaps the connection, and a statement of a closed
// connection throws, so a module-level cache keyed by SQL alone would break after the first reset.
const caches = new WeakMap<Database.Database, Map<string, Statement>>()

/** A prepared statement for `text` on `db`, prepared once per connection. */
export function sql(db: Database.Database, text: string): Statement {
  let cache = caches.get(db)
  if (!cache) {
    cache = new Map()
    caches.set(db, cache)
  }
  let statement = cache.get(text)
  if (!statement) {
    statement = db.prepare(text)
    cache.set(text, statement)
  }
  return statement
}

/** The first row of a query typed as `T`, or undefined. */
export function one<T>(db: Database.Database, text: string, ...params: unknown[]): T | undefined {
  return sql(db, text).get(...params) as T | undefined
}

/** All rows of a query typed as `T`. */
export function all<T>(db: Database.Database, text: string, ...params: unknown[]): T[] {
  return sql(db, text).all(...params) as T[]
}

/** Parses a JSON column, with `fallback` for NULL. */
export function json<T>(value: string | null | undefined, fallback: T): T {
  return value == null ? fallback : (JSON.parse(value) as T)
}
