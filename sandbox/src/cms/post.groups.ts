import type Database from 'better-sqlite3'
import { all, one, sql } from '../db/db.statements'
import type { ContentLanguage } from '../http/http.language'
import { firstFreeKey } from './cms.slug'
import type { PostStatus } from './post.input'

// Translation groups (migration 9): every post translation (a post in one language) belongs to one group, named by
// its `translation_group` (the wire's `slugMain`), and a group holds at most one translation per language. A seeded
// post's hr and sl translations share the group of its `slug_main`; the link calls regroup translations.

/** One translation of a group, as the link calls answer it. */
export interface GroupTranslation {
  language: ContentLanguage
  postId: number
  slug: string
  title: string
  status: PostStatus
}

/** A translation group as the link calls answer it. */
export interface PostGroupJson {
  slugMain: string
  /** The post marked as the original (`link/masters/{id}`), or null while none is. */
  master: number | null
  /** hr first, then sl. */
  translations: GroupTranslation[]
}

/**
 * The group of post `postId`: the group of its translation in `prefer`, else of its hr one, else of any. A post made
 * through the back office has one translation; a seeded one has two, in one group unless a link call split them.
 */
export function groupOfPost(db: Database.Database, postId: number, prefer: ContentLanguage): string | undefined {
  return one<{ translation_group: string }>(
    db,
    `SELECT translation_group FROM post_translations WHERE post_id = ? ORDER BY language = ? DESC, language = 'hr' DESC LIMIT 1`,
    postId,
    prefer,
  )?.translation_group
}

/** The translations of `group`, hr first. */
export function groupTranslations(db: Database.Database, group: string): GroupTranslation[] {
  return all<GroupTranslation>(
    db,
    `SELECT t.language, t.post_id AS postId, t.slug, t.title, p.status FROM post_translations t JOIN posts p ON p.id = t.post_id
      WHERE t.translation_group = ? ORDER BY t.language = 'hr' DESC, t.language`,
    group,
  )
}

/** The group answer of the link calls. */
export function postGroupJson(db: Database.Database, group: string): PostGroupJson {
  const master = one<{ post_id: number }>(db, 'SELECT post_id FROM post_group_masters WHERE translation_group = ?', group)
  return { slugMain: group, master: master?.post_id ?? null, translations: groupTranslations(db, group) }
}

/**
 * A group name no translation and no post uses yet, from `base`: what a new post and a translation a link call
 * takes out of its group are given. Post keys are avoided too, so that a group name never means two posts.
 */
export function freeGroupKey(db: Database.Database, base: string): string {
  return firstFreeKey(base, (key) =>
    Boolean(one(db, 'SELECT 1 FROM post_translations WHERE translation_group = ?', key) ?? one(db, 'SELECT 1 FROM posts WHERE slug_main = ?', key)),
  )
}

/** Forgets the master of a group once that post has no translation left in it (or the group is gone). */
export function dropStaleMasters(db: Database.Database): void {
  sql(
    db,
    `DELETE FROM post_group_masters WHERE NOT EXISTS (SELECT 1 FROM post_translations t
       WHERE t.translation_group = post_group_masters.translation_group AND t.post_id = post_group_masters.post_id)`,
  ).run()
}

/** The published translation in `language` of `group`, with its post type slug; undefined when there is none. */
export function publishedTranslationIn(db: Database.Database, group: string, language: ContentLanguage): { type: string; slug: string } | undefined {
  return one<{ type: string; slug: string }>(
    db,
    `SELECT pt.slug AS type, t.slug FROM post_translations t JOIN posts p ON p.id = t.post_id JOIN post_types pt ON pt.id = p.post_type_id
      WHERE t.translation_group = ? AND t.language = ? AND p.status = 'published'`,
    group,
    language,
  )
}
