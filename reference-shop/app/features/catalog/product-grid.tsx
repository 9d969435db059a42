import type { ProductSummary } from '@vitrina/sdk'
import type { ImageLoading } from '../media/media-image'
import { ProductCard } from './product-card'

/** Cards in the first screen of a listing: the first row on a wide screen, two rows on a phone. */
const FIRST_SCREEN_CARDS = 4

/**
 * Product cards in a responsive grid (2 columns on phones up to 4 on wide screens). A grid that is the page's
 * main content (`aboveFold`) loads its first cards at once and its first image first, as the page's largest
 * paint; any other grid (related products under a product) loads its images as they scroll into view.
 */
export function ProductGrid({ products, busy = false, aboveFold = false }: { products: ProductSummary[]; busy?: boolean; aboveFold?: boolean }) {
  return (
    <ul aria-busy={busy} className={`grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4 ${busy ? 'opacity-60 transition-opacity' : ''}`}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} imageLoading={aboveFold ? imageLoadingAt(index) : 'lazy'} />
        </li>
      ))}
    </ul>
  )
}

function imageLoadingAt(index: number): ImageLoading {
  if (index === 0) return 'priority'
  return index < FIRST_SCREEN_CARDS ? 'eager' : 'lazy'
}
