import type Database from 'better-sqlite3'
import { migrations } from './migrations/migrations.list'

/** One numbered, append-only schema change. Released migrations are never edited: add the next one. */
export interface Migration {
  readonly version: number
  readonly name: string
  readonly up: string
}

/** Applies the migrations the database has not seen yet, each in its own transaction. */
export function migrate(db: Database.Database, now: number): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`)
  const applied = new Set((db.prepare('SELECT version FROM schema_migrations').all() as { version: number }[]).map((r) => r.version))
  const done: number[] = []
  for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
    if (applied.has(migration.version)) continue
    db.transaction(() => {
      db.exec(migration.up)
      db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(
        migration.version,
        migration.name,
        new Date(now).toISOString(),
      )
    })()
    done.push(migration.version)
  }
  return done
}
