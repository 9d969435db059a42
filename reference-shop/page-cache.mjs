// The rendered pages of visitors without cookies, kept in the shop server: what the pages' own Cache-Control
// (`public, s-maxage=60, stale-while-revalidate=300`, see app/features/serving/http-cache.ts) already lets a CDN keep,
// so that a shop without a CDN in front renders an anonymous page once a minute instead of once a visit. A request
// with any cookie (a session, a language or consent choice: the pages `Vary: Cookie`), with a query, or that is not
// a GET is rendered as before. The cache itself (fresh, stale-while-revalidate, stale-if-error, one render at a time
// per page, purge) is the shop's server cache, given by the server build.

import { compressBytes, compressedHeaders, worthCompressing } from './compression.mjs'

/** @typedef {{ status: number, headers: [string, string][], body: string, nonce: string }} PageEntry */

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
 * A kept page's body in the pieces between its nonces (a nonce's value is in no piece), with each piece's length in
 * UTF-8. The pieces are slices of the kept body, which V8 keeps as references to it rather than copies. Built once per
 * entry the cache holds as an object (the memory store).
 * @type {WeakMap<PageEntry, { pieces: string[], byteLengths: number[] }>}
 */
const preparedBodies = new WeakMap()

/** @param {PageEntry} entry */
function bodyPiecesOf(entry) {
  let prepared = preparedBodies.get(entry)
  if (prepared === undefined) {
    const { body } = entry
    const marker = `nonce="${entry.nonce}"`
    const pieces = []
    let from = 0
    for (let at = body.indexOf(marker); at !== -1; at = body.indexOf(marker, at + marker.length)) {
      pieces.push(body.slice(from, at + 'nonce="'.length))
      from = at + marker.length - 1
    }
    pieces.push(body.slice(from))
    prepared = { pieces, byteLengths: pieces.map((piece) => Buffer.byteLength(piece, 'utf8')) }
    preparedBodies.set(entry, prepared)
  }
  return prepared
}

/** Where a kept page's body is put together before it is compressed (see pageResponseOf); grows to the largest page. */
let scratch = Buffer.alloc(0)

/**
 * The pieces of a body with `nonce` between each two, written in UTF-8 into `target` (long enough for them).
 * @param {string[]} pieces
 * @param {string} nonce
 * @param {Buffer} target
 * @returns {Buffer} the part of `target` written
 */
function joinPieces(pieces, nonce, target) {
  let at = 0
  pieces.forEach((piece, index) => {
    if (index > 0) at += target.write(nonce, at, 'utf8')
    at += target.write(piece, at, 'utf8')
  })
  return target.subarray(0, at)
}

/**
 * The answer of a kept page for one request: its inline scripts get this response's nonce (the one its
 * Content-Security-Policy names), the rest is as rendered. With an `encoding` (the request's, see
 * negotiateEncoding) a text body worth it is sent compressed, in one call: the whole body is there already.
 * @param {PageEntry} entry
 * @param {string} nonce
 * @param {'br' | 'gzip' | null} [encoding]
 */
export function pageResponseOf(entry, nonce, encoding = null) {
  if (NULL_BODY_STATUSES.has(entry.status)) return new Response(null, { status: entry.status, headers: entry.headers })
  const { pieces, byteLengths } = bodyPiecesOf(entry)
  const length = byteLengths.reduce((sum, bytes) => sum + bytes, 0) + (pieces.length - 1) * Buffer.byteLength(nonce, 'utf8')
  const plainHeaders = new Headers(entry.headers)
  if (encoding === null || !worthCompressing(plainHeaders, length)) {
    return new Response(joinPieces(pieces, nonce, Buffer.allocUnsafe(length)), { status: entry.status, headers: plainHeaders })
  }
  // The plain body lives only for the compressor's one synchronous call: one buffer serves every request.
  if (scratch.length < length) scratch = Buffer.allocUnsafe(length * 2)
  const compressed = compressBytes(joinPieces(pieces, nonce, scratch), encoding)
  const headers = compressedHeaders(plainHeaders, encoding)
  headers.set('Content-Length', String(compressed.length))
  return new Response(compressed, { status: entry.status, headers })
}

/**
 * Answers a cacheable request (see {@link isCacheablePageRequest}) from the cache, rendering the page when it has
 * no usable copy. `render(nonce)` renders it for a request like this one with the given nonce; an answer that is not
 * a shared page (see {@link isSharedPage}) is served as rendered and not kept, and a 5xx counts as a failure, for
 * which a stale copy is served while there is one. `encoding` as for {@link pageResponseOf}.
 * @param {{ cache: { get(key: string, label: string, load: () => Promise<{ value: any, cacheable: boolean, failed: boolean }>): Promise<any> }, request: Request, https: boolean, nonce: string, render: (nonce: string) => Promise<Response>, encoding?: 'br' | 'gzip' | null }} options
 * @returns {Promise<Response>}
 */
export async function servePage({ cache, request, https, nonce, render, encoding = null }) {
  const path = new URL(request.url).pathname
  const entry = await cache.get(pageCacheKey(request, https), `page ${path}`, async () => {
    const response = await render(nonce)
    return { value: await pageEntryOf(response, nonce), cacheable: isSharedPage(response), failed: response.status >= 500 }
  })
  return pageResponseOf(entry, nonce, encoding)
}
