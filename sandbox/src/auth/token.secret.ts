import { randomBytes } from 'node:crypto'
import type Database from 'better-sqlite3'
import { one, sql } from '../db/db.statements'

/**
 * The HMAC key of access tokens, created on first use. Read from the database on every call (not cached):
 * resetting a file database wipes the row, and a cached key would then sign tokens that the next start refuses.
 */
export function signingSecret(db: Database.Database, nowIso: string): Buffer {
  const row = one<{ secret: string }>(db, 'SELECT secret FROM auth_secrets WHERE id = 1')
  if (row) return Buffer.from(row.secret, 'base64url')
  const secret = randomBytes(32)
  sql(db, 'INSERT INTO auth_secrets (id, secret, created_at) VALUES (1, ?, ?)').run(secret.toString('base64url'), nowIso)
  return secret
}
