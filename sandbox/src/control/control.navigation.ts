import type Database from 'better-sqlite3'
import { one, sql } from '../db/db.statements'
import { fail } from '../http/http.errors'

const LANGUAGES = ['hr', 'sl', 'en', 'de']

/**
 * Renames a navigation item in one language (default `hr`), as an editor would in the back office: the shop's
 * server cache keeps the old title until its entry expires or is purged, which is what a test of the admin cache
 * screen needs to see. Answers the item's id, language and new title.
 */
export function renameNavigationItem(db: Database.Database, id: number, patch: Record<string, unknown>): { id: number; language: string; title: string } {
  for (const key of Object.keys(patch)) if (key !== 'title' && key !== 'language') fail(400, `Unknown field: ${key}.`)
  const title = typeof patch.title === 'string' ? patch.title.trim() : ''
  if (title === '' || title.length > 200) fail(400, 'title must be a text of 1 to 200 characters.')
  const language = patch.language ?? 'hr'
  if (typeof language !== 'string' || !LANGUAGES.includes(language)) fail(400, `language must be one of ${LANGUAGES.join(', ')}.`)
  if (!one(db, 'SELECT id FROM navigation_items WHERE id = ?', id)) fail(404, 'Navigation item not found.')
  sql(
    db,
    `INSERT INTO navigation_item_translations (item_id, language, title) VALUES (?, ?, ?)
     ON CONFLICT (item_id, language) DO UPDATE SET title = excluded.title`,
  ).run(id, language, title)
  return { id, language, title }
}
