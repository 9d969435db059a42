import type Database from 'better-sqlite3'
import { all, one, sql } from '../db/db.statements'
import { fail } from '../http/http.errors'
import type { ContentLanguage } from '../http/http.language'
import { foldText } from '../product/product.search'
import { type NewPostType, POST_TYPE_MESSAGES, type PostTypeField } from './post-type.input'

/** A row of `post_types` (migrations 1 and 9). */
interface PostTypeRow {
  id: number
  slug: string
  /** JSON `{ hr, sl }`. */
  name: string
  /** JSON `PostTypeField[]`. */
  fields: string
  translation_group: number | null
  translation_language: ContentLanguage | null
  post_count: number
}

/** A post type (page template) as the post type and link calls answer it. */
export interface PostTypeJson {
  id: number
  slug: string
  /** In the request's content language. */
  name: string
  fields: PostTypeField[]
  /** Posts of this type, drafts included. */
  postCount: number
  /** The language the type serves in its translation group; null when it is linked to no other type. */
  language: ContentLanguage | null
  /** The types of its group, this one included, hr first; empty when unlinked. */
  translations: Array<{ language: ContentLanguage; postTypeId: number; slug: string }>
}

const TYPE_SELECT = `SELECT pt.*, (SELECT count(*) FROM posts p WHERE p.post_type_id = pt.id) AS post_count FROM post_types pt`

/** Post types as answers, in the order of `rows`. */
function typesJson(db: Database.Database, rows: PostTypeRow[], language: ContentLanguage): PostTypeJson[] {
  const groups = [...new Set(rows.flatMap((row) => (row.translation_group === null ? [] : [row.translation_group])))]
  const members = all<{ id: number; slug: string; translation_group: number; translation_language: ContentLanguage }>(
    db,
    `SELECT id, slug, translation_group, translation_language FROM post_types WHERE translation_group IN (SELECT value FROM json_each(?))
      ORDER BY translation_language = 'hr' DESC, translation_language`,
    JSON.stringify(groups),
  )
  return rows.map((row) => {
    const name = JSON.parse(row.name) as Partial<Record<ContentLanguage, string>>
    return {
      id: row.id,
      slug: row.slug,
      name: name[language] ?? name.hr ?? Object.values(name)[0] ?? row.slug,
      fields: JSON.parse(row.fields) as PostTypeField[],
      postCount: row.post_count,
      language: row.translation_language,
      translations: members
        .filter((member) => member.translation_group === row.translation_group)
        .map((member) => ({ language: member.translation_language, postTypeId: member.id, slug: member.slug })),
    }
  })
}

/** Post type `id`, or 404 `Post type not found.`. */
export function readPostType(db: Database.Database, id: number, language: ContentLanguage): PostTypeJson {
  const row = one<PostTypeRow>(db, `${TYPE_SELECT} WHERE pt.id = ?`, id)
  if (!row) fail(404, POST_TYPE_MESSAGES.notFound)
  return typesJson(db, [row], language)[0]!
}

/** Post types whose name (in either language) or slug holds every keyword, diacritic-insensitive, by id. */
export function findPostTypes(db: Database.Database, keywords: string, language: ContentLanguage): PostTypeJson[] {
  const tokens = foldText(keywords)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
  const rows = all<PostTypeRow>(db, `${TYPE_SELECT} ORDER BY pt.id`).filter((row) => {
    const names = Object.values(JSON.parse(row.name) as Record<string, string>)
    const haystack = foldText(`${names.join(' ')} ${row.slug}`)
    return tokens.every((token) => haystack.includes(token))
  })
  return typesJson(db, rows, language)
}

/** Makes a post type (its name the same in hr and sl), or 409 when the slug is taken; answers its id. */
export function createPostType(db: Database.Database, type: NewPostType): number {
  if (one(db, 'SELECT 1 FROM post_types WHERE slug = ?', type.slug)) fail(409, POST_TYPE_MESSAGES.slugTaken)
  const { lastInsertRowid } = sql(db, 'INSERT INTO post_types (slug, name, fields) VALUES (?, ?, ?)').run(
    type.slug,
    JSON.stringify({ hr: type.name, sl: type.name }),
    JSON.stringify(type.fields),
  )
  return Number(lastInsertRowid)
}

/** Deletes post type `id`: 404 when there is none, 409 while posts have it. Its translation group closes up. */
export function deletePostType(db: Database.Database, id: number): void {
  const row = one<{ post_count: number }>(db, `SELECT (SELECT count(*) FROM posts WHERE post_type_id = ?) AS post_count FROM post_types WHERE id = ?`, id, id)
  if (!row) fail(404, POST_TYPE_MESSAGES.notFound)
  if (row.post_count > 0) fail(409, POST_TYPE_MESSAGES.hasPosts)
  db.transaction(() => {
    sql(db, 'DELETE FROM post_types WHERE id = ?').run(id)
    normalisePostTypeGroups(db)
  })()
}

/**
 * Keeps the post type groups well formed after a type left one: a group of one type is no group (the type is
 * unlinked), and a group whose key type left takes the smallest id among its types. Otherwise a later link through
 * the departed type (or a new type that got its id again: post type ids are reused) would join the old group.
 */
export function normalisePostTypeGroups(db: Database.Database): void {
  const rows = all<{ id: number; translation_group: number }>(
    db,
    'SELECT id, translation_group FROM post_types WHERE translation_group IS NOT NULL ORDER BY id',
  )
  const byGroup = new Map<number, number[]>()
  for (const row of rows) byGroup.set(row.translation_group, [...(byGroup.get(row.translation_group) ?? []), row.id])
  for (const [group, members] of byGroup) {
    if (members.length < 2) {
      sql(db, 'UPDATE post_types SET translation_group = NULL, translation_language = NULL WHERE translation_group = ?').run(group)
    } else if (!members.includes(group)) {
      sql(db, 'UPDATE post_types SET translation_group = ? WHERE translation_group = ?').run(members[0], group)
    }
  }
}
