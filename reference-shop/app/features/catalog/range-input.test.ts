import { describe, expect, it } from 'vitest'
import { formatDateBound, formatNumberBound, parseDateBound, parseNumberBound } from './range-input'

describe('number bounds', () => {
  it('are written with the page decimal separator and no grouping', () => {
    expect(formatNumberBound(2902.99, 'hr')).toBe('2902,99')
    expect(formatNumberBound(2902.99, 'de')).toBe('2902,99')
    expect(formatNumberBound(2902.99, 'en')).toBe('2902.99')
    expect(formatNumberBound(17, 'sl')).toBe('17')
  })

  it.each([
    ['16,99', 'hr', 16.99],
    ['16.99', 'hr', 16.99],
    ['3.000', 'hr', 3000],
    ['1.234,50', 'de', 1234.5],
    ['1 234', 'sl', 1234],
    ['16,99', 'en', 16.99],
    ['16.99', 'en', 16.99],
    ['3,000', 'en', 3000],
    ['1,234.50', 'en', 1234.5],
    [' 0 ', 'hr', 0],
    [',5', 'hr', 0.5],
  ] as const)('read %j on a %s page as %d', (text, language, value) => {
    expect(parseNumberBound(text, language)).toBe(value)
  })

  it.each(['', 'abc', '-5', '12,5,', '1,234.50', '1e3', '12 €'])('refuse %j on a Croatian page', (text) => {
    expect(parseNumberBound(text, 'hr')).toBeNull()
  })
})

describe('date bounds', () => {
  it('are written day first in each language pattern', () => {
    expect(formatDateBound('2027-01-16', 'hr')).toBe('16.01.2027.')
    expect(formatDateBound('2027-01-16T00:00:00Z', 'sl')).toBe('16. 01. 2027')
    expect(formatDateBound('2027-01-16', 'en')).toBe('16/01/2027')
    expect(formatDateBound('2027-01-16', 'de')).toBe('16.01.2027')
  })

  it.each([
    ['16.01.2027.', '2027-01-16'],
    ['16. 1. 2027', '2027-01-16'],
    ['16/01/2027', '2027-01-16'],
    ['3-2-2027', '2027-02-03'],
    ['2027-01-16', '2027-01-16'],
    ['29.02.2028.', '2028-02-29'],
  ])('read %j as %s', (text, iso) => {
    expect(parseDateBound(text)).toBe(iso)
  })

  it.each(['', '31.02.2027.', '29.02.2027', '01/13/2027', '16.01.27', 'sutra'])('refuse %j', (text) => {
    expect(parseDateBound(text)).toBeNull()
  })
})
