import { Trans } from '@lingui/react/macro'
import { Link } from 'react-router'
import { usePagePath } from '../routing/use-page-path'

/**
 * The confirmation page's 404 (storefront spec §4: the page "needs goal, goalType and confirmedEmail, else 404 'goal
 * or goalType were not defined'"): a link without a token, or a confirmation without its goal.
 */
export function ConfirmEmailNotFound() {
  const pathTo = usePagePath()
  return (
    <section aria-labelledby="confirm-email-not-found-title" className="wrapper grid min-h-[50vh] place-items-center py-16">
      <div className="max-w-lg text-center">
        <p aria-hidden="true" className="font-display text-7xl font-extrabold text-rose-200 sm:text-8xl">
          404
        </p>
        <h1 id="confirm-email-not-found-title" className="mt-4 text-2xl font-extrabold text-ink-900 sm:text-3xl">
          <Trans>Stranica nije pronađena</Trans>
        </h1>
        <p className="mt-3 text-ink-600">
          <Trans>goal or goalType were not defined</Trans>
        </p>
        <Link to={pathTo('home')} className="mt-8 inline-block rounded-full bg-rose-500 px-6 py-3 font-bold text-white hover:bg-rose-600">
          <Trans>Povratak na početnu</Trans>
        </Link>
      </div>
    </section>
  )
}
