import { createHmac, timingSafeEqual } from 'node:crypto'

/** The payload of an access token. `exp` and `iat` are epoch seconds, readable by any client without the key. */
export interface AccessTokenClaims {
  /** The user id, as a string (RFC 7519 wants `sub` to be a string). */
  sub: string
  email: string
  /** Whether the user is a back-office user when the token was issued (display only: the server reads the database). */
  bo: boolean
  iat: number
  exp: number
  /** The token's id: the server's handle for revoking it. */
  jti: string
}

/** Why a token was refused: `expired` tokens are otherwise genuine. */
export type JwtCheck = { ok: true; claims: AccessTokenClaims } | { ok: false; reason: 'malformed' | 'expired'; claims?: AccessTokenClaims }

const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))

/** Signs `claims` as an HS256 JWT. */
export function signJwt(claims: AccessTokenClaims, secret: Buffer): string {
  const body = `${HEADER}.${base64url(JSON.stringify(claims))}`
  return `${body}.${signature(body, secret)}`
}

/**
 * Verifies an HS256 JWT made by {@link signJwt} at `nowMs`. The header must be exactly ours: accepting whatever
 * `alg` a token names (`none`, or RS256 with our key as a "public key") is the classic JWT forgery.
 */
export function verifyJwt(token: string, secret: Buffer, nowMs: number): JwtCheck {
  const parts = token.split('.')
  if (parts.length !== 3) return { ok: false, reason: 'malformed' }
  const [header, payload, sent] = parts as [string, string, string]
  if (header !== HEADER) return { ok: false, reason: 'malformed' }
  const expected = Buffer.from(signature(`${header}.${payload}`, secret), 'base64url')
  const actual = Buffer.from(sent, 'base64url')
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return { ok: false, reason: 'malformed' }
  const claims = parseClaims(payload)
  if (!claims) return { ok: false, reason: 'malformed' }
  // Expired from the second of `exp` on, as clients compute it (exp * 1000 <= now).
  if (claims.exp * 1000 <= nowMs) return { ok: false, reason: 'expired', claims }
  return { ok: true, claims }
}

function parseClaims(payload: string): AccessTokenClaims | undefined {
  try {
    const value = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<AccessTokenClaims> | null
    if (
      value &&
      typeof value.sub === 'string' &&
      typeof value.email === 'string' &&
      typeof value.bo === 'boolean' &&
      Number.isInteger(value.iat) &&
      Number.isInteger(value.exp) &&
      typeof value.jti === 'string'
    ) {
      return value as AccessTokenClaims
    }
  } catch {
    // A payload that is not JSON is a malformed token, answered like any other.
  }
  return undefined
}

function signature(body: string, secret: Buffer): string {
  return createHmac('sha256', secret).update(body).digest('base64url')
}

function base64url(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url')
}
