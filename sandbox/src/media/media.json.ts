/** A media row as the routes read it. */
export interface MediaRow {
  id: number
  drive_id: number | null
  kind: 'artwork' | 'upload'
  title: string
  description: string
  alt: string
  slug: string
  original_name: string
  mime: string
  extension: string
  width: number
  height: number
  size: number | null
  hash: string
  access: string
  artwork: string | null
  bytes: Buffer | null
  created_at: string
}

/** The media object every answer embeds (product media, category media, logos). */
export interface MediaJson {
  id: number
  driveId: number | null
  title: string
  description: string
  alt: string
  slug: string
  path: string
  mime: string
  extension: string
  hash: string
  access: string
  size: number | null
  width: number
  height: number
  originalName: string
  usePublicPath: boolean
}

/** Columns to select for {@link mediaJson}, without the image bytes. */
export const MEDIA_COLUMNS = 'id, drive_id, kind, title, description, alt, slug, original_name, mime, extension, width, height, size, hash, access, created_at'

/** The media object of a row; `path` is the original under the media base URL. */
export function mediaJson(row: Omit<MediaRow, 'artwork' | 'bytes'>, apiKeyId: number): MediaJson {
  return {
    id: row.id,
    driveId: row.drive_id,
    title: row.title,
    description: row.description,
    alt: row.alt,
    slug: row.slug,
    path: mediaPath(apiKeyId, row.id, 'original', row.slug, row.extension),
    mime: row.mime,
    extension: row.extension,
    hash: row.hash,
    access: row.access,
    size: row.size,
    width: row.width,
    height: row.height,
    originalName: row.original_name,
    usePublicPath: false,
  }
}

/** The path of a media file: `/media/{apiKeyId}/{id}/{size}/{slug}.{ext}`. */
export function mediaPath(apiKeyId: number, id: number, size: string, slug: string, extension: string): string {
  return `/media/${apiKeyId}/${id}/${size}/${slug}.${extension}`
}

/** The media object of the back-office calls (listing, create, update): with `createdAt`. */
export interface MediaRecordJson extends MediaJson {
  createdAt: string
}

/** Which rendition a back-office record's `path` points at: a size segment and a file extension. */
export interface MediaRendition {
  size: string
  extension: string
}

/** The back-office media object of a row; `path` points at `rendition` (default the original in its format). */
export function mediaRecordJson(row: Omit<MediaRow, 'artwork' | 'bytes'>, apiKeyId: number, rendition?: MediaRendition): MediaRecordJson {
  const json = mediaJson(row, apiKeyId)
  const path = rendition ? mediaPath(apiKeyId, row.id, rendition.size, row.slug, rendition.extension) : json.path
  return { ...json, path, createdAt: row.created_at }
}
