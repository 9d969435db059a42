import { Trans, useLingui } from '@lingui/react/macro'
import { useLanguage } from '@vitrina/react'
import { useEffect, useState } from 'react'
import { Link, useLocation } from 'react-router'
import type { ShopLanguage } from '../routing/pages'
import { loadBackOfficeTexts } from './back-office-texts'
import { MediaLibraryModal } from './media-library-modal'
import { useHydrated } from './use-hydrated'

/**
 * The bar of edit mode: says the page is being edited (and in the mobile view), opens the media library, and leads
 * out of edit mode. It adds the back-office's texts to the page's catalog.
 */
export function EditModeBar({ mobileView }: { mobileView: boolean }) {
  const { t, i18n } = useLingui()
  const { language } = useLanguage()
  const [libraryOpen, setLibraryOpen] = useState(false)
  const hydrated = useHydrated()
  useEffect(() => void loadBackOfficeTexts(i18n, language as ShopLanguage), [i18n, language])
  const { pathname, search } = useLocation()
  const query = new URLSearchParams(search)
  query.delete('editPage')
  query.delete('mobileView')
  const rest = query.toString()

  return (
    <aside aria-label={t`Način uređivanja`} className="sticky top-0 z-50 bg-ink-900 text-white shadow-lg">
      <div className="wrapper flex flex-wrap items-center justify-between gap-3 py-2 text-sm">
        <p className="font-semibold">
          <Trans>Uređujete stranicu: izmijenjena polja spremite gumbom Spremi.</Trans>
          {mobileView && (
            <span className="ml-2 rounded-full bg-rose-500 px-2 py-0.5 text-xs font-bold">
              <Trans>Mobilni prikaz</Trans>
            </span>
          )}
        </p>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            disabled={!hydrated}
            onClick={() => setLibraryOpen(true)}
            className="rounded-full bg-rose-500 px-4 py-1.5 font-bold text-white hover:bg-rose-600 disabled:opacity-50"
          >
            <Trans>Medijska biblioteka</Trans>
          </button>
          <Link to={`${pathname}${rest ? `?${rest}` : ''}`} className="rounded-full bg-white px-4 py-1.5 font-bold text-ink-900 hover:bg-rose-100">
            <Trans>Završi uređivanje</Trans>
          </Link>
        </div>
      </div>
      {libraryOpen && <MediaLibraryModal onClose={() => setLibraryOpen(false)} />}
    </aside>
  )
}
