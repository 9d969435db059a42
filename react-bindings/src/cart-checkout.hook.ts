import { useStore } from '@nanostores/react'
import type { CartCheckoutService } from '@vitrina/sdk'
import { createCartCheckoutService } from '@vitrina/sdk'
import { useStorefront } from './storefront.context'

/** What {@link useCartCheckout} returns: the cart's checkout side, its stores' current values and its methods. */
export interface UseCartCheckoutResult {
  /** True while a coupon is being applied ('Dodajem...'). */
  applyingCoupon: boolean
  /** The guest e-mail (cookie `guestUser`), or null. */
  guestEmail: string | null
  /** Applies a coupon code. */
  applyCoupon: CartCheckoutService['applyCoupon']
  /** Removes the coupon. */
  removeCoupon: CartCheckoutService['removeCoupon']
  /** Applies a member card barcode (logged-in shoppers only). */
  applyMemberCard: CartCheckoutService['applyMemberCard']
}

/**
 * Subscribes to the cart's checkout side (coupon, member card, guest e-mail) and hands through its methods. The cart
 * they change is {@link useCart}'s; a component that only shows the cart does not need this hook, and a page without
 * it does not ship the checkout side's code.
 *
 * @example
 * ```tsx
 * import { useCart, useCartCheckout } from '@vitrina/react'
 *
 * function Coupon() {
 *   const { cart } = useCart()
 *   const { applyingCoupon, applyCoupon, removeCoupon } = useCartCheckout()
 *   if (cart?.couponCode) return <button onClick={() => void removeCoupon()}>Ukloni {cart.couponCode}</button>
 *   return (
 *     <button disabled={applyingCoupon} onClick={() => void applyCoupon('DOBRODOSLI10')}>
 *       {applyingCoupon ? 'Dodajem...' : 'Primijeni'}
 *     </button>
 *   )
 * }
 * ```
 */
export function useCartCheckout(): UseCartCheckoutResult {
  const checkout = createCartCheckoutService(useStorefront())
  return {
    applyingCoupon: useStore(checkout.$applyingCoupon),
    guestEmail: useStore(checkout.$guestEmail),
    applyCoupon: checkout.applyCoupon,
    removeCoupon: checkout.removeCoupon,
    applyMemberCard: checkout.applyMemberCard,
  }
}
