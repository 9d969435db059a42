import { describe, expect, it } from 'vitest'
import { makeToken } from '../../test/auth.backend'
import { isTokenExpired, readTokenExpiry, secondsUntilExpiry } from './auth.tokens'

const NOW = Date.UTC(2025, 0, 1)
const inSeconds = (seconds: number) => makeToken({ sub: 2, exp: NOW / 1000 + seconds })

describe('access token expiry', () => {
  it('reads exp (seconds) from the base64url payload as milliseconds, without checking the signature', () => {
    expect(readTokenExpiry(inSeconds(900))).toBe(NOW + 900_000)
  })

  it('reads a payload with non-ASCII text and base64url characters', () => {
    const token = makeToken({ name: 'Ž??>>~', exp: 1_800_000_000 })
    expect(token.split('.')[1]).toMatch(/[-_]/)
    expect(readTokenExpiry(token)).toBe(1_800_000_000_000)
  })

  it.each([
    ['an opaque string', 'not-a-token'],
    ['two parts', `${inSeconds(900).split('.').slice(0, 2).join('.')}`],
    ['a payload that is not base64url', 'a.b+c/d.e'],
    ['a payload that is not JSON', `a.${Buffer.from('exp=1').toString('base64url')}.c`],
    ['a payload without exp', makeToken({ sub: 2 })],
    ['an exp that is text', makeToken({ exp: String(NOW / 1000 + 900) })],
    ['an exp that is not finite', `a.${Buffer.from('{"exp":1e999}').toString('base64url')}.c`],
  ])('treats a token with %s as having no expiry, hence expired', (_case, token) => {
    expect(readTokenExpiry(token)).toBeUndefined()
    expect(isTokenExpired(token, NOW)).toBe(true)
  })

  it('counts a token as expired 10 s before its exp, so it cannot expire on the way to the server', () => {
    expect(isTokenExpired(inSeconds(11), NOW)).toBe(false)
    expect(isTokenExpired(inSeconds(10), NOW)).toBe(true)
    expect(isTokenExpired(inSeconds(5), NOW, 0)).toBe(false)
    expect(isTokenExpired(inSeconds(-1), NOW, 0)).toBe(true)
  })

  it('gives the whole seconds left as the cookie lifetime, and 0 for expired or unreadable tokens', () => {
    expect(secondsUntilExpiry(inSeconds(900), NOW + 500)).toBe(899)
    expect(secondsUntilExpiry(inSeconds(-5), NOW)).toBe(0)
    expect(secondsUntilExpiry('opaque', NOW)).toBe(0)
  })
})
