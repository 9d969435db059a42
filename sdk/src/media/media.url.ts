/** A named image size: Thumbnail 50x50, Small 320x240, Medium 720x576 (default), Large 1280x720. */
export type MediaSize = 'Thumbnail' | 'Small' | 'Medium' | 'Large'

/** An image format the media server can produce. */
export type ImageFormat = 'avif' | 'webp' | 'jpeg' | 'png'

/** Every image size, smallest first. */
export const MEDIA_SIZES: readonly MediaSize[] = ['Thumbnail', 'Small', 'Medium', 'Large']

/** Every image format, most compact first. */
export const IMAGE_FORMATS: readonly ImageFormat[] = ['avif', 'webp', 'jpeg', 'png']

/** What identifies one rendition of a media item. */
export interface MediaUrlInput {
  /** The API key's id (`apiKeyId` of the site config). */
  apiKeyId: string | number
  /** The media item's id. */
  id: string | number
  /** The size to serve. */
  size: MediaSize
  /** A readable name for people and search engines; the server does not check it. */
  slug: string
  /** The format to serve. */
  ext: ImageFormat
  /** The item's content hash, appended as a last segment so a changed image gets a new URL. */
  hash?: string
  /** Whether public images come straight from the bucket, where sizes are named with a `Size` suffix (`MediumSize`). */
  directBucket?: boolean
}

/**
 * Builds a media URL: `{base}/media/{apiKeyId}/{id}/{size}/{slug}.{ext}[/{hash}]`.
 *
 * @param base - The media server's origin (usually the API URL).
 * @param media - Which item, size and format.
 */
export function buildMediaUrl(base: string, media: MediaUrlInput): string {
  const size = media.directBucket ? `${media.size}Size` : media.size
  const segments = [
    'media',
    String(media.apiKeyId),
    String(media.id),
    size,
    `${media.slug.trim() === '' ? 'media' : media.slug}.${media.ext}`,
    ...(media.hash ? [media.hash] : []),
  ]
  return `${base.replace(/\/+$/, '')}/${segments.map(encodeURIComponent).join('/')}`
}
