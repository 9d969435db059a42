import { describe, expect, it } from 'vitest'
import { workHourRows } from './pickup-branches'

describe('workHourRows', () => {
  it('joins consecutive days with the same hours', () => {
    const week = [1, 2, 3, 4, 5].map((day) => ({ day, opens: '08:00', closes: '20:00' })).concat([{ day: 6, opens: '08:00', closes: '14:00' }])
    expect(workHourRows(week)).toEqual([
      { from: 1, to: 5, hours: '08:00–20:00' },
      { from: 6, to: 6, hours: '08:00–14:00' },
    ])
  })

  it('keeps days apart when a day between them is closed, puts Sunday last and skips entries it cannot read', () => {
    const days = [
      { day: 0, opens: '09:00', closes: '13:00' },
      { day: 1, opens: '08:00', closes: '16:00' },
      { day: 3, opens: '08:00', closes: '16:00' },
      { day: 2 },
      'closed',
    ]
    expect(workHourRows(days)).toEqual([
      { from: 1, to: 1, hours: '08:00–16:00' },
      { from: 3, to: 3, hours: '08:00–16:00' },
      { from: 7, to: 7, hours: '09:00–13:00' },
    ])
    expect(workHourRows(undefined)).toEqual([])
  })
})
