/** A backend call whose answer is the same for every visitor, and may therefore be cached and shared. */
export interface SharedCall {
  /** The kind of data: the first part of the cache key, and what a purge by tag names. */
  tag: string
  method: 'GET' | 'POST'
  /** The path under the API's base URL (`/api/v1/...`). */
  path: RegExp
  /** What the answer's `data` envelope holds: a list or a record. An answer of any other shape is never cached. */
  data: 'list' | 'record'
}

/**
 * The calls the shop server caches: an explicit list, so that a call added to the SDK later is never cached by
 * accident. Everything here is site data (layout, options, configuration, consents, category metadata); nothing of a
 * cart, a session or a user. Product lists, prices and stock are each page's own and are not cached.
 */
export const SHARED_CALLS: readonly SharedCall[] = [
  // The layout of every page (site.loadLayout): five navigation trees, the shell's elements, the site's options.
  { tag: 'navigation', method: 'GET', path: /^\/api\/v1\/cms\/navigation\/tree\/[^/]+$/, data: 'list' },
  { tag: 'elements', method: 'POST', path: /^\/api\/v1\/cms\/element\/getByHandlers$/, data: 'list' },
  { tag: 'options', method: 'GET', path: /^\/api\/v1\/cms\/option\/filter$/, data: 'record' },
  // Site and currency configuration.
  { tag: 'site', method: 'POST', path: /^\/api\/v2\/master\/domainDetect$/, data: 'record' },
  { tag: 'languages', method: 'GET', path: /^\/api\/v1\/master\/commons\/languages$/, data: 'list' },
  { tag: 'countries', method: 'GET', path: /^\/api\/v1\/master\/commons\/countries$/, data: 'list' },
  { tag: 'currency', method: 'GET', path: /^\/api\/v2\/ecommerce\/settings\/getCurrencyConfig$/, data: 'record' },
  { tag: 'checkout-settings', method: 'GET', path: /^\/api\/v2\/ecommerce\/settings\/getCheckoutSettings$/, data: 'record' },
  // The privacy consents and which form shows which (the newsletter block of home, listings and posts loads them
  // with the page): site data, the same for every visitor.
  { tag: 'consents', method: 'POST', path: /^\/api\/v1\/privacy\/consent-assignment\/filter$/, data: 'record' },
  { tag: 'consents', method: 'POST', path: /^\/api\/v1\/privacy\/web\/consent\/filter$/, data: 'record' },
  // Category metadata: a category by id or slug, and the category tree.
  { tag: 'category', method: 'GET', path: /^\/api\/v1\/product\/web\/category\/get\/(?:slug\/)?[^/]+$/, data: 'record' },
  { tag: 'category', method: 'POST', path: /^\/api\/v1\/product\/web\/category\/filter$/, data: 'record' },
]

/** The shared call a request is, or undefined: `path` is relative to the API's base URL. */
export function sharedCallOf(method: string, path: string): SharedCall | undefined {
  const upper = method.toUpperCase()
  return SHARED_CALLS.find((call) => call.method === upper && call.path.test(path))
}

/**
 * Whether a 200's body is the contract's envelope with data of the call's shape. Anything else (an HTML page from
 * a proxy, JSON cut off, `{ "data": 42 }`) is a failure: never cached, and a stale entry is the better answer.
 */
export function isSharedAnswer(call: SharedCall, body: string): boolean {
  let parsed: unknown
  try {
    parsed = JSON.parse(body)
  } catch {
    return false
  }
  if (typeof parsed !== 'object' || parsed === null || !('data' in parsed)) return false
  const { data } = parsed as { data: unknown }
  return call.data === 'list' ? Array.isArray(data) : typeof data === 'object' && data !== null && !Array.isArray(data)
}
