import type Database from 'better-sqlite3'
import { all, one } from '../db/db.statements'
import { type ContentLanguage, contentLanguageOf, type RequestLanguage } from '../http/http.language'
import type { MediaJson } from '../media/media.json'
import { loadMedia } from '../media/media.load'

/** A term as a post lists it. */
export interface PostTermRef {
  id: number
  title: string
  slug: string
}

/** A blog post or a page; `body` only in the full display. */
export interface PostJson {
  id: number
  /** The post type slug: `post` (blog) or `page`. */
  postType: string
  title: string
  slug: string
  /** The translation group of this translation (the hr slug for seeded posts); the link calls set it. */
  slugMain: string
  /** The slug of each translation in the group: this one, and the others that are published. */
  slugs: Record<ContentLanguage, string>
  excerpt: string
  body?: string
  media: MediaJson | null
  author: string
  allowComments: boolean
  publishedAt: string
  createdAt: string
  updatedAt: string
  metaTitle: string
  metaDescription: string
  terms: { categories: PostTermRef[]; tags: PostTermRef[] }
}

/** What `post/filterStandard` narrows by (all optional). */
export interface PostFilter {
  postTypes?: readonly string[]
  /** Term slugs in any language; a post with any of them matches. */
  termSlugs?: readonly string[]
  dateFrom?: string
  dateTo?: string
}

/** The sort params of the post list. */
export const POST_SORT_PARAMS = ['published_at', 'publishedAt', 'title', 'id'] as const

interface PostRow {
  id: number
  post_type: string
  media_id: number | null
  slug_main: string
  author: string
  allow_comments: number
  published_at: string
  created_at: string
  updated_at: string
  title: string
  slug: string
  excerpt: string
  body: string
  meta_title: string
  meta_description: string
}

const POST_SELECT = `SELECT p.id, pt.slug AS post_type, p.media_id, t.translation_group AS slug_main, p.author, p.allow_comments, p.published_at,
       p.created_at, p.updated_at, t.title, t.slug, t.excerpt, t.body, t.meta_title, t.meta_description
  FROM posts p
  JOIN post_types pt ON pt.id = p.post_type_id
  JOIN post_translations t ON t.post_id = p.id AND t.language = @language`

/** The ids of published posts matching `filter`, sorted (default newest published first, ties by id). */
export function findPostIds(
  db: Database.Database,
  filter: PostFilter,
  sort: { param: (typeof POST_SORT_PARAMS)[number]; order: 'asc' | 'desc' } | undefined,
  language: ContentLanguage,
): number[] {
  const where = ["p.status = 'published'"]
  const params: Record<string, unknown> = { language }
  if (filter.postTypes) {
    where.push('pt.slug IN (SELECT value FROM json_each(@types))')
    params.types = JSON.stringify(filter.postTypes)
  }
  if (filter.termSlugs) {
    where.push(`EXISTS (SELECT 1 FROM post_terms ptm JOIN term_translations tt ON tt.term_id = ptm.term_id
                 WHERE ptm.post_id = p.id AND tt.slug IN (SELECT value FROM json_each(@terms)))`)
    params.terms = JSON.stringify(filter.termSlugs)
  }
  // Dates compare as instants: a bare date is its midnight UTC, and dateTo takes the whole day when bare.
  if (filter.dateFrom) {
    where.push('p.published_at >= @from')
    params.from = new Date(Date.parse(filter.dateFrom)).toISOString()
  }
  if (filter.dateTo) {
    where.push('p.published_at <= @to')
    const bare = /^\d{4}-\d{2}-\d{2}$/.test(filter.dateTo)
    params.to = new Date(Date.parse(filter.dateTo) + (bare ? 86_399_999 : 0)).toISOString()
  }
  // Without a sort the newest published post comes first, as the news list shows them.
  const { param, order } = sort ?? { param: 'published_at', order: 'desc' }
  const column = param === 'title' ? 't.title' : param === 'id' ? 'p.id' : 'p.published_at'
  return all<{ id: number }>(
    db,
    `SELECT p.id FROM posts p JOIN post_types pt ON pt.id = p.post_type_id
       JOIN post_translations t ON t.post_id = p.id AND t.language = @language
      WHERE ${where.join(' AND ')} ORDER BY ${column} ${order === 'asc' ? 'ASC' : 'DESC'}, p.id ASC`,
    params,
  ).map((row) => row.id)
}

/**
 * Finds a published post by slug: in `language` first; else a translation in the other language, answered by its
 * group's translation in `language` when there is one; else the group named `slug` (slugMain), likewise.
 */
export function findPostId(db: Database.Database, slug: string, language: ContentLanguage): number | undefined {
  const found = one<{ id: number; language: ContentLanguage; translation_group: string }>(
    db,
    `SELECT t.post_id AS id, t.language, t.translation_group FROM post_translations t JOIN posts p ON p.id = t.post_id
      WHERE t.slug = ? AND p.status = 'published' ORDER BY t.language = ? DESC LIMIT 1`,
    slug,
    language,
  )
  if (found?.language === language) return found.id
  const group = found?.translation_group ?? slug
  const inGroup = one<{ id: number }>(
    db,
    `SELECT t.post_id AS id FROM post_translations t JOIN posts p ON p.id = t.post_id
      WHERE t.translation_group = ? AND p.status = 'published' ORDER BY t.language = ? DESC LIMIT 1`,
    group,
    language,
  )?.id
  return inGroup ?? found?.id
}

/**
 * Posts of `ids` in that order, in the content language of `language` (en and de read hr); `full` adds the HTML body.
 * In en and de a post with a title of its own in that language (the seeded pages: migration 10) shows it.
 */
export function readPosts(db: Database.Database, ids: readonly number[], language: RequestLanguage, apiKeyId: number, full: boolean): PostJson[] {
  if (ids.length === 0) return []
  const params = { language: contentLanguageOf(language), ids: JSON.stringify(ids) }
  const rows = new Map(all<PostRow>(db, `${POST_SELECT} WHERE p.id IN (SELECT value FROM json_each(@ids))`, params).map((row) => [row.id, row]))
  // The slugs of each answered translation's group; a draft translation of another post is no page to link to yet.
  const slugs = all<{ post_id: number; language: ContentLanguage; slug: string }>(
    db,
    `SELECT t.post_id, m.language, m.slug FROM post_translations t
       JOIN post_translations m ON m.translation_group = t.translation_group JOIN posts mp ON mp.id = m.post_id
      WHERE t.language = @language AND t.post_id IN (SELECT value FROM json_each(@ids)) AND (mp.status = 'published' OR m.post_id = t.post_id)`,
    params,
  )
  const terms = all<{ post_id: number; id: number; taxonomy: 'category' | 'tag'; title: string; slug: string }>(
    db,
    `SELECT ptm.post_id, tm.id, tm.taxonomy, t.title, t.slug FROM post_terms ptm
       JOIN terms tm ON tm.id = ptm.term_id JOIN term_translations t ON t.term_id = tm.id AND t.language = @language
      WHERE ptm.post_id IN (SELECT value FROM json_each(@ids)) ORDER BY tm.position, tm.id`,
    params,
  )
  const titles = ownTitles(db, ids, language)
  const media = loadMedia(
    db,
    [...rows.values()].map((row) => row.media_id),
    apiKeyId,
  )
  return ids.flatMap((id) => {
    const found = rows.get(id)
    if (!found) return []
    const title = titles.get(id)
    const row = title ? { ...found, ...title } : found
    const own = terms.filter((term) => term.post_id === id)
    const ref = (term: (typeof own)[number]): PostTermRef => ({ id: term.id, title: term.title, slug: term.slug })
    const post: PostJson = {
      id: row.id,
      postType: row.post_type,
      title: row.title,
      slug: row.slug,
      slugMain: row.slug_main,
      slugs: Object.fromEntries(slugs.filter((s) => s.post_id === id).map((s) => [s.language, s.slug])) as Record<ContentLanguage, string>,
      excerpt: row.excerpt,
      media: row.media_id === null ? null : (media.get(row.media_id) ?? null),
      author: row.author,
      allowComments: row.allow_comments === 1,
      publishedAt: row.published_at,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
      metaTitle: row.meta_title,
      metaDescription: row.meta_description,
      terms: { categories: own.filter((t) => t.taxonomy === 'category').map(ref), tags: own.filter((t) => t.taxonomy === 'tag').map(ref) },
    }
    if (full) post.body = row.body
    return [post]
  })
}

// The titles of `ids` in a request language that is not their content language (en, de), by post id.
function ownTitles(db: Database.Database, ids: readonly number[], language: RequestLanguage): Map<number, { title: string; meta_title: string }> {
  if (language === contentLanguageOf(language)) return new Map()
  const rows = all<{ post_id: number; title: string; meta_title: string }>(
    db,
    'SELECT post_id, title, meta_title FROM post_title_translations WHERE language = ? AND post_id IN (SELECT value FROM json_each(?))',
    language,
    JSON.stringify(ids),
  )
  return new Map(rows.map(({ post_id, ...title }) => [post_id, title]))
}
