'use client'
import type { Product } from '@vitrina/sdk'
import { useCart } from '@vitrina/react'
import { useState, useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/** The product's "add to cart" button; the tab's instance creates the cart session (cookies) on the first add. */
export function AddToCart({ product }: { product: Product }) {
  const { add, pending } = useCart()
  const [failure, setFailure] = useState<string | null>(null)
  // False in the server's HTML and true once React runs in the browser: a click before hydration would do nothing,
  // so the button stays disabled until it can act.
  const interactive = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )

  async function addOne() {
    const result = await add(product, 1)
    setFailure(result.ok ? null : result.reason === 'failed' ? result.error.message : result.reason)
  }

  return (
    <>
      <button type="button" disabled={!interactive || pending || product.isPurchasable === false} onClick={() => void addOne()}>
        Dodaj u košaricu
      </button>
      {failure && <p role="alert">Proizvod nije dodan u košaricu: {failure}</p>}
    </>
  )
}
