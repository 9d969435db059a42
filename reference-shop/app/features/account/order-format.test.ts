import { describe, expect, it } from 'vitest'
import { formatOrderDate } from './order-format'

describe('formatOrderDate', () => {
  it.each([
    ['2026-05-20T08:05:00.000Z', '20.05.2026.'],
    // 23:30 UTC on 31 December is already New Year in Zagreb (UTC+1 in winter).
    ['2025-12-31T23:30:00.000Z', '01.01.2026.'],
    // Summer time: 22:30 UTC is 00:30 the next day in Zagreb (UTC+2).
    ['2026-06-30T22:30:00.000Z', '01.07.2026.'],
  ])('writes %s as %s on the Zagreb clock', (issuedOn, text) => {
    expect(formatOrderDate(issuedOn)).toBe(text)
  })

  it('gives empty text for a missing or unreadable date', () => {
    expect(formatOrderDate('')).toBe('')
    expect(formatOrderDate('not a date')).toBe('')
  })
})
