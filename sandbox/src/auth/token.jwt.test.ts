import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { type AccessTokenClaims, signJwt, verifyJwt } from './token.jwt'

const secret = Buffer.alloc(32, 7)
const claims: AccessTokenClaims = { sub: '1', email: 'kupac@vitrina.test', bo: false, iat: 1_780_000_000, exp: 1_780_000_900, jti: 'abc' }
const at = (seconds: number) => seconds * 1000

function part(index: number, token: string): unknown {
  return JSON.parse(Buffer.from(token.split('.')[index]!, 'base64url').toString('utf8'))
}

describe('signJwt and verifyJwt', () => {
  it('makes a standard HS256 JWT whose payload a client reads without the key', () => {
    const token = signJwt(claims, secret)
    expect(part(0, token)).toEqual({ alg: 'HS256', typ: 'JWT' })
    expect(part(1, token)).toEqual(claims)
    const [header, payload, signature] = token.split('.')
    expect(signature).toBe(createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url'))
  })

  it('accepts its own token until the second of exp', () => {
    const token = signJwt(claims, secret)
    expect(verifyJwt(token, secret, at(claims.exp) - 1)).toEqual({ ok: true, claims })
    expect(verifyJwt(token, secret, at(claims.exp))).toEqual({ ok: false, reason: 'expired', claims })
  })

  it('refuses a token signed with another key', () => {
    expect(verifyJwt(signJwt(claims, Buffer.alloc(32, 8)), secret, at(claims.iat))).toEqual({ ok: false, reason: 'malformed' })
  })

  it('refuses a token whose payload was changed after signing', () => {
    const [header, , signature] = signJwt(claims, secret).split('.')
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: '2', bo: true })).toString('base64url')
    expect(verifyJwt(`${header}.${forged}.${signature}`, secret, at(claims.iat)).ok).toBe(false)
  })

  it('refuses an unsigned token (alg none) even with a valid payload', () => {
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')
    const payload = Buffer.from(JSON.stringify(claims)).toString('base64url')
    expect(verifyJwt(`${none}.${payload}.`, secret, at(claims.iat))).toEqual({ ok: false, reason: 'malformed' })
  })

  it('refuses an expired token as malformed when its signature is wrong', () => {
    expect(verifyJwt(signJwt(claims, Buffer.alloc(32, 8)), secret, at(claims.exp + 60))).toEqual({ ok: false, reason: 'malformed' })
  })

  it.each(['', 'a.b', 'a.b.c.d', 'not a token at all'])('refuses the malformed token %j', (token) => {
    expect(verifyJwt(token, secret, 0)).toEqual({ ok: false, reason: 'malformed' })
  })

  it('refuses a signed payload that lacks a claim the server relies on', () => {
    const { jti: _jti, ...withoutJti } = claims
    expect(verifyJwt(signJwt(withoutJti as AccessTokenClaims, secret), secret, at(claims.iat))).toEqual({ ok: false, reason: 'malformed' })
  })
})
