import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { usePagePath } from '../routing/use-page-path'

/** The 404's text: the number, 'Stranica nije pronađena', the reason when there is one, and the link home. */
export function NotFoundContent({ titleId, reason }: { titleId: string; reason?: ReactNode }) {
  const pathTo = usePagePath()
  return (
    <div className="max-w-lg text-center">
      {/* Visible text keeps 3:1 (WCAG AA for large text) even when hidden from screen readers. */}
      <p aria-hidden="true" className="font-display text-7xl font-extrabold text-rose-500 sm:text-8xl">
        404
      </p>
      <h1 id={titleId} className="mt-4 text-2xl font-extrabold text-ink-900 sm:text-3xl">
        <Trans>Stranica nije pronađena</Trans>
      </h1>
      {reason && <p className="mt-3 text-ink-600">{reason}</p>}
      <Link to={pathTo('home')} className="mt-8 inline-block rounded-full bg-rose-500 px-6 py-3 font-bold text-white hover:bg-rose-600">
        <Trans>Povratak na početnu</Trans>
      </Link>
    </div>
  )
}
