import type Database from 'better-sqlite3'
import { one, sql } from '../db/db.statements'
import type { DriveFile } from '../drive/drive.items'
import { fail } from '../http/http.errors'
import { slugify } from '../seed/seed.text'
import type { ImageFacts } from './media.image'
import { MEDIA_COLUMNS, type MediaRow } from './media.json'
import { MEDIA_MESSAGES } from './media.messages'

/** A media row without its source (what the back-office answers are made of). */
export type MediaRecordRow = Omit<MediaRow, 'artwork' | 'bytes'>

/** The texts a create may set; each falls back to the drive item's customData, then to the file name. */
export interface MediaTexts {
  title?: string
  description?: string
}

/** The record of `id`, or 404 `Media not found.`. */
export function readMediaRecord(db: Database.Database, id: number): MediaRecordRow {
  const row = one<MediaRecordRow>(db, `SELECT ${MEDIA_COLUMNS} FROM media WHERE id = ?`, id)
  if (!row) fail(404, MEDIA_MESSAGES.mediaNotFound)
  return row
}

/** 409 `Media already exists for this file.` when a record was made from `file` already. */
export function assertNoRecordOf(db: Database.Database, file: Pick<DriveFile, 'userFileId'>): void {
  if (one(db, 'SELECT 1 FROM media WHERE user_file_id = ?', file.userFileId)) fail(409, MEDIA_MESSAGES.alreadyExists)
}

/**
 * Makes the CMS media record of an uploaded file: kind `upload` with its own copy of the bytes, which the media
 * route serves (so deleting the drive item later leaves the record's image in place). Title: the one sent, else
 * the drive item's customData title, else the file name without its extension.
 */
export function createMediaRecord(db: Database.Database, file: DriveFile, facts: ImageFacts, texts: MediaTexts, now: string): MediaRecordRow {
  const title = texts.title || file.customData.title?.trim() || fileTitle(file.filename)
  const description = texts.description ?? file.customData.description ?? ''
  return db
    .transaction(() => {
      assertNoRecordOf(db, file)
      // Never an id a deleted record had: products, categories and elements may still name it.
      const { id } = one<{ id: number }>(
        db,
        'SELECT max(coalesce((SELECT max(id) FROM media), 0), coalesce((SELECT max(id) FROM media_deleted), 0)) + 1 AS id',
      )!
      sql(
        db,
        `INSERT INTO media (id, drive_id, user_file_id, kind, title, description, alt, slug, original_name, mime, extension, width, height, size, hash,
           access, directory, bytes, created_at)
         VALUES (@id, @driveId, @userFileId, 'upload', @title, @description, @title, @slug, @originalName, @mime, @extension, @width, @height, @size, @hash,
           @access, @directory, @bytes, @now)`,
      ).run({
        id,
        driveId: file.driveId,
        userFileId: file.userFileId,
        title,
        description,
        slug: slugify(title) || 'image',
        originalName: file.filename,
        mime: facts.mime,
        extension: facts.extension,
        width: facts.width,
        height: facts.height,
        size: facts.size,
        hash: facts.hash,
        access: file.customData.access ?? (file.isPublic ? 'public' : 'private'),
        directory: file.customData.directoryId || 'cms',
        bytes: file.bytes,
        now,
      })
      return readMediaRecord(db, id)
    })
    .immediate()
}

/**
 * Changes a record's title and description (the edit media modal's two fields). The slug and alt follow the
 * title; the media route does not check slugs, so links with the old slug keep working.
 */
export function updateMediaRecord(db: Database.Database, id: number, texts: { title: string; description?: string }): MediaRecordRow {
  readMediaRecord(db, id)
  sql(db, 'UPDATE media SET title = @title, alt = @title, slug = @slug, description = coalesce(@description, description) WHERE id = @id').run({
    id,
    title: texts.title,
    slug: slugify(texts.title) || 'image',
    description: texts.description ?? null,
  })
  return readMediaRecord(db, id)
}

/**
 * Deletes a record, seeded ones too. Products, categories, posts and elements that name it are left as they
 * are (a real CMS does not check either): their embedded media object reads as absent and the media route
 * answers 404. Foreign keys are off for the delete because migration 1 declared those references; the pragma
 * cannot change inside a transaction, so it is set around it.
 */
export function deleteMediaRecord(db: Database.Database, id: number, now: string): { id: number } {
  readMediaRecord(db, id)
  db.pragma('foreign_keys = OFF')
  try {
    db.transaction(() => {
      sql(db, 'INSERT OR REPLACE INTO media_deleted (id, deleted_at) VALUES (?, ?)').run(id, now)
      sql(db, 'DELETE FROM media WHERE id = ?').run(id)
    })()
  } finally {
    db.pragma('foreign_keys = ON')
  }
  return { id }
}

function fileTitle(filename: string): string {
  const dot = filename.lastIndexOf('.')
  return dot > 0 ? filename.slice(0, dot) : filename
}
