import type { MediaItem, MediaSize } from '@vitrina/sdk'
import { ImagePlaceholder } from '../media/image-placeholder'
import { MediaImage, type ImageLoading } from '../media/media-image'

/** How wide a post's or event's main image is drawn: the text column, at most 768 px (`max-w-3xl`). */
const ARTICLE_IMAGE_SIZES = '(min-width: 832px) 768px, 92vw'

interface ContentImageProps {
  media: MediaItem | null | undefined
  alt: string
  /** The box in CSS pixels, also the placeholder's shape. */
  width: number
  height: number
  /** The sizes offered, smallest first. */
  renditions?: readonly MediaSize[]
  /** How wide the image is drawn per viewport. */
  sizes: string
  loading?: ImageLoading
  className?: string
}

/** The main image of a post or an event under its header: 16:9 in the text column, the page's largest paint. */
export function ArticleImage({ media, alt }: { media: MediaItem; alt: string }) {
  return (
    <ContentImage
      media={media}
      alt={alt}
      width={960}
      height={540}
      sizes={ARTICLE_IMAGE_SIZES}
      loading="priority"
      className="mt-6 aspect-video w-full max-w-3xl rounded-3xl"
    />
  )
}

/** A post's, event's or branch's image, filling its box (`object-cover`); none or a broken one shows the placeholder. */
export function ContentImage({ media, alt, width, height, renditions = ['Medium', 'Large'], sizes, loading = 'lazy', className = '' }: ContentImageProps) {
  return (
    <MediaImage
      media={media}
      alt={alt}
      renditions={renditions}
      sizes={sizes}
      width={width}
      height={height}
      loading={loading}
      className={`object-cover ${className}`}
      fallback={<ImagePlaceholder width={width} height={height} className={className} />}
    />
  )
}
