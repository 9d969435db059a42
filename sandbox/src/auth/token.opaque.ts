import { createHash, randomBytes } from 'node:crypto'

/** A random opaque token: `bytes` random bytes as base64url (32 bytes give 43 characters). */
export function randomToken(bytes: number): string {
  return randomBytes(bytes).toString('base64url')
}

// Opaque tokens (refresh, e-mail verification, password reset, form confirmation) are 32 random bytes, so a
// plain SHA-256 suffices to store them: a slow KDF guards guessable secrets like passwords, and nobody can
// guess 256 random bits.
/** The stored form of an opaque token: its SHA-256 as hex. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
