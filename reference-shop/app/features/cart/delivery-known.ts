import type { Cart } from '@vitrina/sdk'

/**
 * Whether the cart's delivery price is known: a method has been chosen, or nothing is delivered (every line an
 * eProduct, sent by link). Before that the backend's delivery price is 0, which the summaries must not show as a price.
 */
export function isDeliveryKnown(cart: Pick<Cart, 'deliveryMethodId' | 'digitalOnly'>): boolean {
  return cart.digitalOnly || (cart.deliveryMethodId !== undefined && cart.deliveryMethodId !== null)
}
