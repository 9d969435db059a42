import type Database from 'better-sqlite3'
import { all, one } from '../db/db.statements'
import type { ContentLanguage } from '../http/http.language'
import type { MediaJson } from '../media/media.json'
import { loadMedia } from '../media/media.load'

/** A blog term: a category (`/objave/{slug}`) or a tag. */
export interface TermJson {
  id: number
  taxonomy: 'category' | 'tag'
  title: string
  slug: string
  /** The language-independent key of the term (its hr slug): links between translations use it. */
  slugMain: string
  slugs: Record<ContentLanguage, string>
  description: string
  media: MediaJson | null
  parentId: number | null
  position: number
  /** Published posts with this term. */
  postCount: number
}

interface TermRow {
  id: number
  taxonomy: 'category' | 'tag'
  parent_id: number | null
  media_id: number | null
  position: number
  title: string
  slug: string
  description: string
  slug_hr: string
  slug_sl: string | null
  post_count: number
}

const TERM_SELECT = `SELECT tm.id, tm.taxonomy, tm.parent_id, tm.media_id, tm.position, t.title, t.slug, t.description,
       th.slug AS slug_hr, ts.slug AS slug_sl,
       (SELECT count(*) FROM post_terms ptm JOIN posts p ON p.id = ptm.post_id WHERE ptm.term_id = tm.id AND p.status = 'published') AS post_count
  FROM terms tm
  JOIN term_translations t ON t.term_id = tm.id AND t.language = @language
  JOIN term_translations th ON th.term_id = tm.id AND th.language = 'hr'
  LEFT JOIN term_translations ts ON ts.term_id = tm.id AND ts.language = 'sl'`

/** Every term in `language`, by position (categories first, as seeded). */
export function readTerms(db: Database.Database, language: ContentLanguage, apiKeyId: number): TermJson[] {
  const rows = all<TermRow>(db, `${TERM_SELECT} ORDER BY tm.position, tm.id`, { language })
  const media = loadMedia(
    db,
    rows.map((row) => row.media_id),
    apiKeyId,
  )
  return rows.map((row) => termJson(row, media))
}

/** One term by id, or undefined. */
export function readTerm(db: Database.Database, id: number, language: ContentLanguage, apiKeyId: number): TermJson | undefined {
  const row = one<TermRow>(db, `${TERM_SELECT} WHERE tm.id = @id`, { language, id })
  return row ? termJson(row, loadMedia(db, [row.media_id], apiKeyId)) : undefined
}

/** Finds a term by slug: in `language` first, then in any language (the hr slug is the slugMain). */
export function findTermId(db: Database.Database, slug: string, language: ContentLanguage): number | undefined {
  return one<{ id: number }>(db, 'SELECT term_id AS id FROM term_translations WHERE slug = ? ORDER BY language = ? DESC LIMIT 1', slug, language)?.id
}

function termJson(row: TermRow, media: Map<number, MediaJson>): TermJson {
  return {
    id: row.id,
    taxonomy: row.taxonomy,
    title: row.title,
    slug: row.slug,
    slugMain: row.slug_hr,
    slugs: { hr: row.slug_hr, sl: row.slug_sl ?? row.slug_hr },
    description: row.description,
    media: row.media_id === null ? null : (media.get(row.media_id) ?? null),
    parentId: row.parent_id,
    position: row.position,
    postCount: row.post_count,
  }
}
