import { Trans, useLingui } from '@lingui/react/macro'
import type { ListingSnapshot } from '@vitrina/sdk'
import { useMemo } from 'react'
import { Form } from 'react-router'
import { usePagePath } from '../routing/use-page-path'
import { Pagination } from './pagination'
import { ProductGrid } from './product-grid'
import { usePageListing } from './use-page-listing'

/** /pretraga?search=&page=: the search box, 'Pronađeno rezultata: N', 12 results per page and the pager (spec §2). */
export function SearchPage({ keywords, snapshot }: { keywords: string; snapshot: ListingSnapshot }) {
  const { t } = useLingui()
  const pathTo = usePagePath()
  const options = useMemo(() => ({ keywords, snapshot }), [keywords, snapshot])
  const listing = usePageListing(options)

  function goToPage(page: number) {
    if (listing.setPage(page)) window.scrollTo({ top: 0 })
  }

  return (
    <div className="wrapper py-8 lg:py-10">
      <h1 className="font-display text-3xl font-extrabold text-ink-900 sm:text-4xl">
        <Trans>Pretraga</Trans>
      </h1>
      {/* A plain GET form: a new search is a navigation, so it also works before the scripts load. */}
      <Form method="get" action={pathTo('search')} role="search" className="mt-5 flex max-w-2xl gap-2">
        <label htmlFor="search-page-input" className="sr-only">
          {t`Pojam za pretragu`}
        </label>
        <input
          key={keywords}
          id="search-page-input"
          name="search"
          type="search"
          defaultValue={keywords}
          placeholder={t`Što tražite?`}
          className="w-full rounded-full border border-cream-200 bg-white px-5 py-3"
        />
        <button type="submit" className="rounded-full bg-rose-600 px-6 py-3 font-bold text-white hover:bg-rose-500">
          <Trans>Traži</Trans>
        </button>
      </Form>
      {keywords && (
        // The results' heading (their cards' names are level 3), worded as their count.
        <h2 className="mt-6 text-sm font-semibold text-ink-600" aria-live="polite">
          <Trans>Pronađeno rezultata: {listing.total}</Trans>
        </h2>
      )}
      <div className="mt-6">
        {listing.products.length === 0 ? (
          keywords && (
            <p className="rounded-3xl bg-white p-10 text-center font-semibold text-ink-600 ring-1 ring-cream-200">
              <Trans>Nije pronađen niti jedan rezultat</Trans>
            </p>
          )
        ) : (
          <ProductGrid products={listing.products} busy={listing.loading} aboveFold />
        )}
      </div>
      <Pagination page={listing.page} totalPages={listing.totalPages} onPage={goToPage} />
    </div>
  )
}
