import type Database from 'better-sqlite3'
import { all, one, sql } from '../db/db.statements'
import { fail } from '../http/http.errors'
import { invalid } from '../http/http.input'
import type { ContentLanguage } from '../http/http.language'
import { firstFreeKey } from './cms.slug'
import type { TranslationEntry } from './link.input'
import { dropStaleMasters, freeGroupKey, type GroupTranslation, groupOfPost, groupTranslations } from './post.groups'
import { POST_MESSAGES } from './post.messages'
import { insertPost, isSlugTaken } from './post.records'

/**
 * How a bulk link treats a translation that is linked in another group: `bulk` takes it out of that group,
 * `bulkExisting` refuses with 409 (it only links translations that stand alone or are in the group already).
 */
export type LinkMode = 'bulk' | 'bulkExisting'

/**
 * Makes the translations `entries` (each `id` a post, with its translation in `language`) the whole translation
 * group `slugMain`. Every entry is checked before anything is written, and the write is one transaction, so a refused
 * call changes nothing. A translation the group held and `entries` do not name leaves it for a group of its own.
 */
export function linkPostTranslations(db: Database.Database, slugMain: string, entries: readonly TranslationEntry[], mode: LinkMode): void {
  for (const entry of entries) {
    const current = one<{ translation_group: string }>(
      db,
      'SELECT translation_group FROM post_translations WHERE post_id = ? AND language = ?',
      entry.id,
      entry.language,
    )?.translation_group
    if (current === undefined) invalid(`translations.${entry.index}.postId`, POST_MESSAGES.noTranslation(entry.id, entry.language))
    if (mode === 'bulkExisting' && current !== slugMain && groupTranslations(db, current).length > 1) {
      fail(409, POST_MESSAGES.inAnotherGroup(entry.id, entry.language, current))
    }
  }
  db.transaction(() => {
    const setGroup = sql(db, 'UPDATE post_translations SET translation_group = ? WHERE post_id = ? AND language = ?')
    // Out first: the group may hold one translation per language (a unique index), and an entry may replace one.
    const named = new Set(entries.map((entry) => `${entry.id}:${entry.language}`))
    for (const member of groupTranslations(db, slugMain)) {
      if (!named.has(`${member.postId}:${member.language}`)) setGroup.run(groupOfItsOwn(db, member), member.postId, member.language)
    }
    for (const entry of entries) setGroup.run(slugMain, entry.id, entry.language)
    dropStaleMasters(db)
  })()
}

/**
 * The group a translation taken out of its group goes to: its post's own key when no translation has that group
 * (so an unlinked post gets back the slugMain it was made with), else a free name from its slug.
 */
function groupOfItsOwn(db: Database.Database, member: GroupTranslation): string {
  const own = one<{ slug_main: string }>(db, 'SELECT slug_main FROM posts WHERE id = ?', member.postId)?.slug_main
  const free = own !== undefined && !one(db, 'SELECT 1 FROM post_translations WHERE translation_group = ?', own)
  return free ? own : freeGroupKey(db, member.slug)
}

/** Marks post `id` as the original of its group (the group of its translation in `prefer`, see `groupOfPost`). */
export function markMaster(db: Database.Database, id: number, prefer: ContentLanguage): string {
  const group = groupOfPost(db, id, prefer)
  if (group === undefined) fail(404, POST_MESSAGES.notFound)
  sql(
    db,
    'INSERT INTO post_group_masters (translation_group, post_id) VALUES (?, ?) ON CONFLICT (translation_group) DO UPDATE SET post_id = excluded.post_id',
  ).run(group, id)
  return group
}

interface SourceRow {
  post_type_id: number
  media_id: number | null
  author: string
  allow_comments: number
  language: ContentLanguage
  translation_group: string
  title: string
  slug: string
  excerpt: string
  body: string
  meta_title: string
  meta_description: string
  meta: string
}

/**
 * Copies post `id` into a new draft in `language` and links it into the original's group; answers the new post's id.
 * The copy is made from the original's translation in `prefer` (else hr, else the other one); 404 when there is no
 * post `id`, 409 when its group already has a translation in `language`. Copied: title, body, excerpt, meta and the
 * meta title and description, the image, the terms and whether comments are allowed; the slug is the original's,
 * with `-2`, `-3` ... when that language has it already. The type is the original's, or the type linked to it in
 * `language` when there is one. The original becomes the group's master unless the group has one.
 */
export function createTranslationFromOriginal(db: Database.Database, id: number, language: ContentLanguage, prefer: ContentLanguage, now: string): number {
  if (!one(db, 'SELECT 1 FROM posts WHERE id = ?', id)) fail(404, POST_MESSAGES.notFound)
  const source = one<SourceRow>(
    db,
    `SELECT p.post_type_id, p.media_id, p.author, p.allow_comments, t.* FROM posts p JOIN post_translations t ON t.post_id = p.id
      WHERE p.id = ? AND t.language != ? ORDER BY t.language = ? DESC, t.language = 'hr' DESC LIMIT 1`,
    id,
    language,
    prefer,
  )
  // No source: the post exists only in `language`, so its group has that translation already.
  if (!source || groupTranslations(db, source.translation_group).some((member) => member.language === language)) {
    fail(409, POST_MESSAGES.translationExists(language))
  }
  const slug = firstFreeKey(source.slug, (candidate) => isSlugTaken(db, language, candidate))
  return db.transaction(() => {
    const newId = insertPost(
      db,
      {
        typeId: typeIn(db, source.post_type_id, language),
        mediaId: source.media_id,
        status: 'draft',
        author: source.author,
        allowComments: source.allow_comments === 1,
      },
      language,
      {
        title: source.title,
        slug,
        excerpt: source.excerpt,
        body: source.body,
        metaTitle: source.meta_title,
        metaDescription: source.meta_description,
        meta: JSON.parse(source.meta) as Record<string, unknown>,
      },
      now,
      source.translation_group,
    )
    for (const { term_id } of all<{ term_id: number }>(db, 'SELECT term_id FROM post_terms WHERE post_id = ?', id)) {
      sql(db, 'INSERT INTO post_terms (post_id, term_id) VALUES (?, ?)').run(newId, term_id)
    }
    sql(db, 'INSERT OR IGNORE INTO post_group_masters (translation_group, post_id) VALUES (?, ?)').run(source.translation_group, id)
    return newId
  })()
}

/** The post type serving `language` in the translation group of type `typeId`, else `typeId` itself. */
function typeIn(db: Database.Database, typeId: number, language: ContentLanguage): number {
  return (
    one<{ id: number }>(
      db,
      `SELECT o.id FROM post_types t JOIN post_types o ON o.translation_group = t.translation_group AND o.translation_language = ? WHERE t.id = ?`,
      language,
      typeId,
    )?.id ?? typeId
  )
}
