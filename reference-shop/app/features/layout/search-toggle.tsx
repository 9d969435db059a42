import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { usePagePath } from '../routing/use-page-path'
import { CloseIcon, SearchIcon } from './icons'

const iconButton = 'grid size-11 place-items-center rounded-full text-ink-800 transition-colors hover:bg-cream-100 hover:text-rose-600'

/** The header's search: a button that opens a search field; Enter searches and hides the field again. */
export function SearchToggle() {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const inputRef = useRef<HTMLInputElement>(null)
  const navigate = useNavigate()
  const pathTo = usePagePath()

  useEffect(() => {
    if (open) inputRef.current?.focus()
  }, [open])

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const query = inputRef.current?.value.trim() ?? ''
    setOpen(false)
    if (query) void navigate(`${pathTo('search')}?${new URLSearchParams({ search: query })}`)
  }

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
        <div id="header-search" className="absolute inset-x-0 top-full z-50 border-t border-cream-200 bg-white shadow-lg shadow-ink-900/5">
          {/* biome-ignore lint/a11y/useSemanticElements: the form is the search landmark, the pattern ARIA gives for a search form */}
          <form role="search" onSubmit={submit} className="wrapper flex items-center gap-3 py-4">
            <label htmlFor="header-search-input" className="sr-only">
              {t`Pretraži trgovinu`}
            </label>
            <SearchIcon className="size-5 shrink-0 text-ink-400" />
            <input
              ref={inputRef}
              id="header-search-input"
              name="search"
              type="search"
              autoComplete="off"
              placeholder={t`Što tražite?`}
              onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
              className="w-full bg-transparent py-2 text-lg outline-none placeholder:text-ink-400"
            />
          </form>
        </div>
      )}
    </>
  )
}
