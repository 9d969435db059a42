import type Database from 'better-sqlite3'
import { one, sql } from '../db/db.statements'
import { fail } from '../http/http.errors'
import { invalid } from '../http/http.input'
import type { ContentLanguage } from '../http/http.language'
import { freeGroupKey } from './post.groups'
import type { NewPost, PostStatus } from './post.input'
import { POST_MESSAGES } from './post.messages'
import { type PostJson, readPosts } from './post.queries'

/** A post as the back-office calls answer it: the public `Post` with its body, plus what only editors see. */
export interface EditedPostJson extends PostJson {
  body: string
  status: PostStatus
  /** The language of this translation. */
  language: ContentLanguage
  meta: Record<string, unknown>
}

/** Post `id` in `language` as the back office sees it (drafts too), or 404 `Post not found.`. */
export function readEditedPost(db: Database.Database, id: number, language: ContentLanguage, apiKeyId: number): EditedPostJson {
  const [post] = readPosts(db, [id], language, apiKeyId, true)
  const extra = one<{ status: PostStatus; meta: string }>(
    db,
    'SELECT p.status, t.meta FROM posts p JOIN post_translations t ON t.post_id = p.id AND t.language = ? WHERE p.id = ?',
    language,
    id,
  )
  if (!post || !extra) fail(404, POST_MESSAGES.notFound)
  return { ...post, body: post.body ?? '', status: extra.status, language, meta: JSON.parse(extra.meta) as Record<string, unknown> }
}

/** The id of the post type `slug`, or 400 naming `type`. */
export function postTypeIdOf(db: Database.Database, slug: string): number {
  const row = one<{ id: number }>(db, 'SELECT id FROM post_types WHERE slug = ?', slug)
  if (!row) invalid('type', POST_MESSAGES.type)
  return row.id
}

/** Whether `slug` names a post in `language` (slugs are unique per language). */
export function isSlugTaken(db: Database.Database, language: ContentLanguage, slug: string): boolean {
  return one(db, 'SELECT 1 FROM post_translations WHERE language = ? AND slug = ?', language, slug) !== undefined
}

/** What a new post row is made of, beside its one translation. */
export interface NewPostRow {
  typeId: number
  mediaId: number | null
  status: PostStatus
  author: string
  allowComments: boolean
}

/** The text of one translation row. */
export interface TranslationText {
  title: string
  slug: string
  excerpt: string
  body: string
  metaTitle: string
  metaDescription: string
  meta: Record<string, unknown>
}

/**
 * Inserts a post with one translation in `language`, in `group` (a new group of its own when not given), stamped
 * `now`; answers its id. The caller runs it in a transaction with the rest of its write.
 */
export function insertPost(db: Database.Database, row: NewPostRow, language: ContentLanguage, text: TranslationText, now: string, group?: string): number {
  // posts.slug_main (migration 1) must stay unique; a new post's own group takes the same free name.
  const key = freeGroupKey(db, text.slug)
  const { lastInsertRowid } = sql(
    db,
    `INSERT INTO posts (post_type_id, media_id, status, slug_main, author, allow_comments, published_at, created_at, updated_at)
     VALUES (@typeId, @mediaId, @status, @key, @author, @allowComments, @now, @now, @now)`,
  ).run({ ...row, allowComments: row.allowComments ? 1 : 0, key, now })
  const id = Number(lastInsertRowid)
  sql(
    db,
    `INSERT INTO post_translations (post_id, language, translation_group, title, slug, excerpt, body, meta_title, meta_description, meta)
     VALUES (@id, @language, @group, @title, @slug, @excerpt, @body, @metaTitle, @metaDescription, @meta)`,
  ).run({ ...text, id, language, group: group ?? key, meta: JSON.stringify(text.meta) })
  return id
}

/**
 * Makes the post of `post/create`: 400 for an unknown type, 409 `Slug already exists in this language.` when the
 * slug is taken in that language. `metaTitle`/`metaDescription` come from `meta.title`/`meta.description` when those
 * are strings, else from the title and the excerpt. Blog posts (`post`) allow comments; other types do not.
 */
export function createPost(db: Database.Database, post: NewPost, author: string, now: string): number {
  const typeId = postTypeIdOf(db, post.type)
  if (isSlugTaken(db, post.language, post.slug)) fail(409, POST_MESSAGES.slugTaken)
  const text: TranslationText = {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    body: post.content,
    metaTitle: typeof post.meta.title === 'string' ? post.meta.title : post.title,
    metaDescription: typeof post.meta.description === 'string' ? post.meta.description : post.excerpt,
    meta: post.meta,
  }
  const row: NewPostRow = { typeId, mediaId: null, status: post.status, author, allowComments: post.type === 'post' }
  return db.transaction(() => insertPost(db, row, post.language, text, now))()
}

/** The name a post made by `userId` is signed with: the user's name, else the e-mail. */
export function authorName(db: Database.Database, userId: number): string {
  const user = one<{ first_name: string; last_name: string; email: string }>(db, 'SELECT first_name, last_name, email FROM users WHERE id = ?', userId)
  const name = `${user?.first_name ?? ''} ${user?.last_name ?? ''}`.trim()
  return name || (user?.email ?? '')
}
