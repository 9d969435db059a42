import { Trans } from '@lingui/react/macro'
import type { Category, Consent, ListingSnapshot, ProductSummary } from '@vitrina/sdk'
import { lazy, memo, Suspense, useMemo } from 'react'
import { Link } from 'react-router'
import { Breadcrumb } from '../layout/breadcrumb'
import { HydratedPart } from '../routing/hydration-parts'
import { usePagePath } from '../routing/use-page-path'
import { FiltersPanel } from './filters-panel'
import { ListingToolbar } from './listing-toolbar'
import { Pagination } from './pagination'
import { ProductGrid } from './product-grid'
import { usePageListing } from './use-page-listing'

// /shop without a category is a page of its own in this route: a category's first load does not carry it.
const AllProductsPage = lazy(() => import('./all-products-page').then((module) => ({ default: module.AllProductsPage })))
// Below the grid: the slider's code loads after the page's own, and it hydrates once it is in (its server HTML shows
// until then).
const FeaturedSlider = lazy(() => import('./featured-slider').then((module) => ({ default: module.FeaturedSlider })))
// The newsletter sign-up's code loads after the page's first load (the server renders the whole block, and its form
// works before the chunk arrives, as a plain post); written here rather than in a shared wrapper, whose chunk of its
// own would weigh more in this page's first load.
const NewsletterSignup = lazy(() => import('../newsletter/newsletter-signup'))

/** /shop/{slug}: the category's listing; without a slug every product ('Svi proizvodi', with 'Učitaj više'). */
export const CategoryPage = memo(function CategoryPage({
  category,
  snapshot,
  featured = [],
  newsletterConsents,
}: {
  category: Category | null
  snapshot: ListingSnapshot
  featured?: ProductSummary[]
  /** The Newsletter consents of the newsletter block (spec §2: the listing has one); null when they could not be loaded, undefined for no block. */
  newsletterConsents?: Consent[] | null
}) {
  // Two components, as /shop and /shop/{slug} share the route and keep their own listing state and hooks.
  return (
    <>
      {category ? (
        <CategoryListing category={category} snapshot={snapshot} featured={featured} />
      ) : (
        <Suspense fallback={<div className="min-h-[50vh]" />}>
          <AllProductsPage snapshot={snapshot} />
        </Suspense>
      )}
      {newsletterConsents !== undefined && (
        <Suspense>
          <NewsletterSignup consents={newsletterConsents} className="wrapper pb-10 lg:pb-14" />
        </Suspense>
      )}
    </>
  )
})

/**
 * The category's heading and description, filters, sort and page size, the product grid, pagination, the
 * featured slider and the related sub-categories (spec §2).
 */
function CategoryListing({ category, snapshot, featured }: { category: Category; snapshot: ListingSnapshot; featured: ProductSummary[] }) {
  const pathTo = usePagePath()
  const options = useMemo(() => ({ category, snapshot }), [category, snapshot])
  const listing = usePageListing(options)
  const title = category.name
  const description = category.description ?? ''

  function goToPage(page: number) {
    if (listing.setPage(page)) document.getElementById('listing-top')?.scrollIntoView({ block: 'start' })
  }

  return (
    <div className="wrapper py-8 lg:py-10">
      <Breadcrumb title={title} />
      <header id="listing-top" className="mt-4 scroll-mt-4">
        <h1 className="font-display text-3xl font-extrabold text-ink-900 sm:text-4xl">{title}</h1>
        {description && <p className="mt-3 max-w-3xl whitespace-pre-line text-ink-600">{description}</p>}
      </header>
      <div className="mt-8 flex flex-col gap-6 lg:flex-row lg:gap-10">
        <FiltersPanel
          filters={listing.filters}
          selected={listing.selected}
          filterCount={listing.filterCount}
          onToggle={listing.toggleOption}
          onSet={listing.setFilter}
          onClear={listing.clearFilters}
        />
        <section aria-labelledby="listing-count" className="min-w-0 flex-1">
          <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
            {/* The grid's heading (its cards' names are level 3), worded as the count of what it lists. */}
            <h2 id="listing-count" className="text-sm font-normal text-ink-600" aria-live="polite">
              <Trans>Proizvoda: {listing.total}</Trans>
            </h2>
            <ListingToolbar
              sort={listing.sort}
              sortOptions={listing.sortOptions}
              pageSize={listing.pageSize}
              onSort={listing.setSort}
              onPageSize={listing.setPageSize}
            />
          </div>
          {listing.products.length === 0 && !listing.loading ? (
            <p className="rounded-3xl bg-white p-10 text-center font-semibold text-ink-600 ring-1 ring-cream-200">
              <Trans>Nema proizvoda u ovoj kategoriji!</Trans>
            </p>
          ) : (
            <ProductGrid products={listing.products} busy={listing.loading} aboveFold />
          )}
          <Pagination page={listing.page} totalPages={listing.totalPages} onPage={goToPage} />
        </section>
      </div>
      <HydratedPart name="featured-slider">
        <FeaturedSlider products={featured} offerHref={`${pathTo('shop', { slug: category.slug })}?featured=1`} />
      </HydratedPart>
      {category.relCat.length > 0 && (
        <section aria-labelledby="related-categories" className="mt-14">
          <h2 id="related-categories" className="text-xl font-extrabold text-ink-900">
            <Trans>Povezane kategorije</Trans>
          </h2>
          <ul className="mt-4 flex flex-wrap gap-2">
            {category.relCat.map((related) => (
              <li key={related.slug}>
                <Link
                  to={pathTo('shop', { slug: related.slug })}
                  prefetch="intent"
                  className="block rounded-full bg-white px-4 py-2 text-sm font-semibold text-ink-800 ring-1 ring-cream-200 hover:text-rose-600"
                >
                  {related.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  )
}
