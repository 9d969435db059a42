import { useStore } from '@nanostores/react'
import type { Cart, CartAdditionBehaviour, CartService, CartSession } from '@vitrina/sdk'
import { createCartService } from '@vitrina/sdk'
import { useStorefront } from './storefront.context'

/** What {@link useCart} returns: the cart stores' current values and the cart service's methods (the coupon and the member card are {@link useCartCheckout}'s). */
export interface UseCartResult {
  /** The cart as last answered, or null. */
  cart: Cart | null
  /** The cart session, or null before the first add. */
  session: CartSession | null
  /** Pieces in the cart (the header count). */
  itemCount: number
  /** True while a cart call is under way. */
  pending: boolean
  /** The site's cart-addition behaviour (0 cart page, 1 stay, 2 popup), or null until known. */
  behaviour: CartAdditionBehaviour | null
  /** Adds a product, creating a session first when there is none. */
  add: CartService['add']
  /** Adds a bundle with the shopper's choices from the customisation modal. */
  addBundle: CartService['addBundle']
  /** Changes a line's quantity after 500 ms; a newer edit of the line cancels this one. */
  updateQuantity: CartService['updateQuantity']
  /** Removes a line. */
  remove: CartService['remove']
  /** Empties the cart. */
  clear: CartService['clear']
}

/**
 * Subscribes to the cart, its session and count, and hands through the cart service's methods.
 *
 * @example
 * ```tsx
 * import { useCart } from '@vitrina/react'
 * import type { ProductSummary } from '@vitrina/sdk'
 *
 * function AddToCart({ product, navigate }: { product: ProductSummary; navigate: (path: string) => void }) {
 *   const { itemCount, add } = useCart()
 *   const onClick = async () => {
 *     const result = await add(product, 1)
 *     if (result.ok && result.next === 'cart') navigate('/kosarica')
 *   }
 *   return <button onClick={() => void onClick()}>U košaricu ({itemCount})</button>
 * }
 * ```
 */
export function useCart(): UseCartResult {
  const cart = createCartService(useStorefront())
  return {
    cart: useStore(cart.$cart),
    session: useStore(cart.$session),
    itemCount: useStore(cart.$itemCount),
    pending: useStore(cart.$pending),
    behaviour: useStore(cart.$behaviour),
    add: cart.add,
    addBundle: cart.addBundle,
    updateQuantity: cart.updateQuantity,
    remove: cart.remove,
    clear: cart.clear,
  }
}
