import { useStorefront } from '@vitrina/react'
import { IMAGE_FORMATS, type ImageFormat, type MediaSize, type Storefront } from '@vitrina/sdk'
import { useEffect, useRef, useState, type ReactNode } from 'react'

/**
 * The pixel box of each named size (back-office spec §9: "Thumbnail 50x50, Small 320x240, Medium 720x576
 * (default), Large 1280x720"); the media server crops to cover it. The SDK names the sizes but not their boxes.
 */
export const MEDIA_SIZE_BOXES: Readonly<Record<MediaSize, { width: number; height: number }>> = {
  Thumbnail: { width: 50, height: 50 },
  Small: { width: 320, height: 240 },
  Medium: { width: 720, height: 576 },
  Large: { width: 1280, height: 720 },
}

/** The modern formats offered as `<source>`s, most compact first; the `<img>` itself is the JPEG every browser reads. */
const SOURCE_FORMATS = IMAGE_FORMATS.filter((format) => format === 'avif' || format === 'webp')
const SOURCE_TYPES: Record<ImageFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg', png: 'image/png' }

/**
 * How an image loads: `priority` for the page's largest image in the first screen (its LCP: fetched first, never
 * lazy), `eager` for other images in the first screen, `lazy` for everything below the fold (the default).
 */
export type ImageLoading = 'priority' | 'eager' | 'lazy'

/** The parts of a media item (product image, post image, category image) that its URLs need. */
export interface MediaImageItem {
  id: number | string
  slug?: string | null
  hash?: string | null
  alt?: string | null
}

export interface MediaImageProps {
  /** The item to show; none shows `fallback`. */
  media: MediaImageItem | null | undefined
  /** The alternative text when the item has none of its own ('' for a decorative image). */
  alt: string
  /** The named sizes offered to the browser, which picks by the rendered width (`srcset` with `w` descriptors). */
  renditions: readonly MediaSize[]
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string
  /** The box the image is drawn in, as its `width` and `height` attributes: the browser reserves the space before it loads. */
  width: number
  height: number
  loading?: ImageLoading
  /** Classes of the `<img>`; they should fix its aspect ratio (`aspect-square`, `size-16`), as renditions differ in shape. */
  className?: string
  /** Shown instead when there is no item, no media address, or the image fails to load. */
  fallback: ReactNode
}

/**
 * A media image in AVIF and WebP (`<picture>` sources) with a JPEG fallback, each in several sizes for the
 * browser to choose from, sized so nothing shifts while it loads; a missing or broken image shows `fallback`.
 */
export function MediaImage({ media, alt, renditions, sizes, width, height, loading = 'lazy', className = '', fallback }: MediaImageProps) {
  const shop = useStorefront()
  const [broken, setBroken] = useState(false)
  const imgRef = useRef<HTMLImageElement>(null)
  const mediaId = media?.id

  // biome-ignore lint/correctness/useExhaustiveDependencies: mediaId is the trigger: another image clears the broken mark
  useEffect(() => {
    setBroken(false)
    // An image that failed before hydration fired its error event before React listened: check it once.
    const img = imgRef.current
    if (img?.complete && img.naturalWidth === 0) setBroken(true)
  }, [mediaId])

  if (!media || broken || renditions.length === 0) return fallback
  const srcSet = (ext: ImageFormat) => {
    try {
      return renditions.map((size) => `${mediaUrl(shop, media, alt, size, ext)} ${MEDIA_SIZE_BOXES[size].width}w`).join(', ')
    } catch {
      // No API key id known, so no media address: the fallback rather than a broken page.
      return undefined
    }
  }
  const jpegSrcSet = srcSet('jpeg')
  if (!jpegSrcSet) return fallback
  const largest = renditions[renditions.length - 1]!
  return (
    <picture>
      {SOURCE_FORMATS.map((format) => (
        <source key={format} type={SOURCE_TYPES[format]} srcSet={srcSet(format)} sizes={sizes} />
      ))}
      <img
        ref={imgRef}
        src={mediaUrl(shop, media, alt, largest, 'jpeg')}
        srcSet={jpegSrcSet}
        sizes={sizes}
        alt={media.alt || alt}
        width={width}
        height={height}
        loading={loading === 'lazy' ? 'lazy' : undefined}
        // The LCP image is decoded with the page's first paint; every other one off the main thread.
        decoding={loading === 'priority' ? undefined : 'async'}
        fetchPriority={loading === 'priority' ? 'high' : undefined}
        onError={() => setBroken(true)}
        className={className}
      />
    </picture>
  )
}

function mediaUrl(shop: Pick<Storefront, 'mediaUrl'>, media: MediaImageItem, alt: string, size: MediaSize, ext: ImageFormat): string {
  return shop.mediaUrl({ id: media.id, slug: media.slug || alt || 'media', size, ext, ...(media.hash ? { hash: media.hash } : {}) })
}
