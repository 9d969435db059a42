import type Database from 'better-sqlite3'
import { all } from '../db/db.statements'
import { MEDIA_COLUMNS, mediaJson, type MediaJson, type MediaRow } from './media.json'

/** Reads the media objects of `ids` in one query (unknown ids are left out). */
export function loadMedia(db: Database.Database, ids: Iterable<number | null>, apiKeyId: number): Map<number, MediaJson> {
  const wanted = [...new Set([...ids].filter((id): id is number => id !== null))]
  const found = new Map<number, MediaJson>()
  if (wanted.length === 0) return found
  const rows = all<Omit<MediaRow, 'artwork' | 'bytes'>>(
    db,
    `SELECT ${MEDIA_COLUMNS} FROM media WHERE id IN (SELECT value FROM json_each(?))`,
    JSON.stringify(wanted),
  )
  for (const row of rows) found.set(row.id, mediaJson(row, apiKeyId))
  return found
}
