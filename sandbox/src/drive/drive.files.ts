import { randomUUID } from 'node:crypto'
import type Database from 'better-sqlite3'
import { hashToken, randomToken } from '../auth/token.opaque'
import { one, sql } from '../db/db.statements'
import { fail } from '../http/http.errors'
import { DRIVE_MESSAGES, UPLOAD_LIMITS } from './drive.messages'

// The user files are the emulated storage bucket: an upload URL is a slot of this table, and its PUT fills the
// slot's bytes. Tokens are 32 random bytes (unguessable), so only their SHA-256 is stored, as for user_tokens.

/** A signed upload URL handed out, before the origin is put in front of it. */
export interface UploadSlot {
  token: string
  /** The bucket key, `uploads/{uuid}/{filename}`. */
  path: string
  userFileId: number
}

/** An upload URL's slot as the bucket PUT checks it. */
interface SlotRow {
  id: number
  expires_at: string
  uploaded_at: string | null
}

/** Opens one upload slot per file name, in order, each valid for 15 minutes from `now` (epoch ms). */
export function createUploadSlots(db: Database.Database, filenames: readonly string[], now: number): UploadSlot[] {
  const insert = sql(db, 'INSERT INTO user_files (token_hash, path, filename, expires_at, created_at) VALUES (?, ?, ?, ?, ?)')
  const createdAt = new Date(now).toISOString()
  const expiresAt = new Date(now + UPLOAD_LIMITS.urlLifetimeMs).toISOString()
  return db.transaction(() =>
    filenames.map((filename) => {
      const token = randomToken(32)
      const path = `uploads/${randomUUID()}/${filename}`
      const { lastInsertRowid } = insert.run(hashToken(token), path, filename, expiresAt, createdAt)
      return { token, path, userFileId: Number(lastInsertRowid) }
    }),
  )()
}

/**
 * The slot of an upload URL's token, if it can still take its PUT: 404 for an unknown token, 409 once used,
 * 410 from its expiry on (by the sandbox clock). "Used" is checked first: it is the more useful answer.
 */
export function openUploadSlot(db: Database.Database, token: string, now: number): number {
  const slot = one<SlotRow>(db, 'SELECT id, expires_at, uploaded_at FROM user_files WHERE token_hash = ?', hashToken(token))
  if (!slot) fail(404, DRIVE_MESSAGES.uploadUrlNotFound)
  if (slot.uploaded_at !== null) fail(409, DRIVE_MESSAGES.uploadUrlUsed)
  if (now >= Date.parse(slot.expires_at)) fail(410, DRIVE_MESSAGES.uploadUrlExpired)
  return slot.id
}

/** Stores the bytes of slot `id`; 409 when another PUT of the same URL finished first. */
export function fillUploadSlot(db: Database.Database, id: number, bytes: Buffer, now: string): void {
  const { changes } = sql(db, 'UPDATE user_files SET bytes = ?, uploaded_at = ? WHERE id = ? AND uploaded_at IS NULL').run(bytes, now, id)
  if (changes === 0) fail(409, DRIVE_MESSAGES.uploadUrlUsed)
}

/** Stores a file that came with the request (multipart upload): a user file without an upload URL. */
export function storeUserFile(db: Database.Database, filename: string, bytes: Buffer, now: string): { userFileId: number; path: string } {
  const path = `uploads/${randomUUID()}/${filename}`
  const { lastInsertRowid } = sql(db, 'INSERT INTO user_files (path, filename, bytes, expires_at, uploaded_at, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
    path,
    filename,
    bytes,
    now,
    now,
    now,
  )
  return { userFileId: Number(lastInsertRowid), path }
}
