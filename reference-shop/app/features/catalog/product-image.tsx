import { useLingui } from '@lingui/react/macro'
import { useStorefront } from '@vitrina/react'
import type { ProductMedia } from '@vitrina/sdk'
import { useEffect, useRef, useState } from 'react'

interface ProductImageProps {
  media: ProductMedia | null
  /** The product's name, the image's alternative text. */
  name: string
  /** The box in CSS pixels (spec: cards are 292x292). */
  width: number
  height: number
  size?: 'Small' | 'Medium' | 'Large'
  eager?: boolean
  className?: string
}

/** A product image in WebP (JPEG fallback); a missing or broken image shows the placeholder instead. */
export function ProductImage({ media, name, width, height, size = 'Medium', eager = false, className = '' }: ProductImageProps) {
  const shop = useStorefront()
  const [broken, setBroken] = useState(false)
  const imgRef = useRef<HTMLImageElement>(null)

  useEffect(() => {
    setBroken(false)
    // An image that failed before hydration fired its error event before React listened: check it once.
    const img = imgRef.current
    if (img?.complete && img.naturalWidth === 0) setBroken(true)
  }, [media?.id])

  if (!media || broken) return <ImagePlaceholder width={width} height={height} className={className} />
  const input = { id: media.id, slug: media.slug ?? name, size, ...(media.hash ? { hash: media.hash } : {}) }
  return (
    <picture>
      <source type="image/webp" srcSet={shop.mediaUrl({ ...input, ext: 'webp' })} />
      <img
        ref={imgRef}
        src={shop.mediaUrl({ ...input, ext: 'jpeg' })}
        alt={media.alt || name}
        width={width}
        height={height}
        loading={eager ? 'eager' : 'lazy'}
        onError={() => setBroken(true)}
        className={`object-contain ${className}`}
      />
    </picture>
  )
}

/** The image placeholder: a soft tile with a picture outline. */
export function ImagePlaceholder({ width, height, className = '' }: { width: number; height: number; className?: string }) {
  const { t } = useLingui()
  return (
    <div role="img" aria-label={t`Slika nije dostupna`} style={{ aspectRatio: `${width} / ${height}` }} className={`grid place-items-center bg-cream-100 text-ink-400 ${className}`} data-testid="image-placeholder">
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" className="size-12" aria-hidden="true">
        <rect x="3" y="4" width="18" height="16" rx="2" />
        <circle cx="9" cy="10" r="2" />
        <path d="m21 17-5-5-9 8" />
      </svg>
    </div>
  )
}
