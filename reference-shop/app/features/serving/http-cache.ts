import { matchPage, type PageId } from '../routing/pages'

/**
 * What a CDN may do with a page nobody's session shaped: serve it for a minute, then for five more while it fetches
 * a fresh copy. `max-age=0` keeps browsers asking (they revalidate on every visit), so a shopper who just logged in
 * never sees an anonymous page from their own cache.
 */
export const PUBLIC_PAGE_STALE_WHILE_REVALIDATE_SECONDS = 300

/** The Cache-Control of an anonymous page (see above). */
export const PUBLIC_PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=60, stale-while-revalidate=${PUBLIC_PAGE_STALE_WHILE_REVALIDATE_SECONDS}`

/** A response shaped by a session (or setting one): for that browser only, and not kept even there. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store'

/** An error or a redirect: nothing to keep, the next request must be answered afresh. */
export const UNCACHED = 'no-store'

/**
 * The cookies of a session, as the SDK names them: the login (tokens, the user and the strategy: spec back-office
 * §9), the cart session and what the checkout remembers of the shopper (guest e-mail, member card). The language
 * and consent cookies are no session: everyone with the same value gets the same page (`Vary: Cookie` keeps them apart).
 */
export const SESSION_COOKIES: readonly string[] = [
  'accessToken',
  'refreshToken',
  'authUser',
  'authStrategy',
  'cartId',
  'protectCode',
  'guestUser',
  'memberCardBarcode',
]

/** Pages about one shopper, whoever asks: their cart, the checkout, the account, and the login and password screens. */
export const PERSONAL_PAGES: readonly PageId[] = [
  'cart',
  'checkout',
  'checkoutSuccess',
  'profile',
  'login',
  'register',
  'forgotPassword',
  'resetPassword',
  'confirmEmail',
  'socialLogin',
  'admin',
  'adminLogin',
]

/** Whether a `Cookie` header holds a session cookie (with a value: a cookie being deleted is no session). */
export function hasSessionCookie(cookieHeader: string | null): boolean {
  if (!cookieHeader) return false
  return cookieHeader.split(';').some((pair) => {
    const separator = pair.indexOf('=')
    return separator > 0 && SESSION_COOKIES.includes(pair.slice(0, separator).trim()) && pair.slice(separator + 1).trim() !== ''
  })
}

/** The page a document or data path shows: `/kosarica.data` is the cart's data, `/_root.data` the home page's. */
export function pageOfPath(pathname: string): PageId | null {
  const documentPath = pathname.endsWith('.data') ? pathname.slice(0, -'.data'.length).replace(/\/_root$/, '/') : pathname
  return matchPage(documentPath || '/')?.page ?? null
}

export interface PageResponse {
  method: string
  /** The path of the document or of its `.data` request. */
  pathname: string
  /** The request's `Cookie` header. */
  cookieHeader: string | null
  status: number
  /** The response's headers so far: its Set-Cookie, and a Cache-Control a route chose itself. */
  headers: Headers
}

/**
 * The Cache-Control of a page or its data. Private when a session shapes it: the request carries a session cookie,
 * the response sets a cookie (a shared cache would hand it to everyone), or the page is one shopper's by nature.
 * Otherwise an anonymous 200 or 404 is public for CDNs; a route's own stricter choice (the unavailable page's
 * no-store) stands, and any other status is not stored.
 */
export function pageCacheControl({ method, pathname, cookieHeader, status, headers }: PageResponse): string {
  const chosen = headers.get('Cache-Control')
  const isPersonal =
    headers.has('Set-Cookie') || hasSessionCookie(cookieHeader) || (PERSONAL_PAGES as readonly (PageId | null)[]).includes(pageOfPath(pathname))
  if (isPersonal) return PRIVATE_CACHE_CONTROL
  if (method !== 'GET' && method !== 'HEAD') return UNCACHED
  if (chosen) return chosen
  return status === 200 || status === 404 ? PUBLIC_PAGE_CACHE_CONTROL : UNCACHED
}

/** Sets the page's Cache-Control (see {@link pageCacheControl}) and `Vary: Cookie`, since the choice depends on the cookies. */
export function applyPageCacheHeaders(request: Request, status: number, headers: Headers): void {
  const url = new URL(request.url)
  headers.set(
    'Cache-Control',
    pageCacheControl({ method: request.method, pathname: url.pathname, cookieHeader: request.headers.get('Cookie'), status, headers }),
  )
  const vary = headers.get('Vary')
  if (!vary) headers.set('Vary', 'Cookie')
  else if (!/(?:^|,)\s*cookie\s*(?:,|$)/i.test(vary)) headers.set('Vary', `${vary}, Cookie`)
}
