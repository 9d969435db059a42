import { lazy } from 'react'

/**
 * The generic error page (generic-error-page.tsx) loaded on demand: the error boundaries of the root, the language
 * layout and the e-mail confirmation show it, on the pages that failed only, so no page's first load carries it (or the
 * outage page it shows for a 503). It suspends while its chunk loads, as the not-found page does.
 */
export const LazyGenericErrorPage = lazy(() => import('./generic-error-page').then((module) => ({ default: module.GenericErrorPage })))
