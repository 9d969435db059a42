import { describe, expect, it } from 'vitest'
import { DEFAULT_TOKEN_SETTINGS, resolveTokenSettings } from './auth.settings'

describe('resolveTokenSettings', () => {
  it('defaults to 15-minute access tokens, 12-hour local tokens and 30-day refresh tokens', () => {
    expect(resolveTokenSettings({})).toEqual({ accessTokenTtlSeconds: 900, localTokenTtlSeconds: 43_200, refreshTokenTtlSeconds: 2_592_000 })
    expect(resolveTokenSettings({})).toEqual(DEFAULT_TOKEN_SETTINGS)
  })

  it('takes shorter lifetimes for tests', () => {
    expect(resolveTokenSettings({ accessTokenTtlSeconds: 5, localTokenTtlSeconds: 60 })).toMatchObject({ accessTokenTtlSeconds: 5, localTokenTtlSeconds: 60 })
  })

  it.each([0, -1, 1.5, Number.NaN])('throws for the lifetime %s', (ttl) => {
    expect(() => resolveTokenSettings({ accessTokenTtlSeconds: ttl })).toThrow(RangeError)
  })
})
