import type Database from 'better-sqlite3'
import { all, one, sql } from '../db/db.statements'
import { fail } from '../http/http.errors'
import type { RequestLanguage } from '../http/http.language'
import type { ElementFields, NewElement } from './element.input'
import { ELEMENT_MESSAGES } from './element.messages'

/** A row of `cms_elements`: one handler in one language (`hr`, `sl`, `en` or `de`), its JSON columns as text. */
export interface ElementRow {
  id: number
  handler: string
  language: string
  type: string
  title: string
  slug: string
  meta: string
  mobile_meta: string
  options: string
  mobile_options: string
  parts: string
  link_meta: string
}

/** An element as every element call answers it. */
export function elementJson(row: ElementRow): Record<string, unknown> {
  return {
    id: row.id,
    handler: row.handler,
    type: row.type,
    language_code: row.language,
    title: row.title,
    slug: row.slug,
    meta: JSON.parse(row.meta) as unknown,
    mobileMeta: JSON.parse(row.mobile_meta) as unknown,
    options: JSON.parse(row.options) as unknown,
    mobileOptions: JSON.parse(row.mobile_options) as unknown,
    parts: JSON.parse(row.parts) as unknown,
    linkMeta: JSON.parse(row.link_meta) as unknown,
  }
}

/**
 * The elements of `handlers` in `language` or hr, each once, in the order asked; unknown handlers left out. Elements
 * are chrome: they may exist in every request language.
 */
export function elementsByHandlers(db: Database.Database, handlers: string[], language: RequestLanguage): ElementRow[] {
  const rows = all<ElementRow>(
    db,
    `SELECT * FROM cms_elements WHERE language IN (?, 'hr') AND handler IN (SELECT value FROM json_each(?))`,
    language,
    JSON.stringify(handlers),
  )
  // A handler missing in the request language falls back to its hr element.
  const byHandler = new Map<string, ElementRow>()
  for (const row of rows) {
    if (row.language === language || !byHandler.has(row.handler)) byHandler.set(row.handler, row)
  }
  return [...new Set(handlers)].flatMap((handler) => byHandler.get(handler) ?? [])
}

/** The element row `id`, or 404 `Element not found.`. */
export function readElement(db: Database.Database, id: number): ElementRow {
  const row = one<ElementRow>(db, 'SELECT * FROM cms_elements WHERE id = ?', id)
  if (!row) fail(404, ELEMENT_MESSAGES.notFound)
  return row
}

/**
 * Replaces the sent fields of the row `id` (one handler in one language: the other language's row is another id)
 * and stamps `updated_at`. Each JSON field is replaced whole, not merged.
 */
export function updateElement(db: Database.Database, id: number, fields: ElementFields, now: string): ElementRow {
  const { changes } = sql(
    db,
    `UPDATE cms_elements SET title = coalesce(@title, title), meta = coalesce(@meta, meta), mobile_meta = coalesce(@mobileMeta, mobile_meta),
       options = coalesce(@options, options), mobile_options = coalesce(@mobileOptions, mobile_options), parts = coalesce(@parts, parts),
       link_meta = coalesce(@linkMeta, link_meta), updated_at = @now
     WHERE id = @id`,
  ).run({ id, now, title: fields.title ?? null, ...jsonColumns(fields) })
  if (changes === 0) fail(404, ELEMENT_MESSAGES.notFound)
  return readElement(db, id)
}

/**
 * Makes the element of a handler in one language, or 409 when that pair exists (`UNIQUE (handler, language)`).
 * The slug is the handler, as for the seeded elements; absent JSON fields take the column defaults (`{}`, `[]`).
 */
export function createElement(db: Database.Database, element: NewElement, now: string): ElementRow {
  if (one(db, 'SELECT 1 FROM cms_elements WHERE handler = ? AND language = ?', element.handler, element.language)) {
    fail(409, ELEMENT_MESSAGES.alreadyExists)
  }
  const { lastInsertRowid } = sql(
    db,
    `INSERT INTO cms_elements (handler, language, type, title, slug, meta, mobile_meta, options, mobile_options, parts, link_meta, updated_at)
     VALUES (@handler, @language, @type, @title, @handler, coalesce(@meta, '{}'), coalesce(@mobileMeta, '{}'), coalesce(@options, '{}'),
       coalesce(@mobileOptions, '{}'), coalesce(@parts, '[]'), coalesce(@linkMeta, '{}'), @now)`,
  ).run({ handler: element.handler, language: element.language, type: element.type, title: element.title, now, ...jsonColumns(element) })
  return readElement(db, Number(lastInsertRowid))
}

// Named parameters for the JSON columns: the text to store, or null for a field not sent.
function jsonColumns(fields: ElementFields): Record<string, string | null> {
  const text = (value: unknown) => (value === undefined ? null : JSON.stringify(value))
  return {
    meta: text(fields.meta),
    mobileMeta: text(fields.mobileMeta),
    options: text(fields.options),
    mobileOptions: text(fields.mobileOptions),
    parts: text(fields.parts),
    linkMeta: text(fields.linkMeta),
  }
}
