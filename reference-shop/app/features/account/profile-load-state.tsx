import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { usePagePath } from '../routing/use-page-path'

/** 'Učitavam...' while a tab's data is on its way. */
export function LoadingNote() {
  return (
    <p role="status" className="py-6 text-center font-semibold text-ink-600">
      <Trans>Učitavam...</Trans>
    </p>
  )
}

/** A load that failed, with a way to try again (the SDK may have toasted the failure already; this stays). */
export function LoadFailure({ message, onRetry }: { message: ReactNode; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-2xl bg-rose-100 px-5 py-4 text-rose-600 sm:flex-row sm:items-center">
      <p className="flex-1 font-semibold">{message}</p>
      <button type="button" onClick={onRetry} className="rounded-full border-2 border-rose-600 px-5 py-1.5 text-sm font-bold hover:bg-white">
        <Trans>Pokušaj ponovno</Trans>
      </button>
    </div>
  )
}

/** An empty list (spec §2: 'Nemate dodanih proizvoda.', 'Nemate narudžbi.') with the way back home. */
export function EmptyNote({ children }: { children: ReactNode }) {
  const pathTo = usePagePath()
  return (
    <div className="rounded-2xl border-2 border-dashed border-cream-200 px-5 py-8 text-center">
      <p className="text-lg font-semibold text-ink-800">{children}</p>
      <Link to={pathTo('home')} className="mt-3 inline-block font-bold text-rose-600 underline-offset-2 hover:underline">
        <Trans>Povratak na početnu</Trans>
      </Link>
    </div>
  )
}
