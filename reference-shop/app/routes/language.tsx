import { msg } from '@lingui/core/macro'
import { data, isRouteErrorResponse, Outlet } from 'react-router'
import type { Route } from './+types/language'
import { GenericErrorPage } from '../features/errors/generic-error-page'
import { NotFoundPage } from '../features/errors/not-found-page'
import { PREFIXED_LANGUAGES, usesForeignSlugs } from '../features/routing/pages'
import { errorMeta, pageMeta } from '../features/routing/page-meta'
import { usePagePath } from '../features/routing/use-page-path'

/** The optional language segment is a language (/sl, /en, /de) and the rest uses that language's slugs, or it is a 404. */
function assertLanguagePath(lang: string | undefined, url: string) {
  if (lang !== undefined && !PREFIXED_LANGUAGES.includes(lang as never)) throw data(null, { status: 404 })
  if (usesForeignSlugs(new URL(url).pathname)) throw data(null, { status: 404 })
}

export function loader({ params, request }: Route.LoaderArgs) {
  assertLanguagePath(params.lang, request.url)
  return null
}

/** The same check on client-side navigations, without a round trip to the server. */
export function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  assertLanguagePath(params.lang, request.url)
  return null
}

export const meta: Route.MetaFunction = (args) => {
  if (!args.error) return pageMeta(args)
  const notFound = isRouteErrorResponse(args.error) && args.error.status === 404
  return errorMeta(args, notFound ? msg`Stranica nije pronađena` : msg`An error occurred`)
}

export function shouldRevalidate() {
  return true
}

export default function LanguageLayout() {
  return <Outlet />
}

/** Errors of the pages render inside the shell (header and footer stay), 404s as the not-found page. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const pathTo = usePagePath()
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />
  return <GenericErrorPage status={isRouteErrorResponse(error) ? error.status : undefined} homePath={pathTo('home')} />
}
