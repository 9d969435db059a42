import { createCartService } from '@vitrina/sdk'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import type { AddableProduct } from '@vitrina/sdk'
import { describe, expect, it } from 'vitest'
import { cartOf } from '../../testing/cart.fixture'
import { renderWithShop, type RecordedCall } from '../../testing/shop.fixture'
import { CartUiProvider } from './cart-ui.context'
import { useAddToCart } from './use-add-to-cart'

const SIMPLE: AddableProduct = { id: 1002, format: 'simple', isPurchasable: true }
const location = () => screen.getByTestId('location').textContent

/** A cart backend whose site option cartAdditionBehaviour is `behaviour`; adding the bundle 900 needs configuration. */
function backend(behaviour: 0 | 1 | 2) {
  return (call: RecordedCall): Response | undefined => {
    if (call.path === '/api/v1/cms/option/filter') {
      return Response.json({
        data: { records: [{ id: 2, key: 'cartAdditionBehaviour', value: String(behaviour) }], pagination: { page: 1, perPage: 10, total: 1, lastPage: 1 } },
      })
    }
    if (call.path === '/api/v2/ecommerce/cart/getNewCartSession') return Response.json({ data: { id: 5, protectCode: 'secret', session: 's' } })
    if (call.path === '/api/v2/ecommerce/cart/addItem') return Response.json({ data: cartOf(1) })
    if (call.path.endsWith('/checkBundles')) {
      return Response.json({ data: { productId: 900, hasConfigurable: true, hasBundle: false, items: [] } })
    }
    return undefined
  }
}

function AddButton({ product }: { product: AddableProduct }) {
  const addToCart = useAddToCart()
  return (
    <button type="button" onClick={() => void addToCart(product)}>
      Dodaj
    </button>
  )
}

function renderButton(behaviour: 0 | 1 | 2, product: AddableProduct = SIMPLE) {
  return renderWithShop(
    <CartUiProvider>
      <AddButton product={product} />
    </CartUiProvider>,
    { path: '/product/kolica', backend: backend(behaviour) },
  )
}

describe('useAddToCart', () => {
  it('goes to /kosarica after an add with RedirectToCart (0)', async () => {
    renderButton(0)
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj' }))
    await waitFor(() => expect(location()).toBe('/kosarica'))
  })

  it('stays on the page with StayOnPage (1)', async () => {
    const { shop } = renderButton(1)
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Dodaj' })))
    await waitFor(() => expect(createCartService(shop).$itemCount.get()).toBe(1))
    expect(location()).toBe('/product/kolica')
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it("opens the cart popup 'Proizvod dodan u košaricu!' with ShowPopup (2)", async () => {
    renderButton(2)
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj' }))
    const popup = await screen.findByRole('dialog', { name: 'Proizvod dodan u košaricu!' })
    expect(popup.textContent).toContain('Nastavi kupovinu')
    fireEvent.click(screen.getByRole('button', { name: 'Nastavi kupovinu' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('opens the bundle customisation modal for a bundle with configurable items', async () => {
    renderButton(1, { id: 900, format: 'bundle', isPurchasable: true })
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj' }))
    await screen.findByRole('dialog', { name: 'Prilagodite paket' })
  })
})
