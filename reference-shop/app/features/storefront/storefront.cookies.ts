/**
 * The session cookies whose values the SDK sends as HTTP header values (`accessToken` and `Authorization`, and
 * `refreshToken` on a refresh): the SDK's AUTH_COOKIES names.
 */
export const HEADER_BOUND_COOKIES: readonly string[] = ['accessToken', 'refreshToken']

// Tokens are base64url and dots. A value outside visible ASCII cannot be a header value at all: fetch refuses to
// send it, the SDK reports that as a network failure, and every backend call of the request would fail with it.
const HEADER_SAFE_VALUE = /^[\x21-\x7e]{1,4096}$/

/** A request's `Cookie` header as the shop hands it to the SDK, and the cookies left out of it. */
export interface ScreenedCookies {
  /** The header without the cookies the SDK could not use; null when nothing is left. */
  header: string | null
  /** Names of the cookies left out, to be cleared in the browser. */
  rejected: string[]
}

/**
 * Leaves out of a `Cookie` header the session tokens that no backend call could carry (garbage written by someone
 * else, or a cookie damaged on the way), so the visitor is served as a visitor instead of every page failing.
 * Every other cookie the SDK reads checks its own value (the user cookie's JSON, the consent list, the language).
 */
export function screenRequestCookies(header: string | null | undefined): ScreenedCookies {
  if (!header) return { header: null, rejected: [] }
  const kept: string[] = []
  const rejected = new Set<string>()
  for (const part of header.split(';')) {
    const separator = part.indexOf('=')
    const name = separator === -1 ? '' : part.slice(0, separator).trim()
    if (HEADER_BOUND_COOKIES.includes(name) && !HEADER_SAFE_VALUE.test(decodedValue(part.slice(separator + 1).trim()))) {
      rejected.add(name)
      continue
    }
    kept.push(part)
  }
  return { header: kept.length > 0 ? kept.join(';') : null, rejected: [...rejected] }
}

// As the SDK reads a cookie value (storage.format.ts): without surrounding quotes, percent-decoded when it decodes.
function decodedValue(raw: string): string {
  const unquoted = raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw
  try {
    return decodeURIComponent(unquoted)
  } catch {
    return unquoted
  }
}
