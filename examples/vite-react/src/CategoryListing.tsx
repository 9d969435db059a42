import { createCatalogService, formatPrice, type Category, type Listing, type ProductSummary } from '@vitrina/sdk'
import { useCart, useListing, useStorefront } from '@vitrina/react'
import { useEffect, useState } from 'react'

/** The filter this example offers: the brand, a multiple-select filter every category of the demo shop has. */
const FILTER_CODE = 'brand'

/** A category's products, a brand filter with counts, and an add-to-cart button per purchasable product. */
export function CategoryListing({ category }: { category: Category }) {
  const shop = useStorefront()
  const [listing, setListing] = useState<Listing | null>(null)
  // A listing owns a timer and a pending request, so it is disposed with the component, and a disposed listing
  // stays inert. It is made in the effect rather than in useMemo: StrictMode runs effects twice in development
  // (mount, clean-up, mount), which would leave a memoized listing disposed before it ever loaded.
  useEffect(() => {
    const next = createCatalogService(shop).createListing({ category })
    setListing(next)
    void next.load()
    return () => next.dispose()
  }, [shop, category])
  return listing ? <ListingView category={category} listing={listing} /> : null
}

function ListingView({ category, listing }: { category: Category; listing: Listing }) {
  const { products, filters, selected, total, loading, error, toggleOption, clearFilters } = useListing(listing)
  const brand = filters.find((filter) => filter.attributeCode === FILTER_CODE)
  const chosen = selected[FILTER_CODE]
  const chosenIds = chosen?.kind === 'options' ? chosen.ids : []

  return (
    <section aria-labelledby="category-title" aria-busy={loading}>
      <h1 id="category-title">{category.name}</h1>
      {brand && (
        <fieldset>
          <legend>{brand.label}</legend>
          {brand.values.map((value) =>
            value.id == null ? null : (
              <label key={value.id}>
                <input type="checkbox" checked={chosenIds.includes(value.id)} onChange={() => toggleOption(FILTER_CODE, value.id!)} />
                {value.valueLabel} ({value.totalProducts})
              </label>
            ),
          )}
          {chosenIds.length > 0 && (
            <button type="button" onClick={clearFilters}>
              Poništi filtre
            </button>
          )}
        </fieldset>
      )}
      {error && <p role="alert">Proizvodi se ne mogu učitati: {error.message}</p>}
      <p data-testid="total">{total} proizvoda</p>
      <ul aria-label="Proizvodi">
        {products.map((product) => (
          <ProductRow key={product.id} product={product} />
        ))}
      </ul>
    </section>
  )
}

function ProductRow({ product }: { product: ProductSummary }) {
  const { add, pending } = useCart()
  // A bundle with choices or a configurable product needs a product page to pick a variant; this list adds simple ones.
  const addable = product.isPurchasable && product.format === 'simple'
  return (
    <li>
      <span>{product.name}</span> <span>{formatPrice(product.finalPrice, { currency: product.currency })}</span>{' '}
      {addable && (
        <button type="button" disabled={pending} onClick={() => void add(product, 1)} aria-label={`Dodaj u košaricu: ${product.name}`}>
          Dodaj u košaricu
        </button>
      )}
    </li>
  )
}
