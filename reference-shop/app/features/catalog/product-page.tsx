import { Trans, useLingui } from '@lingui/react/macro'
import { isPriceOnRequest, isPurchasable, type Product, type ProductSummary } from '@vitrina/sdk'
import { lazy, memo, Suspense, useState } from 'react'
import { Link } from 'react-router'
import { Breadcrumb } from '../layout/breadcrumb'
import { HydratedPart } from '../routing/hydration-parts'
import { usePagePath } from '../routing/use-page-path'
import { AddToCartButton } from './add-to-cart-button'
import { PriceEnquiryButton } from './price-enquiry'
import { ProductGallery } from './product-gallery'
import { ProductPrice } from './product-price'
import { ProductTags } from './product-tags'
import { RatingStars } from './rating-stars'
import type { ProductReviewsData } from './reviews.data'
import { choose, variantOf, VariantPicker } from './variant-picker'

// The related products are at the foot of the page: their cards' code loads after the page's own, and they hydrate
// once it is in (their server HTML shows until then).
const ProductGrid = lazy(() => import('./product-grid').then((module) => ({ default: module.ProductGrid })))
// Below the fold, so not in the page's first load: the server renders the reviews into the HTML as usual, and they
// become interactive when this chunk arrives, right after the page has hydrated.
const ProductReviews = lazy(() => import('./product-reviews').then((module) => ({ default: module.ProductReviews })))

// Few products cannot be bought: their availability form's button (and the form) load with such a product only.
const ProductAvailabilityButton = lazy(() => import('./product-availability'))

/** /product/{slug}: gallery, name, SKU, price, choices, add to cart, description, bundle contents, reviews and related products. */
export const ProductPage = memo(function ProductPage({ product, reviews }: { product: Product; reviews?: ProductReviewsData }) {
  const { t } = useLingui()
  const pathTo = usePagePath()
  const attributes = product.configurableAttributes ?? []
  const variants = product.associatedProducts ?? []
  const configurable = product.format === 'configurable' && attributes.length > 0
  const [chosen, setChosen] = useState<Record<string, number>>({})
  const variant = configurable ? variantOf(attributes, variants, chosen) : null
  // The chosen variant's own price, SKU and stock are what the shopper buys.
  const shown: ProductSummary = variant ?? product
  const onRequest = isPriceOnRequest(product) || isPriceOnRequest(shown)
  const purchasable = isPurchasable(product) && isPurchasable(shown)
  const description = product.description || product.shortDescription || ''
  const related = [...(product.relatedProducts ?? []), ...(product.crossSellProducts ?? [])].filter(
    (item, index, all) => all.findIndex((other) => other.id === item.id) === index,
  )

  // The trail goes through the product's main category (the deepest it is in), or the first one it names.
  const named = product.categories.filter((category) => category.name && category.slug)
  const category = named.find((candidate) => candidate.isMain) ?? named[0]

  return (
    <div className="wrapper py-8 lg:py-10">
      <Breadcrumb title={product.name} steps={category ? [{ title: category.name!, href: pathTo('shop', { slug: category.slug! }) }] : []} />
      <div className="mt-6 grid gap-8 lg:grid-cols-2 lg:gap-12">
        {/* A chosen variant with its own images shows them (its colour); keyed so the gallery starts at its first image. */}
        <ProductGallery
          key={variant?.media?.length ? variant.id : 'product'}
          media={variant?.media?.length ? variant.media : product.media}
          name={shown.name}
        />
        <div className="space-y-5">
          <ProductTags tags={product.tags} />
          <h1 className="font-display text-3xl font-extrabold text-ink-900 sm:text-4xl">{product.name}</h1>
          <p className="text-sm text-ink-500">
            <Trans>Šifra: {shown.sku}</Trans>
          </p>
          <RatingStars rating={product.rating} count={product.ratingCount} />
          <ProductPrice product={shown} size="page" />
          {configurable && (
            <VariantPicker attributes={attributes} variants={variants} chosen={chosen} onChoose={(code, id) => setChosen(choose(variants, chosen, code, id))} />
          )}
          {!purchasable && !onRequest && (
            <div className="space-y-3">
              <p className="font-bold text-ink-900">
                <Trans>Proizvod nedostupan</Trans>
              </p>
              <Suspense fallback={null}>
                <ProductAvailabilityButton productName={product.name} sku={shown.sku} />
              </Suspense>
            </div>
          )}
          {onRequest ? (
            <PriceEnquiryButton
              productName={product.name}
              className="inline-block rounded-full border-2 border-rose-600 px-6 py-3 font-bold text-rose-600 hover:bg-rose-100"
            />
          ) : (
            <div className="space-y-2">
              <AddToCartButton
                product={product}
                options={variant ? { variant: { id: variant.id, format: variant.format } } : {}}
                disabled={!purchasable}
                className="px-8 py-3 text-base"
              />
              {configurable && !variant && (
                <p className="text-sm text-ink-500">
                  <Trans>Odaberite opcije proizvoda prije dodavanja u košaricu.</Trans>
                </p>
              )}
            </div>
          )}
          {product.brand && (
            <p className="text-sm text-ink-600">
              <Trans>Brend: {product.brand.name}</Trans>
            </p>
          )}
        </div>
      </div>
      {description && (
        <section aria-labelledby="product-description" className="mt-12 max-w-3xl">
          <h2 id="product-description" className="text-xl font-extrabold text-ink-900">
            <Trans>Opis proizvoda</Trans>
          </h2>
          <p className="mt-3 whitespace-pre-line text-ink-800">{description}</p>
        </section>
      )}
      {product.format === 'bundle' && (product.bundles ?? []).length > 0 && (
        <section aria-labelledby="bundle-contents" className="mt-12">
          <h2 id="bundle-contents" className="text-xl font-extrabold text-ink-900">
            <Trans>Sadržaj paketa</Trans>
          </h2>
          <ul className="mt-3 divide-y divide-cream-200 rounded-3xl bg-white ring-1 ring-cream-200">
            {(product.bundles ?? []).map((item) => (
              <li key={item.id} className="flex items-center justify-between gap-4 px-5 py-3">
                <Link to={pathTo('product', { slug: item.product.slug })} className="font-semibold text-ink-900 hover:text-rose-600">
                  {item.product.name}
                </Link>
                <span className="text-sm text-ink-500">{t`${item.qty} kom`}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {reviews && (
        <Suspense fallback={null}>
          <ProductReviews productId={product.id} reviews={reviews} />
        </Suspense>
      )}
      {related.length > 0 && (
        <section aria-labelledby="related-products" className="mt-14">
          <h2 id="related-products" className="mb-5 text-xl font-extrabold text-ink-900">
            <Trans>Preporučujemo uz ovaj proizvod</Trans>
          </h2>
          <HydratedPart name="related-products">
            <ProductGrid products={related.slice(0, 8)} />
          </HydratedPart>
        </section>
      )}
    </div>
  )
})
