import { Trans, useLingui } from '@lingui/react/macro'
import type { ProductSummary } from '@vitrina/sdk'
import { useRef } from 'react'
import { Link } from 'react-router'
import { ProductCard } from './product-card'

interface FeaturedSliderProps {
  products: ProductSummary[]
  /** 'Pogledaj ponudu': the category with `featured=1`. */
  offerHref: string
}

/**
 * 'Najpopularniji proizvodi u kategoriji': the category's featured products in a row that scrolls sideways,
 * 1.5, 2.3, 3, 4 and 5 cards wide as the screen grows (spec §9), with previous and next buttons.
 */
export function FeaturedSlider({ products, offerHref }: FeaturedSliderProps) {
  const { t } = useLingui()
  const track = useRef<HTMLUListElement>(null)
  if (products.length === 0) return null
  const scroll = (direction: 1 | -1) => track.current?.scrollBy({ left: direction * track.current.clientWidth * 0.8, behavior: 'smooth' })
  return (
    <section aria-labelledby="featured-title" className="mt-14">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="featured-title" className="text-xl font-extrabold text-ink-900 sm:text-2xl">
          <Trans>Najpopularniji proizvodi u kategoriji</Trans>
        </h2>
        <div className="flex items-center gap-2">
          <Link to={offerHref} className="mr-2 text-sm font-bold text-rose-600 underline-offset-2 hover:underline">
            <Trans>Pogledaj ponudu</Trans>
          </Link>
          <button type="button" aria-label={t`Prethodni proizvodi`} onClick={() => scroll(-1)} className="grid size-10 place-items-center rounded-full bg-white ring-1 ring-cream-200 hover:text-rose-600">
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" aria-label={t`Sljedeći proizvodi`} onClick={() => scroll(1)} className="grid size-10 place-items-center rounded-full bg-white ring-1 ring-cream-200 hover:text-rose-600">
            <span aria-hidden="true">›</span>
          </button>
        </div>
      </div>
      <ul ref={track} className="mt-5 flex snap-x snap-mandatory gap-3 overflow-x-auto pb-3 sm:gap-4">
        {products.map((product) => (
          <li key={product.id} className="w-[calc((100%-0.75rem)/1.5)] shrink-0 snap-start sm:w-[calc((100%-2rem)/2.3)] md:w-[calc((100%-2rem)/3)] lg:w-[calc((100%-3rem)/4)] xl:w-[calc((100%-4rem)/5)]">
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  )
}
