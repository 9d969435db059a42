import type { Cart } from './cart.types'

/**
 * Storefront spec §4 "Cart change check": the cart changed meanwhile "if the item count differs, or any
 * item's base finalPrice or cartTotal differs from the server".
 */
export function cartChanged(local: Cart | null, server: Cart): boolean {
  const localItems = local?.items ?? []
  if (localItems.length !== server.items.length) return true
  return server.items.some((item) => {
    const mine = localItems.find((line) => String(line.itemId) === String(item.itemId))
    return !mine || mine.prices.base.finalPrice !== item.prices.base.finalPrice || mine.prices.base.cartTotal !== item.prices.base.cartTotal
  })
}

/** Pieces in a cart: the header's count. */
export function itemCountOf(cart: Cart | null): number {
  // biome-ignore lint/complexity/useMathMinMax: Math.max(NaN, 0) is NaN
  return cart ? cart.items.reduce((sum, item) => sum + (item.qty > 0 ? item.qty : 0), 0) : 0
}
