import { useStore } from '@nanostores/react'
import { createWishlistService, type WishlistItem, type WishlistService } from '@vitrina/sdk/account'
import { useStorefront } from './storefront.context'

/** What {@link useWishlist} returns: the wishlist stores' current values and the wishlist service's methods. */
export interface UseWishlistResult {
  /** The wished products, or null when not loaded (logged out, back-office user). */
  items: WishlistItem[] | null
  /** How many products are wished (the header and profile-menu count). */
  count: number
  /** The ids of the wished products, as text. */
  productIds: ReadonlySet<string>
  /** The ids (as text) of the products whose toggle runs. */
  toggling: ReadonlySet<string>
  /** Whether the product is wished (a card's filled heart). */
  has: WishlistService['has']
  /** Adds the product, or removes it when wished already. */
  toggle: WishlistService['toggle']
  /** Fetches the whole wishlist again. */
  load: WishlistService['load']
  /** True while a toggle of the product runs. */
  isToggling: WishlistService['isToggling']
}

/**
 * Subscribes to the wishlist (its items, count and the toggles under way) and hands through the wishlist
 * service's methods (the service of `createWishlistService` from `@vitrina/sdk/account`, one per instance).
 *
 * @example
 * ```tsx
 * import { useWishlist } from '@vitrina/react'
 * import type { ProductSummary } from '@vitrina/sdk'
 *
 * function WishButton({ product }: { product: ProductSummary }) {
 *   const { has, toggle, isToggling } = useWishlist()
 *   return (
 *     <button aria-pressed={has(product.id)} disabled={isToggling(product.id)} onClick={() => void toggle(product.id)}>
 *       ♥
 *     </button>
 *   )
 * }
 * ```
 */
export function useWishlist(): UseWishlistResult {
  const wishlist = createWishlistService(useStorefront())
  return {
    items: useStore(wishlist.$items),
    count: useStore(wishlist.$count),
    productIds: useStore(wishlist.$productIds),
    toggling: useStore(wishlist.$toggling),
    has: wishlist.has,
    toggle: wishlist.toggle,
    load: wishlist.load,
    isToggling: wishlist.isToggling,
  }
}
