import { Trans } from '@lingui/react/macro'
import { Link } from 'react-router'
import { SHOP_UNAVAILABLE_STATUS } from './error-status'
import { UnavailablePage } from './unavailable-page'

/** Spec: "The generic error page defaults to status 400 with 'An error occurred'". */
export const DEFAULT_ERROR_STATUS = 400

/**
 * The page for every error that is not a 404. Links home with a plain path so it works without the SDK. A 503 (the
 * backend is away) gets its own page, which tells the shopper to try again shortly.
 */
export function GenericErrorPage({ status = DEFAULT_ERROR_STATUS, homePath = '/' }: { status?: number; homePath?: string }) {
  if (status === SHOP_UNAVAILABLE_STATUS) return <UnavailablePage />
  return (
    <section aria-labelledby="error-title" className="wrapper grid min-h-[50vh] place-items-center py-16">
      <div className="max-w-lg text-center">
        <p aria-hidden="true" className="font-display text-7xl font-extrabold text-mint-700 sm:text-8xl">
          {status}
        </p>
        <h1 id="error-title" className="mt-4 text-2xl font-extrabold text-ink-900 sm:text-3xl">
          <Trans>An error occurred</Trans>
        </h1>
        <Link to={homePath} reloadDocument className="mt-8 inline-block rounded-full bg-rose-500 px-6 py-3 font-bold text-white hover:bg-rose-600">
          <Trans>Povratak na početnu</Trans>
        </Link>
      </div>
    </section>
  )
}
