import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server'
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router'
import { reportNotFound } from './features/errors/not-found-report.server'
import { catalogAreaChunkOf, catalogChunkOf } from './features/i18n/catalog-chunks.server'
import { pageCatalogAreas } from './features/i18n/catalog-area-texts'
import { loadCatalog } from './features/i18n/catalogs'
import { splitLanguage } from './features/routing/pages'
import { applyPageCacheHeaders } from './features/serving/http-cache'
import { scriptsAfterPaint } from './features/serving/scripts-after-paint.server'
import { ServerStorefrontProvider } from './features/storefront/shop-providers'
import { serverStorefrontOf } from './features/storefront/storefront.render.server'

export const streamTimeout = 5_000

// For server.mjs, which answers anonymous page requests from it (page-cache.mjs) before they reach React Router.
export { pageCache } from './features/server-cache/server-cache.server'

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    applyPageCacheHeaders(request, responseStatusCode, responseHeaders)
    return new Response(null, { status: responseStatusCode, headers: responseHeaders })
  }

  // Spec §7 redirect/addFailedRequest: every 404 page the shop renders is reported, beside the render.
  void reportNotFound(request, loadContext, responseStatusCode)

  // Every render needs the page's catalog, including error pages whose loaders never ran.
  const { language } = splitLanguage(new URL(request.url).pathname)
  await loadCatalog(language)

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const userAgent = request.headers.get('user-agent')
    // Crawlers get the whole document at once; people get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady'

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000)
    // The response's Content-Security-Policy allows inline scripts with this nonce only: React's (streamed Suspense
    // boundaries) get it from renderToPipeableStream, React Router's (hydration data, route modules, modulepreloads,
    // scroll restoration) from ServerRouter, whose context <Scripts> and <ScrollRestoration> read.
    const nonce = loadContext.cspNonce

    const { pipe, abort } = renderToPipeableStream(
      // The render uses the request's SDK instance that the loaders filled, not a second copy.
      <ServerStorefrontProvider value={serverStorefrontOf(loadContext)}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </ServerStorefrontProvider>,
      {
        nonce,
        // A Suspense boundary whose content is ready is written in place, however large. React would otherwise
        // send a boundary over its chunk size (12.8 kB: the header with its menus, a page's main content) after
        // the rest of the shell and move it in with a script, and the footer would first paint where they go.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId)
              timeoutId = undefined
              callback()
            },
          })
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          // Decided with the final status: an error before the shell was ready has turned it into a 500.
          applyPageCacheHeaders(request, responseStatusCode, responseHeaders)
          // The page's JavaScript loads once the page has painted (scripts-after-paint.server.ts), its language's
          // catalog with it: hydration waits for that chunk too (entry.client.tsx); so does a page of an area (a
          // route's `handle`) for its area's catalog (catalog-area-texts.tsx).
          const catalogs = [catalogChunkOf(language), ...pageCatalogAreas(pageMatches(routerContext)).map((area) => catalogAreaChunkOf(area, language))]
          pipe(scriptsAfterPaint(catalogs.filter((chunk) => chunk !== undefined))).pipe(body)
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }))
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          if (shellRendered) console.error(error)
        },
      },
    )
  })
}

/** The data of client-side navigations (`/path.data`) follows the documents' caching rules: same page, same answer. */
export function handleDataRequest(response: Response, { request, context }: { request: Request; context: AppLoadContext }): Response {
  // A client-side navigation to a page that is not found: reported as its document would be.
  void reportNotFound(request, context, response.status)
  applyPageCacheHeaders(request, response.status, response.headers)
  return response
}

/** The page's matched routes with their `handle`s. */
function pageMatches(context: EntryContext): { handle?: unknown }[] {
  return context.staticHandlerContext.matches.map((match) => ({ handle: context.routeModules[match.route.id]?.handle }))
}
