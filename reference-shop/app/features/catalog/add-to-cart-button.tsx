import { Trans } from '@lingui/react/macro'
import { useCart } from '@vitrina/react'
import type { AddableProduct, CartAddOptions } from '@vitrina/sdk'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { usePagePath } from '../routing/use-page-path'

interface AddToCartButtonProps {
  product: AddableProduct & { slug: string }
  /** A configurable product's chosen variant (product page). */
  options?: CartAddOptions
  disabled?: boolean
  className?: string
}

/**
 * Adds one piece to the cart. The SDK shows the toast and decides where to go next (spec §4); a product that
 * needs choices first (a configurable product, a bundle with configurable items) leads to its page.
 */
export function AddToCartButton({ product, options, disabled = false, className = '' }: AddToCartButtonProps) {
  const { add } = useCart()
  const navigate = useNavigate()
  const pathTo = usePagePath()
  const [adding, setAdding] = useState(false)

  async function onClick() {
    setAdding(true)
    const result = await add(product, 1, options)
    setAdding(false)
    if (result.ok) {
      if (result.next === 'cart') void navigate(pathTo('cart'))
      // 'popup' is the cart popup's (it follows the cart store); 'stay' stays.
      return
    }
    const onProductPage = options !== undefined
    if (!onProductPage && (result.reason === 'chooseOptions' || result.reason === 'needsConfiguration')) {
      void navigate(pathTo('product', { slug: product.slug }))
    }
  }

  return (
    <button
      type="button"
      disabled={disabled || adding}
      onClick={() => void onClick()}
      className={`rounded-full bg-rose-600 px-5 py-2.5 text-sm font-bold text-white transition-colors hover:bg-rose-500 disabled:cursor-not-allowed disabled:bg-ink-400 ${className}`}
    >
      {adding ? <Trans>Dodajem...</Trans> : <Trans>Dodaj u košaricu</Trans>}
    </button>
  )
}
