import type { MediaSize, ProductMedia } from '@vitrina/sdk'
import { ImagePlaceholder } from '../media/image-placeholder'
import { MediaImage, type ImageLoading } from '../media/media-image'

interface ProductImageProps {
  media: ProductMedia | null
  /** The product's name, the image's alternative text. */
  name: string
  /** The box in CSS pixels (spec: cards are 292x292), also the placeholder's shape. */
  width: number
  height: number
  /** The sizes offered, smallest first. */
  renditions?: readonly MediaSize[]
  /** How wide the image is drawn per viewport; a fixed box by default. */
  sizes?: string
  loading?: ImageLoading
  className?: string
}

/** A product image, whole inside its box (`object-contain`); a missing or broken image shows the placeholder instead. */
export function ProductImage({
  media,
  name,
  width,
  height,
  renditions = ['Small', 'Medium'],
  sizes = `${width}px`,
  loading = 'lazy',
  className = '',
}: ProductImageProps) {
  return (
    <MediaImage
      media={media}
      alt={name}
      renditions={renditions}
      sizes={sizes}
      width={width}
      height={height}
      loading={loading}
      className={`object-contain ${className}`}
      fallback={<ImagePlaceholder width={width} height={height} className={className} />}
    />
  )
}
