import { lazy } from 'react'

/**
 * {@link import('./generic-error-page').GenericErrorPage} loaded on demand: the error boundaries of the root and of the
 * language layout show it, on the pages that failed only, so no page's first load carries it (or the outage page it
 * shows for a 503). It suspends while its chunk loads, as the not-found page does.
 */
export const LazyGenericErrorPage = lazy(() => import('./generic-error-page').then((module) => ({ default: module.GenericErrorPage })))
