import type { Language } from '../language/language.constants'
import type { ProductCategoryRef, ProductPrices } from './catalog.types'

/** Spec §9: "Price-on-request categories ids 1028 and 1620". */
export const PRICE_ON_REQUEST_CATEGORY_IDS: readonly number[] = [1028, 1620]

/** The fixed conversion rate of the former currency: 7.5345 HRK per EUR. */
export const HRK_PER_EUR = 7.5345

/** What a product's price area shows: 'Cijena na upit' with an enquiry button, or the price. */
export type PriceView =
  | {
      /** 'Cijena na upit': no price is shown, an enquiry button instead. */
      kind: 'onRequest'
    }
  | {
      /** The price is shown. */
      kind: 'price'
      /** The price to pay. */
      finalPrice: number
      /** The regular price to show struck through, or null when not discounted. */
      regularPrice: number | null
      /** The discount badge in percent (a positive number), or null when not discounted. */
      discountPercent: number | null
      /** The lowest price of the last 30 days, or null when not discounted. */
      lowestPrice: number | null
    }

/** The product fields the price rules read. */
export type PricedProduct = Pick<ProductPrices, 'retailPrice' | 'finalPrice' | 'discount' | 'lowestPrice' | 'priceOnRequest'> & {
  /** The product's categories; the price-on-request ones replace the price. */
  categories?: readonly Pick<ProductCategoryRef, 'id'>[]
}

/** Tells whether a product is in a price-on-request category (1028, 1620) or flagged so by the backend. */
export function isPriceOnRequest(product: Pick<PricedProduct, 'priceOnRequest' | 'categories'>): boolean {
  return product.priceOnRequest === true || (product.categories ?? []).some((category) => PRICE_ON_REQUEST_CATEGORY_IDS.includes(Number(category.id)))
}

/**
 * The discount badge in percent, or null when the product is not discounted.
 *
 * @remarks
 * Spec §9: "Discount percent = (discount retail price minus retail price) divided by retail price times 100,
 * rounded." `discount.retailPrice` is the sale price, lower than `retailPrice` (the seeded 20.99 → 15.99 €
 * product), so the formula as written gives a negative number; the badge shows its size, here 24.
 */
export function discountPercent(product: Pick<PricedProduct, 'retailPrice' | 'discount'>): number | null {
  const sale = product.discount?.retailPrice
  if (sale === undefined || !(product.retailPrice > 0) || sale >= product.retailPrice) return null
  return Math.round(((product.retailPrice - sale) / product.retailPrice) * 100)
}

/** The lowest price of the last 30 days, only for a discounted product (spec §9), else null. */
export function lowestPriceOf(product: Pick<PricedProduct, 'retailPrice' | 'discount' | 'lowestPrice'>): number | null {
  return discountPercent(product) === null ? null : (product.lowestPrice?.retailPrice ?? null)
}

/** What the product's price area shows: `{ kind: 'onRequest' }` in the price-on-request categories, else the prices. */
export function priceOf(product: PricedProduct): PriceView {
  if (isPriceOnRequest(product)) return { kind: 'onRequest' }
  const percent = discountPercent(product)
  return {
    kind: 'price',
    finalPrice: product.finalPrice,
    regularPrice: percent === null ? null : product.retailPrice,
    discountPercent: percent,
    lowestPrice: lowestPriceOf(product),
  }
}

/** 'HRK' reads 'Kn' (spec §1: "The former currency code HRK is displayed as Kn"), 'EUR' reads '€'; others stay as they are. */
export function currencyLabel(code: string): string {
  const upper = code.toUpperCase()
  return upper === 'HRK' ? 'Kn' : upper === 'EUR' ? '€' : code
}

/** Two decimals with the language's separators: `1.234,50` (hr, sl, de) or `1,234.50` (en). */
function formatAmount(amount: number, language: Language): string {
  const fixed = Math.abs(amount).toFixed(2)
  const [whole = '0', cents] = fixed.split('.')
  const [group, decimal] = language === 'en' ? [',', '.'] : ['.', ',']
  // No '-0,00' for a tiny negative amount.
  return `${amount < 0 && fixed !== '0.00' ? '-' : ''}${whole.replace(/\B(?=(\d{3})+$)/g, group)}${decimal}${cents}`
}

/**
 * Formats an amount with two decimals and the currency after it: `1.234,50 €` (hr), `120,48 Kn` for HRK.
 * A missing or non-finite amount gives the spec's fallback `0 EUR`.
 */
export function formatPrice(amount: number | null | undefined, options: { language?: Language; currency?: string } = {}): string {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return '0 EUR'
  return `${formatAmount(amount, options.language ?? 'hr')} ${currencyLabel(options.currency ?? 'EUR')}`
}

/**
 * The conversion shown beside a price (spec §1: "a secondary euro conversion beside prices"): a EUR amount as
 * Kn, or a Kn amount as €, at the fixed rate 7.5345 unless another is given.
 */
export function formatSecondaryPrice(amount: number, options: { language?: Language; currency?: 'EUR' | 'HRK'; rate?: number } = {}): string {
  const rate = options.rate ?? HRK_PER_EUR
  const fromHrk = options.currency === 'HRK'
  return formatPrice(fromHrk ? amount / rate : amount * rate, { language: options.language ?? 'hr', currency: fromHrk ? 'EUR' : 'HRK' })
}

/** An amount with two decimals and a decimal comma, as checkout shows and sends it (spec §9): `12,50`. */
export function toDecimalComma(amount: number | string): string {
  const value = typeof amount === 'number' ? amount.toFixed(2) : amount
  return value.replace('.', ',')
}
