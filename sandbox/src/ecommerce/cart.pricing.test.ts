import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { cents, computeTotals, shareOut, taxIn } from './cart.pricing'

describe('cents', () => {
  it.each([
    [1.005, 1.01],
    [-2.675, -2.68],
    [0.1 + 0.2, 0.3],
    [4.9875, 4.99],
    [0, 0],
  ])('rounds %d to %d', (value, rounded) => {
    expect(cents(value)).toBe(rounded)
  })
})

describe('taxIn', () => {
  it('takes the VAT out of a gross amount', () => {
    expect(taxIn(51.98, 25)).toBe(10.4)
    expect(taxIn(12.99, 5)).toBe(0.62)
    expect(taxIn(50, 0)).toBe(0)
  })
})

describe('shareOut', () => {
  it('gives the cents left after rounding down to the lines that lost the most, never making a line negative', () => {
    expect(
      shareOut(
        0.06,
        Array.from({ length: 12 }, () => 0.01),
      ),
    ).toEqual([...Array.from({ length: 6 }, () => 0.01), ...Array.from({ length: 6 }, () => 0)])
    expect(shareOut(0.02, [0.01, 0.02, 0.01])).toEqual([0.01, 0.01, 0])
    expect(shareOut(5, [0, 0])).toEqual([0, 0])
  })
})

describe('computeTotals', () => {
  const none = { coupon: null, loyaltyPercent: null }

  it('never takes a fixed coupon below zero', () => {
    const totals = computeTotals([{ row: 3, taxRate: 25 }], { coupon: { type: 'fixed', value: 5 }, loyaltyPercent: null }, null)
    expect(totals).toMatchObject({ couponAmount: 3, cartTotal: 0, cartTax: 0, lineCartTotals: [0] })
  })

  it('takes the member card’s percent off what remains after the coupon', () => {
    const totals = computeTotals([{ row: 100, taxRate: 25 }], { coupon: { type: 'percent', value: 10 }, loyaltyPercent: 5 }, null)
    expect(totals).toMatchObject({ couponAmount: 10, loyaltyAmount: 4.5, cartTotal: 85.5 })
  })

  it('spreads the cart total over the lines in whole cents that add up exactly', () => {
    const totals = computeTotals(
      [
        { row: 25.99, taxRate: 25 },
        { row: 12.99, taxRate: 5 },
        { row: 50, taxRate: 0 },
      ],
      { coupon: { type: 'percent', value: 10 }, loyaltyPercent: null },
      null,
    )
    expect(totals).toMatchObject({ cartTotal: 80.08, lineCartTotals: [23.39, 11.69, 45], cartTax: 5.24 })
  })

  it.each([
    [66.99, 4.99],
    [67, 0],
  ])('charges delivery for a cart of %d as %d (free from 67)', (row, delivery) => {
    expect(computeTotals([{ row, taxRate: 25 }], none, { price: 3.99, taxRate: 25, freeOver: 67 }).delivery).toBe(delivery)
  })

  it('keeps the lines summing to the cart total, which stays between zero and the items total', () => {
    const line = fc.record({ row: fc.integer({ min: 0, max: 500_000 }).map((c) => c / 100), taxRate: fc.constantFrom(0, 5, 25) })
    const coupon = fc.option(fc.record({ type: fc.constantFrom('percent' as const, 'fixed' as const), value: fc.integer({ min: 1, max: 100 }) }), { nil: null })
    fc.assert(
      fc.property(fc.array(line, { maxLength: 12 }), coupon, fc.option(fc.integer({ min: 1, max: 20 }), { nil: null }), (lines, c, loyaltyPercent) => {
        const totals = computeTotals(lines, { coupon: c, loyaltyPercent }, null)
        expect(cents(totals.lineCartTotals.reduce((sum, amount) => sum + amount, 0))).toBe(totals.cartTotal)
        expect(totals.cartTotal).toBeGreaterThanOrEqual(0)
        expect(totals.cartTotal).toBeLessThanOrEqual(totals.itemsTotal)
        expect(totals.lineCartTotals.every((amount) => amount >= 0)).toBe(true)
      }),
    )
  })
})
