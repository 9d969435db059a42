import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto'

/** scrypt cost parameters: N = 2^14 is the interactive-login recommendation (about 16 MB, ~40 ms here). */
const N = 16384
const R = 8
const P = 1
const KEY_LENGTH = 32

/** Hashes a password as `scrypt$N$r$p$salt$hash` (salt and hash in base64). */
export function hashPassword(password: string, salt: Buffer = randomBytes(16)): string {
  const hash = scryptSync(password.normalize('NFC'), salt, KEY_LENGTH, { N, r: R, p: P, maxmem: 64 * 1024 * 1024 })
  return ['scrypt', N, R, P, salt.toString('base64'), hash.toString('base64')].join('$')
}

/** True when `password` matches a hash made by {@link hashPassword}; false for any malformed hash. */
export function verifyPassword(password: string, stored: string): boolean {
  const [scheme, n, r, p, salt, hash] = stored.split('$')
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false
  const expected = Buffer.from(hash, 'base64')
  const actual = scryptSync(password.normalize('NFC'), Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: 64 * 1024 * 1024,
  })
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}
