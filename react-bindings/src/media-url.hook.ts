import type { Storefront } from '@vitrina/sdk'
import { useStorefront } from './storefront.context'

/**
 * Hands through the instance's `mediaUrl`: a media item's URL on the instance's media origin with its API key id
 * (from the options or the detected site configuration).
 *
 * @example
 * ```tsx
 * import { useMediaUrl } from '@vitrina/react'
 * import type { ProductMedia } from '@vitrina/sdk'
 *
 * function Thumbnail({ image }: { image: ProductMedia }) {
 *   const mediaUrl = useMediaUrl()
 *   return <img src={mediaUrl({ id: image.id, slug: image.slug ?? 'slika', size: 'Medium', ext: 'webp' })} alt={image.alt} />
 * }
 * ```
 */
export function useMediaUrl(): Storefront['mediaUrl'] {
  return useStorefront().mediaUrl
}
