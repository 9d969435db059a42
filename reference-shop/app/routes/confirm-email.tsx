import { Suspense } from 'react'
import { msg } from '@lingui/core/macro'
import { isRouteErrorResponse } from 'react-router'
import type { Route } from './+types/confirm-email'
import { ConfirmEmailNotFound } from '../features/account/confirm-email-not-found'
import { ConfirmEmailPage } from '../features/account/confirm-email-page'
import { confirmEmailTokensOf } from '../features/account/confirm-email-tokens'
import { LazyGenericErrorPage } from '../features/errors/lazy-error-page'
import { errorMeta, pageTableMeta } from '../features/routing/page-meta'
import { usePagePath } from '../features/routing/use-page-path'
import { CatalogAreaTexts, type CatalogAreaHandle } from '../features/i18n/catalog-area-texts'

/** The link's token (`verificationToken` or `token`); without one, a 404. The confirmation itself runs in the browser. */
export function loader({ request }: Route.LoaderArgs) {
  return confirmEmailTokensOf(request.url)
}

// The address carries a one-time token: no search engine should keep it.
export const meta: Route.MetaFunction = (args) =>
  args.error ? errorMeta(args, msg`Stranica nije pronađena`) : [...pageTableMeta(args), { name: 'robots', content: 'noindex' }]

/** The account area's texts: the server preloads their chunk with the page's. */
export const handle: CatalogAreaHandle = { catalogArea: 'account' }

export default function ConfirmEmailRoute({ loaderData }: Route.ComponentProps) {
  // A new link is a new confirmation.
  return (
    <CatalogAreaTexts area="account">
      <ConfirmEmailPage key={`${loaderData.verificationToken} ${loaderData.token}`} {...loaderData} />
    </CatalogAreaTexts>
  )
}

/** Spec §4: the 404 of this page says 'goal or goalType were not defined'. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const pathTo = usePagePath()
  if (isRouteErrorResponse(error) && error.status === 404)
    return (
      <CatalogAreaTexts area="account">
        <ConfirmEmailNotFound />
      </CatalogAreaTexts>
    )
  return (
    <Suspense fallback={<div className="min-h-[50vh]" />}>
      <LazyGenericErrorPage status={isRouteErrorResponse(error) ? error.status : undefined} homePath={pathTo('home')} />
    </Suspense>
  )
}
