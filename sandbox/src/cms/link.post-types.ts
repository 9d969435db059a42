import type Database from 'better-sqlite3'
import { one, sql } from '../db/db.statements'
import { fail } from '../http/http.errors'
import { invalid } from '../http/http.input'
import type { TranslationEntry } from './link.input'
import { POST_TYPE_MESSAGES } from './post-type.input'
import { normalisePostTypeGroups } from './post-type.records'

/**
 * Makes the post types `entries` (each `id` a post type serving `language`) the whole translation group of post
 * type `id`, which must be one of them; a type that was in another group leaves it. Sending only type `id` unlinks
 * it. Every entry is checked before anything is written, and the write is one transaction.
 */
export function linkPostTypes(db: Database.Database, id: number, entries: readonly TranslationEntry[]): void {
  if (!one(db, 'SELECT 1 FROM post_types WHERE id = ?', id)) fail(404, POST_TYPE_MESSAGES.notFound)
  const seen = new Set<number>()
  for (const entry of entries) {
    const path = `translations.${entry.index}.postTypeId`
    if (seen.has(entry.id)) invalid(path, POST_TYPE_MESSAGES.typeTwice(entry.id))
    seen.add(entry.id)
    if (!one(db, 'SELECT 1 FROM post_types WHERE id = ?', entry.id)) invalid(path, POST_TYPE_MESSAGES.unknownType(entry.id))
  }
  if (!seen.has(id)) invalid('translations', POST_TYPE_MESSAGES.mustIncludeSelf(id))
  db.transaction(() => {
    // Everyone out first: a group serves each language once (a unique index), and two types may swap languages.
    sql(db, 'UPDATE post_types SET translation_group = NULL, translation_language = NULL WHERE translation_group = ?').run(id)
    const leave = sql(db, 'UPDATE post_types SET translation_group = NULL, translation_language = NULL WHERE id = ?')
    for (const entry of entries) leave.run(entry.id)
    const link = sql(db, 'UPDATE post_types SET translation_group = ?, translation_language = ? WHERE id = ?')
    for (const entry of entries) link.run(id, entry.language, entry.id)
    normalisePostTypeGroups(db)
  })()
}
