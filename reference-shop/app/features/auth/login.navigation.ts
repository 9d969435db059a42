import { isSafeRedirect, safeRedirect } from '@vitrina/sdk'
import { GUEST_ONLY_PAGES, matchPage, pagePath, splitLanguage } from '../routing/pages'

/** Storefront spec §4: "Login success with abandonedCart query goes to cart after 0.2 s". */
export const ABANDONED_CART_REDIRECT_DELAY_MS = 200

/** What happens after a successful login: go somewhere (now or after a delay), or stay on the page. */
export type AfterLogin = { kind: 'navigate'; to: string; delayMs: number } | { kind: 'stay' }

/**
 * Where a shopper goes after logging in, from the page they logged in on (storefront spec §4): with the query
 * `abandonedCart` to the cart after 0.2 s; on the login page (or the registration page, whose auto-login is a login)
 * to its safe `redirect` target or home; on another guest-only page (which would send them home anyway) home;
 * anywhere else they stay and the modal closes.
 */
export function afterLogin({ pathname, search }: { pathname: string; search: string }): AfterLogin {
  const { language } = splitLanguage(pathname)
  const query = new URLSearchParams(search)
  const home = pagePath('home', language)
  if (query.has('abandonedCart')) return { kind: 'navigate', to: pagePath('cart', language), delayMs: ABANDONED_CART_REDIRECT_DELAY_MS }
  const page = matchPage(pathname)?.page
  // Spec: "Redirect targets after login must be safe relative paths"; anything else goes home.
  if (page === 'login' || page === 'register') return { kind: 'navigate', to: safeRedirect(query.get('redirect'), home), delayMs: 0 }
  if (page && GUEST_ONLY_PAGES.includes(page)) return { kind: 'navigate', to: home, delayMs: 0 }
  return { kind: 'stay' }
}

/**
 * The login page of `target`'s language with `?redirect=target`. Slashes stay readable (`?redirect=/profil`);
 * they are legal in a query, and everything else is encoded.
 */
export function loginPathFor(target: string): string {
  const login = pagePath('login', splitLanguage(target).language)
  return `${login}?redirect=${encodeURIComponent(target).replace(/%2F/g, '/')}`
}

/**
 * Where a registration without a login (`registered`) goes (storefront spec §4 "the shopper is redirected to login"):
 * the login page of the page's language, passing on a safe `redirect` target of the page it was made on.
 */
export function loginPathAfterRegistration({ pathname, search }: { pathname: string; search: string }): string {
  const { language } = splitLanguage(pathname)
  const target = new URLSearchParams(search).get('redirect')
  return target && isSafeRedirect(target) ? loginPathFor(target) : pagePath('login', language)
}
