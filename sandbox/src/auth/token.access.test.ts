import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { type AccessTokenClaims, checkAccessToken, signAccessClaims } from './token.access'

const secret = Buffer.alloc(32, 7)
const claims: AccessTokenClaims = { sub: '1', email: 'kupac@vitrina.test', bo: false, iat: 1_780_000_000, exp: 1_780_000_900, jti: 'abc' }
const at = (seconds: number) => seconds * 1000
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

function part(index: number, token: string): unknown {
  return JSON.parse(Buffer.from(token.split('.')[index]!, 'base64url').toString('utf8'))
}

/** A token signed with `key` by hand, with whatever header: what a forger (or a careless issuer) would make. */
function handMade(header: unknown, payload: unknown, key = secret): string {
  const body = `${encode(header)}.${encode(payload)}`
  return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`
}

describe('signAccessClaims and checkAccessToken', () => {
  it('makes a standard HS256 JWT whose payload a client reads without the key', async () => {
    const token = await signAccessClaims(claims, secret)
    expect(part(0, token)).toEqual({ alg: 'HS256', typ: 'JWT' })
    expect(part(1, token)).toEqual(claims)
    // HMAC-SHA256 over the key's 32 bytes: the tokens a file database issued before are still genuine.
    expect(token).toBe(handMade({ alg: 'HS256', typ: 'JWT' }, claims))
  })

  it('accepts its own token until the second of exp, by the clock it is given', async () => {
    const token = await signAccessClaims(claims, secret)
    expect(await checkAccessToken(token, secret, at(claims.exp) - 1)).toEqual({ ok: true, claims })
    expect(await checkAccessToken(token, secret, at(claims.exp))).toEqual({ ok: false, reason: 'expired', claims })
  })

  it('accepts a token issued in what is, for the machine, the future (a sandbox clock set ahead)', async () => {
    const ahead = { ...claims, iat: 4_000_000_000, exp: 4_000_000_900 }
    expect(await checkAccessToken(await signAccessClaims(ahead, secret), secret, at(ahead.iat))).toEqual({ ok: true, claims: ahead })
  })

  it('refuses a token signed with another key', async () => {
    expect(await checkAccessToken(await signAccessClaims(claims, Buffer.alloc(32, 8)), secret, at(claims.iat))).toEqual({ ok: false, reason: 'malformed' })
  })

  it('refuses a token whose payload was changed after signing', async () => {
    const [header, , signature] = (await signAccessClaims(claims, secret)).split('.')
    const forged = encode({ ...claims, sub: '2', bo: true })
    expect(await checkAccessToken(`${header}.${forged}.${signature}`, secret, at(claims.iat))).toEqual({ ok: false, reason: 'malformed' })
  })

  it('refuses an unsigned token (alg none) even with a valid payload', async () => {
    expect(await checkAccessToken(`${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`, secret, at(claims.iat))).toEqual({
      ok: false,
      reason: 'malformed',
    })
  })

  it.each([
    ['another algorithm', { alg: 'HS512', typ: 'JWT' }],
    ['no typ', { alg: 'HS256' }],
    ['a kid', { alg: 'HS256', typ: 'JWT', kid: 'k1' }],
  ])('refuses a token whose header has %s, although the signature is of our key', async (_, header) => {
    expect(await checkAccessToken(handMade(header, claims), secret, at(claims.iat))).toEqual({ ok: false, reason: 'malformed' })
  })

  it('refuses an expired token as malformed when its signature is wrong', async () => {
    expect(await checkAccessToken(await signAccessClaims(claims, Buffer.alloc(32, 8)), secret, at(claims.exp + 60))).toEqual({ ok: false, reason: 'malformed' })
  })

  it.each(['', 'a.b', 'a.b.c', 'a.b.c.d', 'not a token at all'])('refuses the malformed token %j', async (token) => {
    expect(await checkAccessToken(token, secret, 0)).toEqual({ ok: false, reason: 'malformed' })
  })

  it('refuses a signed payload that lacks a claim the server relies on', async () => {
    const { jti: _jti, ...withoutJti } = claims
    expect(await checkAccessToken(handMade({ alg: 'HS256', typ: 'JWT' }, withoutJti), secret, at(claims.iat))).toEqual({ ok: false, reason: 'malformed' })
  })
})
