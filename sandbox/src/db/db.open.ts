import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import Database from 'better-sqlite3'

/** True for SQLite's in-memory database names. */
export function isMemoryDatabase(path: string): boolean {
  return path === ':memory:' || path === ''
}

/** Opens (creating the folder if needed) a SQLite database with the pragmas the sandbox relies on. */
export function openDatabase(path: string): Database.Database {
  if (!isMemoryDatabase(path)) mkdirSync(dirname(path), { recursive: true })
  const db = new Database(path)
  configure(db, !isMemoryDatabase(path))
  return db
}

/** Opens an in-memory database from a `db.serialize()` image (used by `reset()`). */
export function openSnapshot(image: Buffer): Database.Database {
  const db = new Database(image)
  configure(db, false)
  return db
}

function configure(db: Database.Database, onDisk: boolean): void {
  // WAL lets `npm start` readers (a second CLI, a DB browser) look while the sandbox writes.
  if (onDisk) db.pragma('journal_mode = WAL')
  db.pragma('foreign_keys = ON')
  // A sandbox can afford to lose the last transaction on power loss; it cannot afford slow seeds.
  db.pragma('synchronous = NORMAL')
}
