import type Database from 'better-sqlite3'
import { json, one, sql } from '../db/db.statements'
import { fail } from '../http/http.errors'
import type { DriveCustomData, DriveItemInput } from './drive.input'
import { driveItemNotFound, fileNotInBucket } from './drive.messages'

/** A registered drive item, as `addFromBucket*` answer it. */
export interface DriveItemJson {
  driveId: number
  userFileId: number
  filename: string
  path: string
}

/** A stored file a CMS media record can be made from. */
export interface DriveFile {
  userFileId: number
  /** Null for a user file that was never registered in the drive. */
  driveId: number | null
  filename: string
  bytes: Buffer
  /** The drive item's `isPublic` (true for an unregistered file). */
  isPublic: boolean
  customData: DriveCustomData
}

/**
 * Registers uploaded files in the drive, all or nothing: a path with no uploaded bytes, an unknown path, or one
 * registered before (also earlier in the same list) fails the whole call with 400 `File not in bucket: {filename}.`.
 */
export function registerFromBucket(db: Database.Database, items: readonly DriveItemInput[], now: string): DriveItemJson[] {
  const insert = sql(db, 'INSERT INTO drive_items (user_file_id, filename, path, is_public, custom_data, created_at) VALUES (?, ?, ?, ?, ?, ?)')
  const register = sql(db, 'UPDATE user_files SET registered_at = ? WHERE id = ?')
  return db
    .transaction(() =>
      items.map((item): DriveItemJson => {
        const file = one<{ id: number }>(db, 'SELECT id FROM user_files WHERE path = ? AND uploaded_at IS NOT NULL AND registered_at IS NULL', item.path)
        if (!file) fail(400, fileNotInBucket(item.filename))
        register.run(now, file.id)
        const { lastInsertRowid } = insert.run(file.id, item.filename, item.path, item.isPublic ? 1 : 0, JSON.stringify(item.customData), now)
        return { driveId: Number(lastInsertRowid), userFileId: file.id, filename: item.filename, path: item.path }
      }),
    )
    .immediate()
}

/**
 * Deletes drive items and their files from the bucket, all or nothing (404 `Drive item not found: {id}.` for the
 * first unknown id). A CMS record made from one keeps its own copy of the image and its `driveId`.
 */
export function deleteDriveItems(db: Database.Database, ids: readonly number[]): number[] {
  const unique = [...new Set(ids)]
  return db
    .transaction(() => {
      for (const id of unique) {
        const item = one<{ user_file_id: number }>(db, 'SELECT user_file_id FROM drive_items WHERE id = ?', id)
        if (!item) fail(404, driveItemNotFound(id))
        sql(db, 'DELETE FROM drive_items WHERE id = ?').run(id)
        sql(db, 'DELETE FROM user_files WHERE id = ?').run(item.user_file_id)
      }
      return unique
    })
    .immediate()
}

interface DriveFileRow {
  user_file_id: number
  drive_id: number | null
  filename: string
  bytes: Buffer | null
  is_public: number | null
  custom_data: string | null
}

const DRIVE_FILE_SELECT = `SELECT f.id AS user_file_id, d.id AS drive_id, coalesce(d.filename, f.filename) AS filename, f.bytes, d.is_public, d.custom_data
  FROM user_files f LEFT JOIN drive_items d ON d.user_file_id = f.id`

/** The file of drive item `driveId`; undefined when there is no such item. */
export function findDriveFile(db: Database.Database, driveId: number): DriveFile | undefined {
  return driveFile(one<DriveFileRow>(db, `${DRIVE_FILE_SELECT} WHERE d.id = ?`, driveId))
}

/** User file `userFileId` with its drive item, if registered; undefined when unknown or never uploaded. */
export function findUserFile(db: Database.Database, userFileId: number): DriveFile | undefined {
  return driveFile(one<DriveFileRow>(db, `${DRIVE_FILE_SELECT} WHERE f.id = ?`, userFileId))
}

function driveFile(row: DriveFileRow | undefined): DriveFile | undefined {
  if (!row || row.bytes === null) return undefined
  return {
    userFileId: row.user_file_id,
    driveId: row.drive_id,
    filename: row.filename,
    bytes: row.bytes,
    isPublic: row.is_public !== 0,
    customData: json<DriveCustomData>(row.custom_data, {}),
  }
}
