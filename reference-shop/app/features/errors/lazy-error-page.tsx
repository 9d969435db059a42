import { lazy, Suspense } from 'react'

/**
 * The generic error page (generic-error-page.tsx) loaded on demand: the error boundaries of the root, the language
 * layout and the e-mail confirmation show it, on the pages that failed only, so no page's first load carries it (or the
 * outage page it shows for a 503). It suspends while its chunk loads, as the not-found page does.
 */
export const LazyGenericErrorPage = lazy(() => import('./generic-error-page').then((module) => ({ default: module.GenericErrorPage })))

/**
 * {@link LazyGenericErrorPage} in a page's main content: the page keeps its height while the chunk loads, so the footer
 * does not jump up and back (the language layout's and the e-mail confirmation's error boundaries).
 */
export function GenericErrorPageInPage({ status, homePath }: { status: number | undefined; homePath: string }) {
  return (
    <Suspense fallback={<div className="min-h-[50vh]" />}>
      <LazyGenericErrorPage status={status} homePath={homePath} />
    </Suspense>
  )
}
