import { useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useState } from 'react'
import { loadHeaderPanels } from './header-panels.load'
import { CloseIcon, SearchIcon } from './icons'

const SearchPanel = lazy(() => loadHeaderPanels().then((panels) => ({ default: panels.SearchPanel })))

const iconButton = 'grid size-11 place-items-center rounded-full text-ink-800 transition-colors hover:bg-cream-100 hover:text-rose-600'

/** The header's search: a button that opens a search field (header-panels.tsx); Enter searches and hides the field again. */
export function SearchToggle() {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)

  return (
    <>
      <button
        type="button"
        className={iconButton}
        aria-expanded={open}
        aria-controls="header-search"
        aria-label={open ? t`Zatvori pretragu` : t`Pretraži`}
        onClick={() => setOpen(!open)}
      >
        {open ? <CloseIcon /> : <SearchIcon />}
      </button>
      {open && (
        <Suspense fallback={null}>
          <SearchPanel onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
