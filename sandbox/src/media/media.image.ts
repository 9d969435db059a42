import { createHash } from 'node:crypto'
import sharp, { type Metadata } from 'sharp'
import { fail } from '../http/http.errors'
import { MEDIA_MESSAGES, unsupportedImageFormat } from './media.messages'

/** What a CMS media record takes from its image's bytes. */
export interface ImageFacts {
  mime: string
  extension: string
  width: number
  height: number
  size: number
  hash: string
}

// Only the formats the media route serves an original in (media.sizes.ts IMAGE_FORMATS): a record's path
// names the original's extension, so an original in any other format would be a link that answers 400.
const SERVED_FORMATS: Record<string, { mime: string; extension: string }> = {
  png: { mime: 'image/png', extension: 'png' },
  jpeg: { mime: 'image/jpeg', extension: 'jpg' },
  webp: { mime: 'image/webp', extension: 'webp' },
  avif: { mime: 'image/avif', extension: 'avif' },
}

/**
 * Reads type and size of an image with sharp: 422 `Not an image.` when sharp cannot read the bytes, 422
 * `Unsupported image format: ...` for a format the media route does not serve.
 */
export async function readImageFacts(bytes: Buffer): Promise<ImageFacts> {
  let metadata: Metadata
  try {
    metadata = await sharp(bytes).metadata()
  } catch {
    return fail(422, MEDIA_MESSAGES.notAnImage)
  }
  // sharp reports AVIF as HEIF with AV1 compression.
  const format = metadata.format === 'heif' && metadata.compression === 'av1' ? 'avif' : metadata.format
  const served = SERVED_FORMATS[format]
  if (!served) fail(422, unsupportedImageFormat(format))
  if (!metadata.width || !metadata.height) fail(422, MEDIA_MESSAGES.notAnImage)
  return {
    ...served,
    width: metadata.width,
    height: metadata.height,
    size: bytes.length,
    hash: createHash('md5').update(bytes).digest('hex'),
  }
}
