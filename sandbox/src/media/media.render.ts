import sharp, { type Sharp } from 'sharp'
import { artworkSvg, type ArtworkRecipe } from './media.artwork'
import type { RenderedImage } from './media.cache'
import type { MediaRow } from './media.json'
import { IMAGE_FORMATS, type ImageFormat } from './media.sizes'

/** Renders a media row into `format`, cropped to cover `box`, or at its own size when `box` is undefined. */
export async function renderMedia(
  row: Pick<MediaRow, 'kind' | 'artwork' | 'bytes' | 'width' | 'height' | 'extension'>,
  format: ImageFormat,
  box: { width: number; height: number } | undefined,
): Promise<RenderedImage> {
  const contentType = IMAGE_FORMATS[format]
  // An uploaded original asked for in its own format is served as stored, byte for byte.
  if (row.kind === 'upload' && !box && row.bytes && normalise(row.extension) === format) {
    return { bytes: row.bytes, contentType }
  }
  const source = row.kind === 'artwork' ? Buffer.from(artworkSvg(JSON.parse(row.artwork ?? '{}') as ArtworkRecipe)) : row.bytes
  if (!source) throw new Error('Media row has no source.')
  // A vector source is rasterised at the density the target needs, so a Large rendering is drawn, not upscaled.
  const scale = box ? Math.max(box.width / row.width, box.height / row.height) : 1
  let image = row.kind === 'artwork' ? sharp(source, { density: 72 * Math.max(1, scale) }) : sharp(source)
  image = box ? image.resize(box.width, box.height, { fit: 'cover' }) : image.resize(row.width, row.height, { fit: 'fill' })
  const bytes = await encode(image, format).toBuffer()
  return { bytes, contentType }
}

function encode(image: Sharp, format: ImageFormat): Sharp {
  switch (format) {
    // AVIF at the default effort takes about half a second per image; effort 2 is ten times faster.
    case 'avif':
      return image.avif({ quality: 55, effort: 2 })
    case 'webp':
      return image.webp({ quality: 80 })
    case 'jpeg':
      return image.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true })
    case 'png':
      return image.png({ compressionLevel: 6 })
  }
}

function normalise(extension: string): string {
  const ext = extension.toLowerCase()
  return ext === 'jpg' ? 'jpeg' : ext
}
