import { Trans, useLingui } from '@lingui/react/macro'
import type { ListingSnapshot } from '@vitrina/sdk'
import { useMemo } from 'react'
import { Breadcrumb } from '../layout/breadcrumb'
import { ListingToolbar } from './listing-toolbar'
import { ProductGrid } from './product-grid'
import { usePageListing } from './use-page-listing'

/**
 * 'Svi proizvodi' (/shop without a slug; spec §2: "a sortable list and 'Učitaj više'"): every product with the
 * sort selector; 'Učitaj više' appends the next page. Sort and the last loaded page go to the URL, from which
 * the server renders the same list (see loadCategoryPage).
 */
export function AllProductsPage({ snapshot }: { snapshot: ListingSnapshot }) {
  const { t } = useLingui()
  const options = useMemo(() => ({ all: true as const, snapshot }), [snapshot])
  const listing = usePageListing(options)
  const title = t`Svi proizvodi`
  // Load more moves to the next page before its products arrive; a sort change goes back to page 1.
  const loadingMore = listing.loading && listing.page > 1
  const hasMore = loadingMore || listing.page < listing.totalPages

  return (
    <div className="wrapper py-8 lg:py-10">
      <Breadcrumb title={title} />
      <h1 className="mt-4 font-display text-3xl font-extrabold text-ink-900 sm:text-4xl">{title}</h1>
      <section aria-labelledby="listing-count" className="mt-8">
        <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
          {/* The grid's heading (its cards' names are level 3), worded as the count of what it lists. */}
          <h2 id="listing-count" className="text-sm font-normal text-ink-600" aria-live="polite">
            <Trans>Proizvoda: {listing.total}</Trans>
          </h2>
          <ListingToolbar sort={listing.sort} sortOptions={listing.sortOptions} onSort={listing.setSort} />
        </div>
        {listing.products.length === 0 && !listing.loading ? (
          <p className="rounded-3xl bg-white p-10 text-center font-semibold text-ink-600 ring-1 ring-cream-200">
            <Trans>Nema proizvoda za prikazati!</Trans>
          </p>
        ) : (
          <ProductGrid products={listing.products} busy={listing.loading && !loadingMore} aboveFold />
        )}
        {hasMore && (
          <div className="mt-10 text-center">
            <button
              type="button"
              disabled={listing.loading}
              onClick={() => listing.loadMore()}
              className="rounded-full bg-rose-600 px-6 py-3 font-bold text-white hover:bg-rose-700 disabled:opacity-60"
            >
              {loadingMore ? <Trans>Učitavam...</Trans> : <Trans>Učitaj više</Trans>}
            </button>
          </div>
        )}
      </section>
    </div>
  )
}
