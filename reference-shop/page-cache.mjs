// The rendered pages of visitors without cookies, kept in the shop server: what the pages' own Cache-Control
// (`public, s-maxage=60, stale-while-revalidate=300`, see app/features/serving/http-cache.ts) already lets a CDN keep,
// so that a shop without a CDN in front renders an anonymous page once a minute instead of once a visit. A request
// with any cookie (a session, a language or consent choice: the pages `Vary: Cookie`), with a query, or that is not
// a GET is rendered as before. The cache itself (fresh, stale-while-revalidate, stale-if-error, one render at a time
// per page, purge) is the shop's server cache, given by the server build.

/** Paths of the shop's languages that carry a prefix; anything else is Croatian. */
const LANGUAGE_PREFIX = /^\/(sl|en|de)(?:\/|$)/

/** Statuses whose response has no body. */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304])

/**
 * Whether a request may be answered from the page cache: an unconditional GET of a document (not a `.data`
 * request) without a query and without any cookie. A conditional one (the sitemap's validator) is the route's to answer.
 * @param {Request} request
 */
export function isCacheablePageRequest(request) {
  const { headers } = request
  if (request.method !== 'GET' || headers.has('cookie') || headers.has('if-none-match') || headers.has('if-modified-since')) return false
  const url = new URL(request.url)
  return url.search === '' && !url.pathname.endsWith('.data')
}

/**
 * The cache key of a page: `page:{language}:{scheme}://{host}{path}`, in the server cache's `tag:language:rest`
 * form so that a purge of the tag `page` (or of one language) reaches it. The scheme is part of it because the
 * pages' canonical and alternate links are absolute.
 * @param {Request} request
 * @param {boolean} https
 */
export function pageCacheKey(request, https) {
  const url = new URL(request.url)
  const language = LANGUAGE_PREFIX.exec(url.pathname)?.[1] ?? 'hr'
  return `page:${language}:${https ? 'https' : 'http'}://${url.host}${url.pathname}`
}

/**
 * Whether a rendered answer may be kept for everyone: a 200 HTML page its route marked public for shared caches,
 * setting no cookie.
 * @param {Response} response
 */
export function isSharedPage(response) {
  const cacheControl = response.headers.get('cache-control') ?? ''
  return (
    response.status === 200 &&
    /^text\/html\b/i.test(response.headers.get('content-type') ?? '') &&
    /\bpublic\b/i.test(cacheControl) &&
    /\bs-maxage=\d+/i.test(cacheControl) &&
    !response.headers.has('set-cookie')
  )
}

/**
 * A rendered answer as the cache keeps it: status, headers, the whole body and the nonce its inline scripts carry.
 * @param {Response} response
 * @param {string} nonce
 */
export async function pageEntryOf(response, nonce) {
  const headers = [...response.headers].filter(([name]) => name !== 'content-length')
  return { status: response.status, headers, body: await response.text(), nonce }
}

/**
 * The answer of a kept page for one request: its inline scripts get this response's nonce (the one its
 * Content-Security-Policy names), the rest is as rendered.
 * @param {{ status: number, headers: [string, string][], body: string, nonce: string }} entry
 * @param {string} nonce
 */
export function pageResponseOf(entry, nonce) {
  const body = NULL_BODY_STATUSES.has(entry.status) ? null : entry.body.replaceAll(`nonce="${entry.nonce}"`, `nonce="${nonce}"`)
  return new Response(body, { status: entry.status, headers: entry.headers })
}

/**
 * Answers a cacheable request (see {@link isCacheablePageRequest}) from the cache, rendering the page when it has
 * no usable copy. `render(nonce)` renders it for a request like this one with the given nonce; an answer that is not
 * a shared page (see {@link isSharedPage}) is served as rendered and not kept, and a 5xx counts as a failure, for
 * which a stale copy is served while there is one.
 * @param {{ cache: { get(key: string, label: string, load: () => Promise<{ value: any, cacheable: boolean, failed: boolean }>): Promise<any> }, request: Request, https: boolean, nonce: string, render: (nonce: string) => Promise<Response> }} options
 * @returns {Promise<Response>}
 */
export async function servePage({ cache, request, https, nonce, render }) {
  const path = new URL(request.url).pathname
  const entry = await cache.get(pageCacheKey(request, https), `page ${path}`, async () => {
    const response = await render(nonce)
    return { value: await pageEntryOf(response, nonce), cacheable: isSharedPage(response), failed: response.status >= 500 }
  })
  return pageResponseOf(entry, nonce)
}
