import { Trans } from '@lingui/react/macro'
import type { AddableProduct, CartAddOptions } from '@vitrina/sdk'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { useCartUi } from '../cart/cart-ui.context'
import { useAddToCart } from '../cart/use-add-to-cart'
import { usePagePath } from '../routing/use-page-path'

interface AddToCartButtonProps {
  product: AddableProduct & { slug: string; name?: string }
  /** A configurable product's chosen variant (product page). */
  options?: CartAddOptions
  disabled?: boolean
  /** Its size (padding and type) and place: a card's and the product page's differ. */
  className?: string
}

/**
 * Adds one piece to the cart through {@link useAddToCart} (spec §4): the SDK shows the toast, the site's
 * cart-addition behaviour decides what follows (cart page, stay, popup) and a bundle with configurable items
 * opens the bundle customisation modal. A configurable product added from a card (no variant chosen) leads to
 * its page; outside the cart UI provider a bundle needing choices does too.
 */
export function AddToCartButton({ product, options, disabled = false, className = '' }: AddToCartButtonProps) {
  const addToCart = useAddToCart()
  const ui = useCartUi()
  const navigate = useNavigate()
  const pathTo = usePagePath()
  const [adding, setAdding] = useState(false)

  async function onClick() {
    setAdding(true)
    let result: Awaited<ReturnType<typeof addToCart>>
    try {
      result = await addToCart(product, 1, options)
    } finally {
      setAdding(false)
    }
    if (result.ok) return
    const onProductPage = options !== undefined
    const toProductPage = result.reason === 'chooseOptions' || (result.reason === 'needsConfiguration' && ui === null)
    if (!onProductPage && toProductPage) void navigate(pathTo('product', { slug: product.slug }))
  }

  return (
    <button
      type="button"
      disabled={disabled || adding}
      onClick={() => void onClick()}
      className={`rounded-full bg-rose-600 font-bold text-white transition-colors hover:bg-rose-500 disabled:cursor-not-allowed disabled:bg-ink-400 ${className}`}
    >
      {adding ? <Trans>Dodajem...</Trans> : <Trans>Dodaj u košaricu</Trans>}
    </button>
  )
}
