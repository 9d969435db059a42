import { describe, expect, it } from 'vitest'
import { isValidOib } from './payment.oib'

describe('isValidOib', () => {
  it.each(['69435151530', '12345678903', '94577403194'])('accepts %s, whose last digit is the MOD 11,10 check digit', (oib) => {
    expect(isValidOib(oib)).toBe(true)
  })

  it.each(['69435151531', '12345678901', '6943515153', '694351515300', '6943515153a', ''])('refuses %j', (oib) => {
    expect(isValidOib(oib)).toBe(false)
  })
})
