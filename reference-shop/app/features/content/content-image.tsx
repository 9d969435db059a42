import { useStorefront } from '@vitrina/react'
import type { MediaItem } from '@vitrina/sdk'
import { useState } from 'react'
import { ImagePlaceholder } from '../catalog/product-image'

/** A post's main image from the media host (`shop.mediaUrl`); none or a broken one shows the placeholder. */
export function ContentImage({ media, alt, width, height, size = 'Large', eager = false, className = '' }: {
  media: MediaItem | null | undefined
  alt: string
  width: number
  height: number
  size?: 'Small' | 'Medium' | 'Large'
  eager?: boolean
  className?: string
}) {
  const shop = useStorefront()
  const [broken, setBroken] = useState(false)
  if (!media || broken) return <ImagePlaceholder width={width} height={height} className={className} />
  const src = shop.mediaUrl({ id: media.id, slug: media.slug ?? alt, size, ext: 'jpeg', ...(media.hash ? { hash: media.hash } : {}) })
  return (
    <img
      src={src}
      alt={media.alt || alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      onError={() => setBroken(true)}
      className={`object-cover ${className}`}
    />
  )
}
