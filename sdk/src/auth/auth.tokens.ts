/** Refresh this long before the token's `exp`, so a token cannot expire between the check and the server reading it. */
export const TOKEN_EXPIRY_SKEW_MS = 10_000

/**
 * Reads the expiry of a signed token (JWT-like: `header.payload.signature`, base64url) in milliseconds since
 * the epoch, without verifying the signature: the server verifies; the client only needs to know when to refresh.
 * Gives undefined when the token has no readable numeric `exp`.
 */
export function readTokenExpiry(token: string): number | undefined {
  const parts = token.split('.')
  if (parts.length !== 3 || !parts[1]) return undefined
  try {
    const payload = JSON.parse(decodeBase64Url(parts[1])) as unknown
    const exp = typeof payload === 'object' && payload !== null ? (payload as { exp?: unknown }).exp : undefined
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : undefined
  } catch {
    return undefined
  }
}

/** Tells whether a token must be refreshed before use: its expiry (less the skew) has passed, or it has no readable expiry. */
export function isTokenExpired(token: string, nowMs: number, skewMs = TOKEN_EXPIRY_SKEW_MS): boolean {
  const expiry = readTokenExpiry(token)
  return expiry === undefined || expiry - skewMs <= nowMs
}

/** Whole seconds until the token expires (0 when it has or its expiry is unreadable): the lifetime of its cookie. */
export function secondsUntilExpiry(token: string, nowMs: number): number {
  const expiry = readTokenExpiry(token)
  return expiry === undefined ? 0 : Math.max(0, Math.floor((expiry - nowMs) / 1000))
}

function decodeBase64Url(input: string): string {
  if (!/^[A-Za-z0-9_-]+$/.test(input)) throw new TypeError('not base64url')
  const base64 = input
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(input.length / 4) * 4, '=')
  const binary = atob(base64)
  return new TextDecoder().decode(Uint8Array.from(binary, (character) => character.charCodeAt(0)))
}
