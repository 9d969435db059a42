import { lazy, Suspense } from 'react'
import { data, isRouteErrorResponse, Outlet } from 'react-router'
import type { Route } from './+types/language'
import { errorResponseHeaders } from '../features/errors/backend-failure.server'
import { errorTitle } from '../features/errors/error-title'
import { LazyGenericErrorPage } from '../features/errors/lazy-error-page'
import { usesForeignSlugs } from '../features/routing/pages'
import { errorMeta, pageMeta } from '../features/routing/page-meta'
import { describePath } from '../features/routing/page-descriptions.server'
import { usePagePath } from '../features/routing/use-page-path'

// Loaded only by a page that is not found: every page has this route, few visits reach a 404.
const NotFoundPage = lazy(() => import('../features/errors/not-found-page').then((module) => ({ default: module.NotFoundPage })))

/**
 * The layout of each language tree (hr without prefix, /sl, /en, /de; see routes.ts). A path that uses the other
 * slug family's words for its language (/cart in hr, /en/kosarica) is a 404, not a CMS page of that slug.
 */
function assertLanguagePath(url: string) {
  if (usesForeignSlugs(new URL(url).pathname)) throw data(null, { status: 404 })
}

/**
 * On the server for client-side navigations too (the page's data request carries it): a 404 is then one the server
 * answered, which reports it to the backend's redirect tools (entry.server.tsx). It answers the page's description
 * in its language, which the pages' meta take when they have none of their own (page-descriptions.server.ts: the
 * browser's catalog carries none of those texts).
 */
export async function loader({ request }: Route.LoaderArgs) {
  assertLanguagePath(request.url)
  return { description: await describePath(new URL(request.url).pathname) }
}

export const meta: Route.MetaFunction = (args) => (args.error ? errorMeta(args, errorTitle(args.error)) : pageMeta(args))

/**
 * The pages' errors render in this route's boundary, and React Router passes on only the Set-Cookie of a page's
 * thrown response by itself: the unavailable page's Retry-After and Cache-Control (over the shell's) come from here.
 */
export function headers({ parentHeaders, errorHeaders }: Route.HeadersArgs): Headers {
  const merged = new Headers(parentHeaders)
  for (const [name, value] of Object.entries(errorResponseHeaders(errorHeaders))) merged.set(name, value)
  return merged
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
  if (isRouteErrorResponse(error) && error.status === 404)
    return (
      // The page keeps its height while the module loads, so the footer does not jump up and back.
      <Suspense fallback={<div className="min-h-[50vh]" />}>
        <NotFoundPage />
      </Suspense>
    )
  return (
    <Suspense fallback={<div className="min-h-[50vh]" />}>
      <LazyGenericErrorPage status={isRouteErrorResponse(error) ? error.status : undefined} homePath={pathTo('home')} />
    </Suspense>
  )
}
