/**
 * An image as the backend embeds it in categories, products, posts and events (the contract's media object).
 *
 * @remarks
 * Only `id` is checked when parsing; the other fields are passed through as the backend sends them. Build a
 * URL for a size with `shop.mediaUrl({ id, slug, size, ext })`.
 */
export interface MediaItem {
  /** The media id, used in media URLs. */
  id: number | string
  /** The title, for people. */
  title?: string
  /** The alternative text for the `img` tag. */
  alt?: string
  /** A readable name, used in media URLs. */
  slug?: string
  /** The original's path under the media origin (`/media/7/1/original/kolica.png`). */
  path?: string
  /** The MIME type of the original. */
  mime?: string
  /** The file extension of the original. */
  extension?: string
  /** The content hash, appended to URLs so a changed image gets a new URL. */
  hash?: string
  /** The original's width in pixels. */
  width?: number | null
  /** The original's height in pixels. */
  height?: number | null
}
