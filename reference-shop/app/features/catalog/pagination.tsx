import { useLingui } from '@lingui/react/macro'
import { pageNumbers, PAGE_WINDOW } from '@vitrina/sdk'

interface PaginationProps {
  page: number
  totalPages: number
  onPage: (page: number) => void
}

// 36 px on phones: nine buttons then fit a 390 px screen's content width (358 px).
const button = 'grid size-9 sm:size-10 place-items-center rounded-full text-sm font-bold transition-colors disabled:cursor-default disabled:opacity-40'

/** Spec §2: 5 page numbers, first and last arrows, previous and next; hidden with a single page. */
export function Pagination({ page, totalPages, onPage }: PaginationProps) {
  const { t } = useLingui()
  if (totalPages <= 1) return null
  const arrow = (label: string, target: number, symbol: string) => (
    <li>
      <button
        type="button"
        aria-label={label}
        disabled={target === page || target < 1 || target > totalPages}
        onClick={() => onPage(target)}
        className={`${button} text-ink-800 hover:bg-cream-100`}
      >
        <span aria-hidden="true">{symbol}</span>
      </button>
    </li>
  )
  return (
    <nav aria-label={t`Stranice`} className="mt-10 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        {arrow(t`Prva stranica`, 1, '«')}
        {arrow(t`Prethodna stranica`, page - 1, '‹')}
        {pageNumbers(page, totalPages, PAGE_WINDOW.list).map((number) => (
          <li key={number}>
            <button
              type="button"
              aria-label={t`Stranica ${number}`}
              aria-current={number === page ? 'page' : undefined}
              onClick={() => number !== page && onPage(number)}
              className={`${button} ${number === page ? 'bg-rose-600 text-white' : 'text-ink-800 hover:bg-cream-100'}`}
            >
              {number}
            </button>
          </li>
        ))}
        {arrow(t`Sljedeća stranica`, page + 1, '›')}
        {arrow(t`Zadnja stranica`, totalPages, '»')}
      </ul>
    </nav>
  )
}
