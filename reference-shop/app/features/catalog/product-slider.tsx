import { useLingui } from '@lingui/react/macro'
import type { ProductSummary } from '@vitrina/sdk'
import { useMemo } from 'react'
import { Link } from 'react-router'
import { ProductCard } from './product-card'
import { useCarousel } from './use-carousel'

/**
 * Spec §9: "Slider breakpoints show 1.5, 2.3, 3, 4, 5 slides", over the layout breakpoints: 1.5 below 525 px,
 * 2.3 from 525 (`sm`), 3 from 768 (`tablet`), 4 from 1024 (`lg`) and 5 from 1280 px (`xl`). The gap is the
 * slide's left padding (the track pulls back by as much), so the widths add up to exactly the viewport.
 */
export const SLIDE_CLASS = 'min-w-0 shrink-0 grow-0 basis-[66.6667%] pl-3 sm:basis-[43.4783%] sm:pl-4 tablet:basis-1/3 lg:basis-1/4 xl:basis-1/5'

/** How wide a slide's image is drawn at those breakpoints (the card's own 292 px limit from 1024 px). */
const SLIDE_IMAGE_SIZES = '(min-width: 1024px) 292px, (min-width: 768px) 33vw, (min-width: 525px) 43vw, 66vw'

interface ProductSliderProps {
  /** The id of the heading, which names the section. */
  headingId: string
  title: string
  products: ProductSummary[]
  /** The link beside the heading to the whole list ('Pogledaj ponudu'). */
  offer?: { href: string; label: string }
  className?: string
}

/** Product cards in a carousel with previous and next buttons; nothing when there are no products. */
export function ProductSlider({ headingId, title, products, offer, className = '' }: ProductSliderProps) {
  const { t } = useLingui()
  const carousel = useCarousel()
  // The same elements on every render: the carousel's own state (its start, the buttons' edges) re-renders the
  // slider three times once the page is interactive, and the cards need none of it.
  const slides = useMemo(
    () =>
      products.map((product) => (
        <li key={product.id} className={SLIDE_CLASS}>
          <ProductCard product={product} imageSizes={SLIDE_IMAGE_SIZES} />
        </li>
      )),
    [products],
  )
  if (products.length === 0) return null
  const arrow =
    'grid size-10 place-items-center rounded-full bg-white ring-1 ring-cream-200 hover:text-rose-600 disabled:cursor-default disabled:opacity-40 disabled:hover:text-current'
  return (
    <section aria-labelledby={headingId} className={className} {...carousel.startOn}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={headingId} className="text-xl font-extrabold text-ink-900 sm:text-2xl">
          {title}
        </h2>
        <div className="flex items-center gap-2">
          {offer && (
            <Link to={offer.href} className="mr-2 text-sm font-bold text-rose-600 underline-offset-2 hover:underline">
              {offer.label}
            </Link>
          )}
          <button type="button" aria-label={t`Prethodni proizvodi`} disabled={!carousel.canPrevious} onClick={carousel.previous} className={arrow}>
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" aria-label={t`Sljedeći proizvodi`} disabled={!carousel.canNext} onClick={carousel.next} className={arrow}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      </div>
      <div ref={carousel.viewportRef} className="mt-5 overflow-hidden">
        <ul className="-ml-3 flex touch-pan-y py-1 sm:-ml-4" aria-label={title}>
          {slides}
        </ul>
      </div>
    </section>
  )
}
