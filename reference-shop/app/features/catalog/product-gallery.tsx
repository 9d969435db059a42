import { useLingui } from '@lingui/react/macro'
import type { ProductMedia } from '@vitrina/sdk'
import { useState } from 'react'
import { ProductImage } from './product-image'

/** How wide the main image is drawn: the page's width on phones, half of it (of at most 1440 px) beside the details. */
const MAIN_IMAGE_SIZES = '(min-width: 1440px) 664px, (min-width: 1024px) 46vw, 92vw'

/** The product page's images: the main image and a row of thumbnails that choose it. */
export function ProductGallery({ media, name }: { media: readonly ProductMedia[]; name: string }) {
  const { t } = useLingui()
  const first = Math.max(
    0,
    media.findIndex((item) => item.default === true),
  )
  const [current, setCurrent] = useState(first)
  const shown = media[current] ?? null
  return (
    <div>
      <div className="overflow-hidden rounded-3xl bg-white ring-1 ring-cream-200">
        <ProductImage
          media={shown}
          name={name}
          width={1280}
          height={720}
          renditions={['Medium', 'Large']}
          sizes={MAIN_IMAGE_SIZES}
          loading="priority"
          className="aspect-video w-full"
        />
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
                  <ProductImage media={item} name={name} width={80} height={80} renditions={['Small']} className="size-full" />
                </button>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
