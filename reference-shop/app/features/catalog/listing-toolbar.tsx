import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { PAGE_SIZES, type PageSize, type SortType } from '@vitrina/sdk'

/** The labels of the eight sort options (spec §9). */
export const SORT_LABELS: Record<SortType, MessageDescriptor> = {
  1: msg`Najnovije`,
  2: msg`Najstarije`,
  3: msg`Cijena: od najniže`,
  4: msg`Cijena: od najviše`,
  5: msg`Naziv: A – Ž`,
  6: msg`Naziv: Ž – A`,
  7: msg`Prioritet: od najnižeg`,
  8: msg`Prioritet: od najvišeg`,
}

interface ListingToolbarProps {
  sort: SortType
  sortOptions: readonly SortType[]
  onSort: (sort: SortType) => void
  /** The items-per-page selector; left out without these (the 'Učitaj više' list of all products). */
  pageSize?: PageSize
  onPageSize?: (size: PageSize) => void
}

const select = 'rounded-full border border-cream-200 bg-white py-2 pr-8 pl-4 text-sm font-semibold text-ink-800'

/** The sort selector (the category's allowed options) and, where the list has pages, the items-per-page selector (12 or 24). */
export function ListingToolbar({ sort, sortOptions, pageSize, onSort, onPageSize }: ListingToolbarProps) {
  const { t, i18n } = useLingui()
  return (
    <div className="flex flex-wrap items-center gap-3">
      <label className="flex items-center gap-2 text-sm text-ink-600">
        {t`Sortiraj`}
        <select className={select} value={sort} onChange={(event) => onSort(Number(event.target.value) as SortType)}>
          {sortOptions.map((option) => (
            <option key={option} value={option}>
              {i18n._(SORT_LABELS[option])}
            </option>
          ))}
        </select>
      </label>
      {pageSize !== undefined && onPageSize && (
        <label className="flex items-center gap-2 text-sm text-ink-600">
          {t`Prikaži`}
          <select className={select} value={pageSize} onChange={(event) => onPageSize(Number(event.target.value) as PageSize)}>
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
      )}
    </div>
  )
}
