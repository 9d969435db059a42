import type { ProductSummary } from '@vitrina/sdk'
import { ProductCard } from './product-card'

/** Product cards in a responsive grid (2 columns on phones up to 4 on wide screens). */
export function ProductGrid({ products, busy = false }: { products: ProductSummary[]; busy?: boolean }) {
  return (
    <ul aria-busy={busy} className={`grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4 ${busy ? 'opacity-60 transition-opacity' : ''}`}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} eager={index < 4} />
        </li>
      ))}
    </ul>
  )
}
