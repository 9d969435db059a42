import { createCatalogService, formatPrice, isHttpError, type Product } from '@vitrina/sdk'
import { useCart, useStorefront } from '@vitrina/react'
import { useEffect, useState } from 'react'

type ProductState = { status: 'loading' } | { status: 'ready'; product: Product } | { status: 'missing' } | { status: 'failed' }

/**
 * A team's own component: one product by its slug, with its price and a button that puts it in the cart. It is
 * what the test beside it checks, against the backend's wire contract rather than against mocked SDK calls.
 */
export function QuickBuy({ slug }: { slug: string }) {
  const shop = useStorefront()
  const { add, itemCount, pending } = useCart()
  const [state, setState] = useState<ProductState>({ status: 'loading' })
  const [addFailed, setAddFailed] = useState(false)

  useEffect(() => {
    let current = true
    void createCatalogService(shop)
      .getProduct({ slug })
      .then((result) => {
        if (!current) return
        if (result.ok) setState({ status: 'ready', product: result.data })
        else setState({ status: isHttpError(result.error) && result.error.status === 404 ? 'missing' : 'failed' })
      })
    return () => {
      current = false
    }
  }, [shop, slug])

  if (state.status === 'loading') return <p>Učitavam proizvod...</p>
  if (state.status === 'missing') return <p role="alert">Proizvod nije pronađen.</p>
  if (state.status === 'failed') return <p role="alert">Proizvod se trenutno ne može učitati.</p>
  const { product } = state

  async function addToCart() {
    setAddFailed(false)
    const result = await add(product, 1)
    if (!result.ok) setAddFailed(true)
  }

  return (
    <article aria-labelledby="quick-buy-name">
      <h2 id="quick-buy-name">{product.name}</h2>
      <p>{formatPrice(product.finalPrice, { currency: product.currency })}</p>
      <button type="button" onClick={() => void addToCart()} disabled={pending || !product.isPurchasable}>
        Dodaj u košaricu
      </button>
      <p role="status">U košarici: {itemCount}</p>
      {addFailed && <p role="alert">Dodavanje u košaricu nije uspjelo.</p>}
    </article>
  )
}
