import { useCart } from '@vitrina/react'
import type { CartAddOptions, CartAddResult } from '@vitrina/sdk'
import { useNavigate } from 'react-router'
import { usePagePath } from '../routing/use-page-path'
import { useCartUi, type BundleToConfigure } from './cart-ui.context'

/** Adds a product (or a bundle with the shopper's choices) and then does what the cart-addition behaviour says. */
export type AddToCart = (product: BundleToConfigure, qty?: number, options?: CartAddOptions) => Promise<CartAddResult>

/**
 * What an add-to-cart button calls (storefront spec §4 "Add to cart"): `cart.add`, then the site's
 * cart-addition behaviour: 0 goes to /kosarica, 1 stays, 2 opens the cart popup. A bundle with configurable
 * items (`needsConfiguration`) opens the bundle customisation modal instead. The toasts are the SDK's notices.
 *
 * @example
 * ```tsx
 * const addToCart = useAddToCart()
 * <button onClick={() => void addToCart(product)}>Dodaj u košaricu</button>
 * ```
 */
export function useAddToCart(): AddToCart {
  const { add } = useCart()
  const followUp = useAfterAdd()
  const ui = useCartUi()
  return async (product, qty, options) => {
    const result = await add(product, qty, options)
    if (!result.ok && result.reason === 'needsConfiguration') ui?.configureBundle(product)
    followUp(result)
    return result
  }
}

/** Applies the cart-addition behaviour after an add (shared with the bundle modal). */
export function useAfterAdd(): (result: CartAddResult) => void {
  const navigate = useNavigate()
  const pathTo = usePagePath()
  const ui = useCartUi()
  return (result) => {
    if (!result.ok) return
    if (result.next === 'cart') void navigate(pathTo('cart'))
    else if (result.next === 'popup') ui?.openPopup()
  }
}
