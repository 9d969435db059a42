import { describe, expect, it } from 'vitest'
import { discountedBottle, products, wireProduct } from '../../test/catalog.fixtures'
import { currencyLabel, discountPercent, formatPrice, formatSecondaryPrice, isPriceOnRequest, lowestPriceOf, priceOf, toDecimalComma } from './catalog.price'

const regular = { retailPrice: 473.99, finalPrice: 473.99, discount: null, lowestPrice: null, categories: [{ id: 1002 }, { id: 1000 }] }
const bottle = discountedBottle()

describe('price rules', () => {
  it('shows the seeded 20.99 → 15.99 € bottle with a positive 24 % badge, the regular price and the 30-day low', () => {
    expect(priceOf(bottle)).toEqual({ kind: 'price', finalPrice: 15.99, regularPrice: 20.99, discountPercent: 24, lowestPrice: 15.49 })
  })

  it.each([
    [100, 80, 20],
    [20.99, 15.99, 24],
    [10, 9.96, 0],
    [3, 1, 67],
  ])('rounds the discount of %d → %d € to %d %%', (retailPrice, sale, percent) => {
    expect(discountPercent({ retailPrice, discount: { retailPrice: sale } })).toBe(percent)
  })

  it('gives no discount, regular price or 30-day low for a product that is not discounted', () => {
    expect(priceOf(regular)).toEqual({ kind: 'price', finalPrice: 473.99, regularPrice: null, discountPercent: null, lowestPrice: null })
    expect(discountPercent({ retailPrice: 0, discount: { retailPrice: 0 } })).toBeNull()
  })

  it('shows the lowest price of the last 30 days only when the product is discounted', () => {
    expect(lowestPriceOf({ retailPrice: 50, discount: null, lowestPrice: { retailPrice: 40 } })).toBeNull()
    expect(lowestPriceOf({ retailPrice: 50, discount: { retailPrice: 45 }, lowestPrice: { retailPrice: 40 } })).toBe(40)
  })

  it.each([1028, 1620, '1028'])('replaces the price by the enquiry in price-on-request category %j', (id) => {
    const product = { ...regular, categories: [{ id }, { id: 1000 }] }
    expect(isPriceOnRequest(product)).toBe(true)
    expect(priceOf(product)).toEqual({ kind: 'onRequest' })
  })

  it("follows the backend's priceOnRequest flag too, and shows the price elsewhere", () => {
    expect(priceOf({ ...regular, priceOnRequest: true })).toEqual({ kind: 'onRequest' })
    expect(isPriceOnRequest(wireProduct(products()[0]!) as never)).toBe(false)
  })
})

describe('price formatting', () => {
  it.each([
    [1234.5, 'hr', '1.234,50 €'],
    [1234567.891, 'sl', '1.234.567,89 €'],
    [15.99, 'de', '15,99 €'],
    [1234.5, 'en', '1,234.50 €'],
    [0, 'hr', '0,00 €'],
    [-4.5, 'hr', '-4,50 €'],
    [-0.001, 'hr', '0,00 €'],
  ] as const)('formats %d in %s as %s', (amount, language, text) => {
    expect(formatPrice(amount, { language })).toBe(text)
  })

  it('formats EUR with two decimals in Croatian by default', () => {
    expect(formatPrice(473.9)).toBe('473,90 €')
  })

  it.each([undefined, null, Number.NaN, Number.POSITIVE_INFINITY])('falls back to 0 EUR for %s', (amount) => {
    expect(formatPrice(amount)).toBe('0 EUR')
  })

  it('shows HRK as Kn', () => {
    expect(currencyLabel('HRK')).toBe('Kn')
    expect(currencyLabel('hrk')).toBe('Kn')
    expect(currencyLabel('EUR')).toBe('€')
    expect(currencyLabel('USD')).toBe('USD')
    expect(formatPrice(120.48, { currency: 'HRK' })).toBe('120,48 Kn')
  })

  it('shows the conversion beside a price at 7.5345 Kn per euro, either way', () => {
    expect(formatSecondaryPrice(15.99)).toBe('120,48 Kn')
    expect(formatSecondaryPrice(120.48, { currency: 'HRK' })).toBe('15,99 €')
    expect(formatSecondaryPrice(10, { rate: 2, language: 'en' })).toBe('20.00 Kn')
  })

  it('swaps the decimal point for a comma for checkout', () => {
    expect(toDecimalComma(12.5)).toBe('12,50')
    expect(toDecimalComma('1234.56')).toBe('1234,56')
  })
})
