import { Trans, useLingui } from '@lingui/react/macro'
import { useLocation, useNavigate, useNavigation } from 'react-router'
import { ProductGrid } from '../catalog/product-grid'
import { Breadcrumb } from '../layout/breadcrumb'
import { GiftFinderForm } from './gift-finder-form'
import { encodeGiftCriteria } from './gift-finder.query'
import type { GiftFinderPageData } from './gift-finder.server'
import { useGiftResults } from './use-gift-results'

/**
 * `/pronadi-poklon`: the gift finder. The choices live in the URL query, from which the server renders the
 * matching products; 'Učitaj više' appends the next page.
 */
export function GiftFinderPage({ categories, criteria, filters, results }: GiftFinderPageData) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  const navigation = useNavigation()
  const searching = navigation.state !== 'idle' && navigation.location?.pathname === pathname
  const title = t`Pronađi poklon`

  return (
    <div className="wrapper py-8 lg:py-10">
      <Breadcrumb title={title} />
      <h1 className="mt-4 font-display text-3xl font-extrabold text-ink-900 sm:text-4xl">{title}</h1>
      <p className="mt-3 max-w-2xl text-ink-600">
        <Trans>Odaberite kategoriju, budžet i želite li samo proizvode na akciji, a mi ćemo predložiti poklone.</Trans>
      </p>
      <div className="mt-6">
        {/* Keyed on the query: back and forward show the choices of that URL. */}
        <GiftFinderForm
          key={search}
          categories={categories}
          criteria={criteria}
          action={pathname}
          busy={searching}
          onSearch={(chosen) => void navigate({ pathname, search: encodeGiftCriteria(chosen) }, { preventScrollReset: true })}
        />
      </div>
      {/* Keyed on the query too: new choices start a new list. */}
      <GiftResultsList key={search} results={results} filters={filters} busy={searching} />
    </div>
  )
}

function GiftResultsList({ results, filters, busy }: Pick<GiftFinderPageData, 'results' | 'filters'> & { busy: boolean }) {
  const list = useGiftResults(results, filters)
  return (
    <section aria-labelledby="gift-results-title" className="mt-10">
      <div className="mb-5 flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="gift-results-title" className="text-xl font-extrabold text-ink-900 sm:text-2xl">
          <Trans>Prijedlozi poklona</Trans>
        </h2>
        <p className="text-sm text-ink-600" aria-live="polite">
          <Trans>Pronađeno proizvoda: {list.total}</Trans>
        </p>
      </div>
      {list.products.length === 0 ? (
        <p className="rounded-3xl bg-white p-10 text-center font-semibold text-ink-600 ring-1 ring-cream-200">
          <Trans>Nema poklona za odabrane uvjete. Pokušajte s drugim budžetom ili kategorijom.</Trans>
        </p>
      ) : (
        <ProductGrid products={list.products} busy={busy} />
      )}
      {list.failed && (
        <p role="alert" className="mt-6 text-center font-semibold text-rose-600">
          <Trans>Učitavanje nije uspjelo. Pokušajte ponovno.</Trans>
        </p>
      )}
      {list.hasMore && (
        <div className="mt-8 text-center">
          <button
            type="button"
            disabled={list.loading}
            onClick={() => void list.loadMore()}
            className="rounded-full bg-rose-600 px-6 py-3 font-bold text-white hover:bg-rose-700 disabled:opacity-60"
          >
            {list.loading ? <Trans>Učitavam...</Trans> : <Trans>Učitaj više</Trans>}
          </button>
        </div>
      )}
    </section>
  )
}
