import { buildMediaUrl, type ImageFormat, type MediaSize } from '@vitrina/sdk'

/** The parts of the category's media object (docs/contract.md; the SDK leaves it open) that a URL needs. */
function readMedia(media: unknown): { id: string | number; slug?: string; hash?: string } | undefined {
  if (typeof media !== 'object' || media === null) return undefined
  const { id, slug, hash } = media as { id?: unknown; slug?: unknown; hash?: unknown }
  if (typeof id !== 'string' && typeof id !== 'number') return undefined
  return { id, slug: typeof slug === 'string' ? slug : undefined, hash: typeof hash === 'string' && hash !== '' ? hash : undefined }
}

export interface CategoryImage {
  sources: Array<{ type: string; srcSet: string }>
  src: string
}

/** Image URLs of a category tile in modern formats first, or null when the category has no image. */
export function categoryImage(
  media: unknown,
  base: { mediaBaseUrl: string; apiKeyId: string | number; slug: string },
  size: MediaSize = 'Medium',
): CategoryImage | null {
  const found = readMedia(media)
  if (!found) return null
  const slug = found.slug || base.slug
  const url = (ext: ImageFormat) =>
    buildMediaUrl(base.mediaBaseUrl, { apiKeyId: base.apiKeyId, id: found.id, size, slug, ext, ...(found.hash ? { hash: found.hash } : {}) })
  return {
    sources: [
      { type: 'image/avif', srcSet: url('avif') },
      { type: 'image/webp', srcSet: url('webp') },
    ],
    src: url('jpeg'),
  }
}
