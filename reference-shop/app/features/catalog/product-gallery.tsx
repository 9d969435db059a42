import { useLingui } from '@lingui/react/macro'
import type { ProductMedia } from '@vitrina/sdk'
import { useState } from 'react'
import { ProductImage } from './product-image'

/** The product page's images: the main image and a row of thumbnails that choose it. */
export function ProductGallery({ media, name }: { media: readonly ProductMedia[]; name: string }) {
  const { t } = useLingui()
  const first = Math.max(0, media.findIndex((item) => item.default === true))
  const [current, setCurrent] = useState(first)
  const shown = media[current] ?? null
  return (
    <div>
      <div className="overflow-hidden rounded-3xl bg-white ring-1 ring-cream-200">
        <ProductImage media={shown} name={name} width={1280} height={720} size="Large" eager className="aspect-video w-full" />
      </div>
      {media.length > 1 && (
        <ul className="mt-3 flex gap-2 overflow-x-auto">
          {media.map((item, index) => {
            const number = index + 1
            return (
              <li key={item.id}>
                <button
                  type="button"
                  aria-label={t`Slika ${number}`}
                  aria-current={index === current ? 'true' : undefined}
                  onClick={() => setCurrent(index)}
                  className={`block size-20 overflow-hidden rounded-xl bg-white ring-2 ${index === current ? 'ring-rose-600' : 'ring-cream-200'}`}
                >
                  <ProductImage media={item} name={name} width={80} height={80} size="Small" className="size-full" />
                </button>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
