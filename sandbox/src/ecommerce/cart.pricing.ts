/** Rounds an amount to cents (half away from zero, robust to binary noise such as 1.005). */
export function cents(value: number): number {
  return (Math.sign(value) * Math.round(Math.abs(value) * 100 + 1e-8)) / 100
}

/** The VAT inside a gross amount at `rate` percent. */
export function taxIn(gross: number, rate: number): number {
  return cents(gross - gross / (1 + rate / 100))
}

/** A priced cart line: its gross row total and its VAT rate. */
export interface LineAmount {
  row: number
  taxRate: number
}

/** The discounts a cart carries. */
export interface CartDiscounts {
  coupon: { type: 'percent' | 'fixed'; value: number } | null
  /** The member card's discount percent; null without a (valid) card. */
  loyaltyPercent: number | null
}

/** The chosen delivery method's net price, VAT rate and the gross cart total from which it is free. */
export interface DeliveryPrice {
  price: number
  taxRate: number
  freeOver: number | null
}

/** Every amount of a cart in EUR; discounts as positive amounts (the wire shows them negative). */
export interface CartTotals {
  itemsTotal: number
  itemsTax: number
  couponAmount: number
  loyaltyAmount: number
  cartTotal: number
  cartTax: number
  delivery: number
  orderTotal: number
  /** Each line's row after its share of the discounts, in line order; they add up to cartTotal. */
  lineCartTotals: number[]
}

/**
 * Computes a cart's totals. Prices are gross (VAT included), so VAT is derived per line from its rate
 * (25 %, e-books 5 %, gift cards 0 %). The coupon comes off the items total first (a fixed coupon never below
 * zero), then the member card's percent off what remains. Each line's cartTotal is its share of cartTotal in
 * proportion to its row (see {@link shareOut}); cart VAT is the sum of the lines' VAT after discounts.
 * Delivery (spec: "Shipping price tax = price plus price times rate percent") is free from `freeOver` on,
 * measured against cartTotal.
 */
export function computeTotals(lines: readonly LineAmount[], discounts: CartDiscounts, delivery: DeliveryPrice | null): CartTotals {
  const itemsTotal = cents(lines.reduce((sum, line) => sum + line.row, 0))
  const itemsTax = cents(lines.reduce((sum, line) => sum + taxIn(line.row, line.taxRate), 0))
  const coupon = discounts.coupon
  const couponAmount = !coupon ? 0 : coupon.type === 'percent' ? cents((itemsTotal * coupon.value) / 100) : Math.min(cents(coupon.value), itemsTotal)
  const loyaltyAmount = discounts.loyaltyPercent ? cents(((itemsTotal - couponAmount) * discounts.loyaltyPercent) / 100) : 0
  const cartTotal = cents(itemsTotal - couponAmount - loyaltyAmount)

  const lineCartTotals = shareOut(
    cartTotal,
    lines.map((line) => line.row),
  )
  const cartTax = cents(lines.reduce((sum, line, i) => sum + taxIn(lineCartTotals[i]!, line.taxRate), 0))

  const free = delivery?.freeOver != null && cartTotal >= delivery.freeOver
  const deliveryAmount = delivery && !free ? cents(delivery.price * (1 + delivery.taxRate / 100)) : 0
  return {
    itemsTotal,
    itemsTax,
    couponAmount,
    loyaltyAmount,
    cartTotal,
    cartTax,
    delivery: deliveryAmount,
    orderTotal: cents(cartTotal + deliveryAmount),
    lineCartTotals,
  }
}

/**
 * Splits `total` over lines in proportion to `weights`, in whole cents that add up to `total` exactly: each
 * line gets its share rounded down, and the cents left go to the lines that lost the most in rounding
 * (largest remainder), so no line is ever negative or off by more than a cent.
 */
export function shareOut(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((acc, weight) => acc + weight, 0)
  if (sum <= 0) return weights.map(() => 0)
  const totalCents = Math.round(total * 100)
  const exact = weights.map((weight) => (weight / sum) * totalCents)
  const shares = exact.map((value) => Math.floor(value + 1e-9))
  let left = totalCents - shares.reduce((acc, share) => acc + share, 0)
  const byRemainder = exact.map((value, i) => ({ i, rest: value - shares[i]! })).sort((a, b) => b.rest - a.rest || a.i - b.i)
  for (let k = 0; left > 0 && k < byRemainder.length; k++, left--) shares[byRemainder[k]!.i]! += 1
  return shares.map((share) => share / 100)
}
