import { createHash } from 'node:crypto'

/**
 * A weak validator for a generated body: the same bytes give the same tag. Weak, because the server may send the
 * body compressed (another byte sequence, the same content) under the same tag.
 */
export function weakEtagOf(body: string): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`
}

/** Whether a request's If-None-Match names `etag` (weak comparison, as RFC 9110 asks for GET), or is `*`. */
export function ifNoneMatchHits(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false
  if (ifNoneMatch.trim() === '*') return true
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag))
}
