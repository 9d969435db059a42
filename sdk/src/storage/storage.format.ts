import type { CookieAttributes } from './storage.types'

/** Spec (back-office §9): "default cookie lifetime 30 days". */
export const DEFAULT_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60

/** Splits a `Cookie` header (or `document.cookie`) into decoded name/value pairs; the first occurrence of a name wins, as browsers send the most specific path first. */
export function parseCookieHeader(header: string | null | undefined): Map<string, string> {
  const cookies = new Map<string, string>()
  if (!header) return cookies
  for (const part of header.split(';')) {
    const separator = part.indexOf('=')
    if (separator === -1) continue
    const name = part.slice(0, separator).trim()
    if (name === '' || cookies.has(name)) continue
    cookies.set(name, decodeCookieValue(part.slice(separator + 1).trim()))
  }
  return cookies
}

/** Builds one `Set-Cookie` / `document.cookie` string; the value is URI-encoded so commas, semicolons and non-ASCII text survive. */
export function serializeCookie(name: string, value: string, maxAgeSeconds: number, attributes: CookieAttributes = {}): string {
  assertCookieName(name)
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${attributes.path ?? '/'}`, `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`, 'SameSite=Lax']
  if (attributes.secure) parts.push('Secure')
  return parts.join('; ')
}

function decodeCookieValue(raw: string): string {
  const unquoted = raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw
  try {
    return decodeURIComponent(unquoted)
  } catch {
    // A cookie written by someone else may hold a stray '%'; keep it readable rather than dropping it.
    return unquoted
  }
}

const COOKIE_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/

function assertCookieName(name: string): void {
  if (!COOKIE_NAME.test(name)) throw new TypeError(`Invalid cookie name: ${JSON.stringify(name)}`)
}
