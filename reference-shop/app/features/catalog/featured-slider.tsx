import { useLingui } from '@lingui/react/macro'
import type { ProductSummary } from '@vitrina/sdk'
import { ProductSlider } from './product-slider'

interface FeaturedSliderProps {
  products: ProductSummary[]
  /** 'Pogledaj ponudu': the category with `featured=1`. */
  offerHref: string
}

/** 'Najpopularniji proizvodi u kategoriji': the category's featured products in the shop's product slider. */
export function FeaturedSlider({ products, offerHref }: FeaturedSliderProps) {
  const { t } = useLingui()
  return (
    <ProductSlider
      headingId="featured-title"
      title={t`Najpopularniji proizvodi u kategoriji`}
      products={products}
      offer={{ href: offerHref, label: t`Pogledaj ponudu` }}
      className="mt-14"
    />
  )
}
