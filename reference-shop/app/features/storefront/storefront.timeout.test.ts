import { describe, expect, it } from 'vitest'
import { DEFAULT_SERVER_TIMEOUT_MS, serverTimeoutMs } from './storefront.timeout'

describe('serverTimeoutMs', () => {
  it('is shorter than the SDK default of 10 s when VITRINA_TIMEOUT_MS is not set', () => {
    expect(serverTimeoutMs({})).toBe(DEFAULT_SERVER_TIMEOUT_MS)
    expect(DEFAULT_SERVER_TIMEOUT_MS).toBeLessThan(10_000)
  })

  it.each([
    ['1500', 1500],
    [' 2500 ', 2500],
    ['100', 100],
    ['60000', 60_000],
  ])('takes VITRINA_TIMEOUT_MS=%j as %i ms', (raw, expected) => {
    expect(serverTimeoutMs({ VITRINA_TIMEOUT_MS: raw })).toBe(expected)
  })

  it.each(['', '0', '-5', '99', '60001', '1.5', 'abc', '5s', 'Infinity'])('falls back to the default for VITRINA_TIMEOUT_MS=%j', (raw) => {
    expect(serverTimeoutMs({ VITRINA_TIMEOUT_MS: raw })).toBe(DEFAULT_SERVER_TIMEOUT_MS)
  })
})
