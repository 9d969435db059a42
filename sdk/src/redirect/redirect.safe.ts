/** Longer targets are refused: no page of the shop needs one, and very long ones are a smuggling vehicle. */
export const MAX_REDIRECT_LENGTH = 2000

// Back-office spec §2: "Redirect targets are accepted only if they are a safe relative path: a leading slash,
// limited characters, optional query and fragment." The characters are RFC 3986's unreserved set and
// percent-encoded octets; query and fragment add the separators a query needs. Nothing else: no backslash,
// whitespace, quotes or colon in the path, so no scheme, no host and nothing a URL parser would rewrite.
const OCTET = '%[0-9A-Fa-f]{2}'
const SEGMENT = `(?:[A-Za-z0-9\\-._~]|${OCTET})*`
const QUERY = `(?:[A-Za-z0-9\\-._~/?=&+,;:@]|${OCTET})*`
const SAFE_TARGET = new RegExp(`^(?:/${SEGMENT})+(?:\\?${QUERY})?(?:#${QUERY})?$`)

// Octets that must not hide behind percent-encoding: '/' and '\' (a host in disguise: '/%2F%2Fevil'), '%' (a
// second round of decoding elsewhere would reveal the first two), and control characters.
const FORBIDDEN_OCTETS = new Set([0x2f, 0x5c, 0x25, 0x7f])
// After decoding: C0 and C1 controls and the Unicode line separators.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what a safe redirect refuses
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/

function hasForbiddenOctet(target: string): boolean {
  for (const match of target.matchAll(/%([0-9A-Fa-f]{2})/g)) {
    const octet = Number.parseInt(match[1]!, 16)
    if (octet < 0x20 || FORBIDDEN_OCTETS.has(octet)) return true
  }
  return false
}

function decodes(target: string): string | undefined {
  try {
    return decodeURIComponent(target)
  } catch {
    // Malformed or overlong UTF-8 ('%C0%AF' for '/'): refuse rather than guess what a server would make of it.
    return undefined
  }
}

/** Tells whether a path climbs above the root with '..' segments (also written '%2E%2E'). */
function escapesRoot(path: string): boolean {
  let depth = 0
  for (const segment of path.split('/').slice(1)) {
    const decoded = segment.replace(/%2e/gi, '.')
    if (decoded === '..') depth -= 1
    else if (decoded !== '.' && decoded !== '') depth += 1
    if (depth < 0) return true
  }
  return false
}

/**
 * Tells whether a redirect target is a safe relative path of this site: a single leading slash, limited
 * characters, an optional query and fragment, nothing that names another host or scheme.
 *
 * @remarks
 * Refused: `//host` and `/\host`, schemes (`javascript:`, `https:`), percent-encoded `/`, `\`, `%` or control
 * characters, malformed percent-encoding, `..` segments that climb above the root, whitespace and anything
 * longer than 2000 characters. Non-ASCII characters must be percent-encoded.
 */
export function isSafeRedirect(target: unknown): target is string {
  if (typeof target !== 'string' || target.length === 0 || target.length > MAX_REDIRECT_LENGTH) return false
  if (!SAFE_TARGET.test(target)) return false
  const path = target.split(/[?#]/, 1)[0]!
  // An empty path segment ('//' anywhere in the path) is how a protocol-relative host begins.
  if (path.includes('//')) return false
  if (hasForbiddenOctet(target)) return false
  const decoded = decodes(target)
  if (decoded === undefined || CONTROL_CHARACTERS.test(decoded)) return false
  return !escapesRoot(path)
}

/**
 * Gives `target` when it is a safe relative path (see {@link isSafeRedirect}), else `fallback` (itself checked,
 * else `/`).
 *
 * @example
 * ```ts
 * import { safeRedirect } from '@vitrina/sdk'
 *
 * declare function navigate(path: string): void
 *
 * navigate(safeRedirect(new URLSearchParams(location.search).get('redirect'), '/profil'))
 * ```
 */
export function safeRedirect(target: unknown, fallback = '/'): string {
  if (isSafeRedirect(target)) return target
  return isSafeRedirect(fallback) ? fallback : '/'
}
