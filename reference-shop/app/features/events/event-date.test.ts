import { describe, expect, it } from 'vitest'
import { formatEventTime } from './event-date'

describe('formatEventTime', () => {
  it.each([
    ['hr', 'subota, 16. siječnja 2027. 10:00 – 12:00'],
    ['sl', 'sobota, 16. januar 2027, 10:00–12:00'],
    ['en', 'Saturday, 16 January 2027, 10:00–12:00'],
    ['de', 'Samstag, 16. Januar 2027, 10:00–12:00 Uhr'],
  ] as const)('writes a same-day event once with its times in %s, on the clock of Zagreb', (language, text) => {
    // 09:00 UTC is 10:00 in Zagreb in winter.
    expect(formatEventTime('2027-01-16T09:00:00.000Z', '2027-01-16T11:00:00.000Z', language).replace(/\s/g, ' ')).toBe(text.replace(/\s/g, ' '))
  })

  it('names both days of an event that ends on another day', () => {
    const text = formatEventTime('2027-05-08T15:00:00.000Z', '2027-05-09T09:00:00.000Z', 'hr')
    expect(text).toContain('subota, 8. svibnja 2027.')
    expect(text).toContain('nedjelja, 9. svibnja 2027.')
    // Summer time: 15:00 UTC is 17:00 in Zagreb.
    expect(text).toContain('17:00')
  })

  it('shows only the start without an end, or with an end that is not after it', () => {
    expect(formatEventTime('2027-01-16T09:00:00.000Z', undefined, 'hr')).toBe('subota, 16. siječnja 2027. u 10:00')
    expect(formatEventTime('2027-01-16T09:00:00.000Z', '2027-01-16T09:00:00.000Z', 'hr')).toBe('subota, 16. siječnja 2027. u 10:00')
  })
})
