import { Trans } from '@lingui/react/macro'
import { discountPercent, isPriceOnRequest, isPurchasable, productImage, type ProductSummary } from '@vitrina/sdk'
import { Link } from 'react-router'
import { usePagePath } from '../routing/use-page-path'
import { WishlistHeart } from '../wishlist/wishlist-heart'
import type { ImageLoading } from '../media/media-image'
import { AddToCartButton } from './add-to-cart-button'
import { PriceEnquiryButton } from './price-enquiry'
import { ProductImage } from './product-image'
import { ProductPrice } from './product-price'
import { ProductTags } from './product-tags'

/** Spec §2: "Product card: image (292x292, placeholder if broken)". */
export const CARD_IMAGE_SIZE = 292

/**
 * How wide a card's image is drawn in a product grid (2 columns on phones, 3 from 640 px, 4 from 1280 px, where
 * the card's own 292 px limit holds), for the browser to pick the smallest rendition that is sharp enough.
 */
export const GRID_IMAGE_SIZES = '(min-width: 1280px) 292px, (min-width: 640px) 30vw, 45vw'

/**
 * A product in a grid: image, discount badge, tags, wishlist heart, name, price and add-to-cart button; an
 * unpurchasable product shows 'Proizvod nedostupan' over the image and a disabled button.
 */
export function ProductCard({
  product,
  imageLoading = 'lazy',
  imageSizes = GRID_IMAGE_SIZES,
}: {
  product: ProductSummary
  imageLoading?: ImageLoading
  /** How wide the image is drawn per viewport (the `sizes` attribute); a grid's by default. */
  imageSizes?: string
}) {
  const pathTo = usePagePath()
  const href = pathTo('product', { slug: product.slug })
  const onRequest = isPriceOnRequest(product)
  const percent = onRequest ? null : discountPercent(product)
  const purchasable = isPurchasable(product)
  const { name } = product

  return (
    <article className="group relative flex h-full flex-col rounded-3xl bg-white p-3 shadow-sm shadow-ink-900/5 ring-1 ring-cream-200">
      <div className="relative mx-auto w-full max-w-[292px]">
        <Link to={href} prefetch="intent" tabIndex={-1} aria-hidden="true" className="block overflow-hidden rounded-2xl bg-cream-50">
          <ProductImage
            media={productImage(product)}
            name={product.name}
            width={CARD_IMAGE_SIZE}
            height={CARD_IMAGE_SIZE}
            sizes={imageSizes}
            loading={imageLoading}
            className="aspect-square w-full"
          />
        </Link>
        {percent !== null && <span className="absolute top-2 left-2 rounded-full bg-rose-600 px-2.5 py-1 text-xs font-extrabold text-white">-{percent}%</span>}
        <ProductTags tags={product.tags} className="absolute bottom-2 left-2" />
        <WishlistHeart product={product} className="absolute top-2 right-2" />
        {!purchasable && (
          <div className="absolute inset-0 grid place-items-center rounded-2xl bg-white/70">
            <span className="rounded-full bg-ink-900 px-3 py-1.5 text-sm font-bold text-white">
              <Trans>Proizvod nedostupan</Trans>
            </span>
          </div>
        )}
      </div>
      <h3 className="mt-3 line-clamp-2 min-h-[2.5rem] text-[15px] leading-5 font-semibold text-ink-900">
        <Link to={href} prefetch="intent" className="hover:text-rose-600">
          {product.name}
        </Link>
      </h3>
      <div className="mt-2 flex-1">
        <ProductPrice product={product} />
      </div>
      {onRequest ? (
        <PriceEnquiryButton
          productName={name}
          className="mt-3 rounded-full border-2 border-rose-600 px-5 py-2 text-center text-sm font-bold text-rose-600 hover:bg-rose-100"
        />
      ) : (
        // Smaller on phones, so the label stays on one line in a two-column grid.
        <AddToCartButton product={product} disabled={!purchasable} className="mt-3 w-full whitespace-nowrap px-2 py-2.5 text-[13px] sm:px-5 sm:text-sm" />
      )}
    </article>
  )
}
