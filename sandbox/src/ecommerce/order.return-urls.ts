import { isOriginAllowed } from '../http/http.cors'
import { invalid, optionalString } from '../http/http.input'

/** What decides where an order may send the payer back to. */
export interface ReturnUrlPolicy {
  /** The request's `Origin` header, if any. */
  requestOrigin: string | undefined
  /** The configured shop origins (CORS patterns: exact, or `scheme://host:*`). */
  allowedOrigins: readonly string[]
  /** The site's url (sites table): its origin is always allowed, and the base when the request names none. */
  siteUrl: string
}

/** The shop origin a relative return path is resolved against: an allowed `Origin`, else the site's. */
function shopOrigin(policy: ReturnUrlPolicy): string {
  const { requestOrigin, allowedOrigins } = policy
  return requestOrigin && isOriginAllowed(requestOrigin, allowedOrigins) ? requestOrigin : new URL(policy.siteUrl).origin
}

function isAllowedOrigin(origin: string, policy: ReturnUrlPolicy): boolean {
  // The request's Origin counts only when it is itself allowed: any page (or any script outside a browser) can
  // send its own origin, so trusting it would let a stranger's order send the payer to the stranger's site.
  return origin === new URL(policy.siteUrl).origin || isOriginAllowed(origin, policy.allowedOrigins)
}

/**
 * `successURL` / `failureURL` of `order/create` as the absolute URL the payment pages redirect to: a relative path
 * (`/…`, resolved against the shop's origin) or an http(s) URL on an allowed origin, else 400. The payment page
 * sends the payer there after paying, so an open target would make the sandbox a phishing relay.
 */
export function readReturnUrl(value: unknown, path: string, policy: ReturnUrlPolicy, fallbackPath: string): string {
  const text = optionalString(value, path, 2000)
  const base = shopOrigin(policy)
  if (!text) return `${base}${fallbackPath}`
  const message = `${path} must be a path of the shop (/…) or an http(s) URL on one of the shop's allowed origins.`
  // `//host` and `/\host` are relative to the scheme only: browsers read them as another site.
  if (text.startsWith('/')) {
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this check refuses
    if (/^\/[/\\]/.test(text) || /[\u0000-\u001f\\]/.test(text)) invalid(path, message)
    return new URL(text, base).href
  }
  let parsed: URL | undefined
  try {
    parsed = new URL(text)
  } catch {
    parsed = undefined
  }
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || parsed.username || parsed.password) invalid(path, message)
  if (!isAllowedOrigin(parsed.origin, policy)) invalid(path, message)
  return parsed.href
}
