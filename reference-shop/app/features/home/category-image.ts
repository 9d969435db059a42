import type { MediaImageItem } from '../media/media-image'

/**
 * The parts of a category's media object (docs/contract.md; the SDK leaves it open) that its image URLs need,
 * or undefined when the category has no usable image.
 */
export function categoryMedia(media: unknown): MediaImageItem | undefined {
  if (typeof media !== 'object' || media === null) return undefined
  const { id, slug, hash } = media as { id?: unknown; slug?: unknown; hash?: unknown }
  if (typeof id !== 'string' && typeof id !== 'number') return undefined
  return { id, slug: typeof slug === 'string' ? slug : undefined, hash: typeof hash === 'string' && hash !== '' ? hash : undefined }
}
