import { decode, sign, verify } from 'hono/jwt'

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

/** Why a token was refused: `expired` tokens are otherwise genuine, so their claims are given. */
export type AccessTokenCheck = { ok: true; claims: AccessTokenClaims } | { ok: false; reason: 'malformed' | 'expired'; claims?: AccessTokenClaims }

const MALFORMED = { ok: false, reason: 'malformed' } as const

/** Signs `claims` as an HS256 JWT (header `{"alg":"HS256","typ":"JWT"}`) with the sandbox's 32-byte key. */
export function signAccessClaims(claims: AccessTokenClaims, secret: Buffer): Promise<string> {
  return sign({ ...claims }, hmacKey(secret), 'HS256')
}

/**
 * Checks an access token made by {@link signAccessClaims} at `nowMs`, the sandbox clock's time. hono's `verify` checks
 * the signature and pins the algorithm to HS256 (accepting whatever `alg` a token names, `none` or RS256 with our
 * key as a "public key", is the classic JWT forgery); its own time checks are off because they read the machine's
 * clock, while a sandbox's tokens live by `createSandbox({ clock })`.
 */
export async function checkAccessToken(token: string, secret: Buffer, nowMs: number): Promise<AccessTokenCheck> {
  let payload: unknown
  try {
    payload = await verify(token, hmacKey(secret), { alg: 'HS256', exp: false, nbf: false, iat: false })
  } catch {
    // hono throws a JwtTokenInvalid, JwtHeaderInvalid, JwtAlgorithmMismatch, JwtTokenSignatureMismatched...: to the
    // client each is one `Unauthorized.`
    return MALFORMED
  }
  // The contract's header is exactly ours; hono also lets through a token of our key without `typ` or with a `kid`.
  const { header } = decode(token)
  if (Object.keys(header).length !== 2 || header.typ !== 'JWT') return MALFORMED
  const claims = accessTokenClaims(payload)
  if (!claims) return MALFORMED
  // Expired from the second of `exp` on, as clients compute it (exp * 1000 <= now).
  if (claims.exp * 1000 <= nowMs) return { ok: false, reason: 'expired', claims }
  return { ok: true, claims }
}

/** The key as a JWK, so that hono's HMAC uses its 32 bytes (a string key would be taken as UTF-8 text). */
function hmacKey(secret: Buffer): JsonWebKey {
  return { kty: 'oct', k: secret.toString('base64url') }
}

function accessTokenClaims(value: unknown): AccessTokenClaims | undefined {
  const claims = value as Partial<AccessTokenClaims> | null
  if (
    claims &&
    typeof claims.sub === 'string' &&
    typeof claims.email === 'string' &&
    typeof claims.bo === 'boolean' &&
    Number.isInteger(claims.iat) &&
    Number.isInteger(claims.exp) &&
    typeof claims.jti === 'string'
  ) {
    return claims as AccessTokenClaims
  }
  return undefined
}
