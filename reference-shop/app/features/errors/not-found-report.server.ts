import { createSiteService } from '@vitrina/sdk'
import type { AppLoadContext } from 'react-router'
import { requestStorefront } from '../storefront/storefront.server'

/**
 * The page path a request is for: a client-side navigation asks for `/{path}.data` (`/_root.data` for `/`, and
 * `/{path}/_.data` for a path with a trailing slash), a document for the path itself.
 */
export function pagePathOf(url: URL): string {
  const { pathname } = url
  if (pathname === '/_root.data') return '/'
  if (pathname.endsWith('/_.data')) return pathname.slice(0, -'_.data'.length)
  return pathname.endsWith('.data') ? pathname.slice(0, -'.data'.length) : pathname
}

/**
 * Reports to the backend's redirect tools (`redirect/addFailedRequest`, storefront spec §7) the path of a page the
 * shop answered 404: a document, or the data of a client-side navigation. Called once per such answer by
 * entry.server.tsx; a HEAD probe or a form post is no visit and is not reported. The report runs beside the
 * response, never before it, and its failure is no failure of the page: the caller does not wait for it, and
 * whatever it comes to is dropped (a failed report is only a missed statistic). Answers the report's settling, which
 * never rejects, or undefined when there is nothing to report.
 */
export function reportNotFound(request: Request, context: AppLoadContext, status: number): Promise<void> | undefined {
  if (status !== 404 || request.method.toUpperCase() !== 'GET') return undefined
  try {
    const { shop } = requestStorefront(request, context)
    return createSiteService(shop)
      .reportFailedRequest(pagePathOf(new URL(request.url)))
      .then(
        () => undefined,
        () => undefined,
      )
  } catch {
    // A request the shop cannot make an SDK instance for (no configuration) has nobody to report to.
    return undefined
  }
}
