import { Trans } from '@lingui/react/macro'
import { useLocation } from 'react-router'

/**
 * The page of a 503: the backend is down, too slow or answering garbage. It says what a shopper can do (wait a
 * moment and try again) and nothing about the cause. 'Pokušaj ponovno' loads the same address as a new document,
 * so the whole page (the shell too, when it was missing) is asked for again.
 */
export function UnavailablePage() {
  const { pathname, search } = useLocation()
  return (
    <section aria-labelledby="unavailable-title" className="wrapper grid min-h-[50vh] place-items-center py-16">
      <div className="max-w-lg text-center">
        <p aria-hidden="true" className="font-display text-7xl font-extrabold text-mint-700 sm:text-8xl">
          503
        </p>
        <h1 id="unavailable-title" className="mt-4 text-2xl font-extrabold text-ink-900 sm:text-3xl">
          <Trans>Trgovina je privremeno nedostupna</Trans>
        </h1>
        <p className="mt-3 text-ink-600">
          <Trans>Radimo na tome. Pokušajte ponovno za nekoliko trenutaka.</Trans>
        </p>
        <a href={`${pathname}${search}`} className="mt-8 inline-block rounded-full bg-rose-500 px-6 py-3 font-bold text-white hover:bg-rose-600">
          <Trans>Pokušaj ponovno</Trans>
        </a>
      </div>
    </section>
  )
}
