import { isOriginAllowed } from '../http/http.cors'
import type { RequestLanguage } from '../http/http.language'

/** The shop pages an e-mailed link opens. */
export type ShopPage = 'confirmEmail' | 'resetPassword'

// The shop's routes (storefront spec §2): hr and sl keep the Croatian slugs (sl under /sl), en and de their
// English equivalents under /en and /de.
const SLUGS: Record<ShopPage, Record<RequestLanguage, string>> = {
  confirmEmail: { hr: 'potvrdi-email', sl: 'potvrdi-email', en: 'confirm-email', de: 'confirm-email' },
  resetPassword: { hr: 'nova-lozinka', sl: 'nova-lozinka', en: 'reset-password', de: 'reset-password' },
}

/** Where the shop that made a request lives (its origin), from the request's headers. */
export interface ShopOriginSource {
  headers: Headers
  allowedOrigins: readonly string[]
  /** The site's url (sites table), the last resort. */
  siteUrl: string
}

/**
 * The origin e-mailed links point to: the `Origin` of a browser calling the sandbox directly when CORS allows
 * it, else the `Referer`'s origin (a shop server that passes its page on), else the site's url. The sandbox
 * delivers no mail, so trusting a Referer cannot send a stranger's link to a real inbox.
 */
export function shopOrigin({ headers, allowedOrigins, siteUrl }: ShopOriginSource): string {
  const origin = headers.get('Origin')
  if (origin && isOriginAllowed(origin, allowedOrigins)) return origin
  return originOf(headers.get('Referer')) ?? siteUrl.replace(/\/+$/, '')
}

/** The link to `page` of the shop at `shop` in `language`, with one query parameter carrying the token. */
export function shopLink(shop: string, language: RequestLanguage, page: ShopPage, param: string, token: string): string {
  const prefix = language === 'hr' ? '' : `/${language}`
  return `${shop}${prefix}/${SLUGS[page][language]}?${param}=${encodeURIComponent(token)}`
}

function originOf(url: string | null): string | undefined {
  if (!url) return undefined
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : undefined
  } catch {
    return undefined
  }
}
