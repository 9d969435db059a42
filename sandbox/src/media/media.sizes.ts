/** The named image sizes of the media URL, with their pixel boxes (images are cropped to cover them). */
export const MEDIA_SIZES = {
  Thumbnail: { width: 50, height: 50 },
  Small: { width: 320, height: 240 },
  Medium: { width: 720, height: 576 },
  Large: { width: 1280, height: 720 },
} as const

/** A named size. */
export type MediaSizeName = keyof typeof MEDIA_SIZES

/** The output formats, with their content types (`jpg` is an alias of `jpeg`). */
export const IMAGE_FORMATS = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
} as const

/** An output format. */
export type ImageFormat = keyof typeof IMAGE_FORMATS

/**
 * Reads the size segment of a media URL: a size name, the same with a `Size` suffix (the direct-bucket
 * form), or `original`. Returns undefined for anything else.
 */
export function parseMediaSize(segment: string): MediaSizeName | 'original' | undefined {
  if (segment === 'original') return 'original'
  const name = segment.endsWith('Size') ? segment.slice(0, -'Size'.length) : segment
  return name in MEDIA_SIZES ? (name as MediaSizeName) : undefined
}

/** Reads the extension of a media URL; undefined for an unknown format. */
export function parseImageFormat(extension: string): ImageFormat | undefined {
  const ext = extension.toLowerCase()
  if (ext === 'jpg') return 'jpeg'
  return ext in IMAGE_FORMATS ? (ext as ImageFormat) : undefined
}

/** The media options of the site config (`value` as `widthxheight`), as the back-office reads them. */
export function mediaOptions(): Array<{ id: number; key: MediaSizeName; value: string; autoResize: boolean; x: number; y: number }> {
  return (Object.keys(MEDIA_SIZES) as MediaSizeName[]).map((key, index) => {
    const { width, height } = MEDIA_SIZES[key]
    return { id: index + 1, key, value: `${width}x${height}`, autoResize: true, x: width, y: height }
  })
}
