import { formatShippingPrice, toDecimalComma } from '@vitrina/sdk'

/** Storefront spec §9: "checkout swaps the decimal point for a comma", in every language: `12,50 €`. */
export function checkoutMoney(amount: number): string {
  return `${toDecimalComma(amount)} €`
}

/** A delivery method's price as the checkout shows it: "Shipping price tax = price plus price times rate percent" (spec §9). */
export function shippingMoney(price: number, taxRate: number | undefined): string {
  return `${formatShippingPrice(price, taxRate)} €`
}
