import type Database from 'better-sqlite3'
import { all } from '../db/db.statements'
import type { Pagination } from '../http/http.envelope'
import { paginate } from '../http/http.envelope'
import { invalid, optionalSort, optionalString, readPaging } from '../http/http.input'
import { foldText } from '../product/product.search'
import { MEDIA_COLUMNS, mediaRecordJson, type MediaRecordJson, type MediaRendition, type MediaRow } from './media.json'
import { MEDIA_SIZES, parseMediaSize } from './media.sizes'

/** The sort params of the media library (back-office spec §3 "Media sort options: created_at and title"). */
export const MEDIA_SORT_PARAMS = ['created_at', 'title'] as const

/** The format select of the media library; `all` ("Default") keeps each original's own format. */
export const MEDIA_COMPRESSIONS = ['all', 'avif', 'webp', 'jpeg', 'png'] as const

/** What `cms/media/filterStandard` asks for, checked. */
export interface MediaFilter {
  page: number
  limit: number
  /** Folded (lower case, without diacritics); undefined when absent or blank. */
  keywords?: string
  sort: { param: (typeof MEDIA_SORT_PARAMS)[number]; order: 'asc' | 'desc' }
  /** The size segment of each record's path, as sent (`Medium` or `MediumSize`), or `original`. */
  size: string
  compression: (typeof MEDIA_COMPRESSIONS)[number]
}

/** A page of the media library: the spec's `data.data` and `data.pagination`. */
export interface MediaLibraryPage {
  data: MediaRecordJson[]
  pagination: Pagination
}

/** Reads the body of `filterStandard` (spec §9: page size 12; newest first by default). */
export function readMediaFilter(body: Record<string, unknown>): MediaFilter {
  const { page, limit } = readPaging(body, { defaultLimit: 12, maxLimit: 100 })
  const keywords = foldText(optionalString(body.keywords, 'keywords') ?? '')
  const sort = optionalSort(body.sort, MEDIA_SORT_PARAMS) ?? { param: 'created_at', order: 'desc' }
  const size = body.size === undefined || body.size === null || body.size === '' ? 'original' : body.size
  if (typeof size !== 'string' || !parseMediaSize(size)) {
    invalid('size', `size must be one of ${Object.keys(MEDIA_SIZES).join(', ')} (or with a Size suffix), original or "".`)
  }
  const compression = body.compression ?? 'all'
  if (typeof compression !== 'string' || !(MEDIA_COMPRESSIONS as readonly string[]).includes(compression)) {
    invalid('compression', `compression must be one of ${MEDIA_COMPRESSIONS.join(', ')}.`)
  }
  return {
    page,
    limit,
    ...(keywords ? { keywords } : {}),
    sort,
    size,
    compression: compression as MediaFilter['compression'],
  }
}

interface ListedRow {
  id: number
  title: string
  original_name: string
  created_at: string
}

const collator = new Intl.Collator('hr', { sensitivity: 'base', numeric: true })

/**
 * One page of the media library: every CMS media record (seeded and uploaded) whose title or original name
 * holds the keywords (case and diacritics folded: `cokolada` finds `Čokolada`), sorted, ties by id in the same
 * direction. A page past the last is empty and keeps the real pagination.
 */
export function filterMedia(db: Database.Database, filter: MediaFilter, apiKeyId: number): MediaLibraryPage {
  let rows = all<ListedRow>(db, 'SELECT id, title, original_name, created_at FROM media')
  const { keywords } = filter
  if (keywords) rows = rows.filter((row) => foldText(row.title).includes(keywords) || foldText(row.original_name).includes(keywords))
  const direction = filter.sort.order === 'asc' ? 1 : -1
  const byKey =
    filter.sort.param === 'title'
      ? (a: ListedRow, b: ListedRow) => collator.compare(a.title, b.title)
      : (a: ListedRow, b: ListedRow) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : 0)
  rows.sort((a, b) => direction * (byKey(a, b) || a.id - b.id))

  const page = paginate(rows, filter.page, filter.limit)
  const ids = page.records.map((row) => row.id)
  const full = new Map(
    all<Omit<MediaRow, 'artwork' | 'bytes'>>(db, `SELECT ${MEDIA_COLUMNS} FROM media WHERE id IN (SELECT value FROM json_each(?))`, JSON.stringify(ids)).map(
      (row) => [row.id, row],
    ),
  )
  const data = ids.map((id) => {
    const row = full.get(id)!
    const rendition: MediaRendition = { size: filter.size, extension: filter.compression === 'all' ? row.extension : filter.compression }
    return mediaRecordJson(row, apiKeyId, rendition)
  })
  return { data, pagination: page.pagination }
}
