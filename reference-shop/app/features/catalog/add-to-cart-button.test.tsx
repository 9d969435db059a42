import { createCartService } from '@vitrina/sdk'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import type { BundleItem } from '@vitrina/sdk'
import { describe, expect, it } from 'vitest'
import { cartOf } from '../../testing/cart.fixture'
import { renderWithShop, type RecordedCall } from '../../testing/shop.fixture'
import { CartUiProvider } from '../cart/cart-ui.context'
import { AddToCartButton } from './add-to-cart-button'

const summary = { retailPrice: 10, finalPrice: 10, isPurchasable: true, available: true, categories: [], tags: [], media: [], sku: 'X' }
const CONFIGURABLE_ITEMS: BundleItem[] = [
  { id: 1, qty: 1, format: 'simple', product: { ...summary, id: 301, name: 'Bočica', slug: 'bocica', format: 'simple' } },
  {
    id: 2,
    qty: 1,
    format: 'configurable',
    product: {
      ...summary,
      id: 210,
      name: 'Bodi',
      slug: 'bodi',
      format: 'configurable',
      associatedProducts: [{ ...summary, id: 213, name: 'Bodi – Plava, 62', slug: 'bodi-plava-62', format: 'simple', configuration: { boja: 4 } }],
    },
  },
]

const location = () => screen.getByTestId('location').textContent
const addButton = () => screen.getByRole('button', { name: 'Dodaj u košaricu' })

/** A cart backend whose cartAdditionBehaviour is `behaviour`; records the addItem calls. */
function backend(behaviour: 0 | 1 | 2) {
  return (call: RecordedCall): Response | undefined => {
    if (call.path === '/api/v1/cms/option/filter') {
      return Response.json({
        data: { records: [{ id: 2, key: 'cartAdditionBehaviour', value: String(behaviour) }], pagination: { page: 1, perPage: 10, total: 1, lastPage: 1 } },
      })
    }
    if (call.path === '/api/v2/ecommerce/cart/getNewCartSession') return Response.json({ data: { id: 5, protectCode: 'secret', session: 's' } })
    if (call.path === '/api/v2/ecommerce/cart/addItem') return Response.json({ data: cartOf(1) })
    return undefined
  }
}

const addItemCalls = (calls: RecordedCall[]) => calls.filter((call) => call.path === '/api/v2/ecommerce/cart/addItem')

describe('AddToCartButton', () => {
  it('opens the bundle customisation modal from a card for a bundle with configurable items', async () => {
    const { calls } = renderWithShop(
      <CartUiProvider>
        <AddToCartButton
          product={{ id: 900, slug: 'paket-za-bebe', name: 'Paket za bebe', format: 'bundle', isPurchasable: true, bundles: CONFIGURABLE_ITEMS }}
        />
      </CartUiProvider>,
      { path: '/shop/paketi', backend: backend(1) },
    )
    fireEvent.click(addButton())
    const modal = await screen.findByRole('dialog', { name: 'Prilagodite paket' })
    expect(modal.textContent).toContain('Paket za bebe')
    expect(location()).toBe('/shop/paketi')
    expect(addItemCalls(calls)).toHaveLength(0)
  })

  it('adds a bundle without configurable items directly', async () => {
    const bundles = CONFIGURABLE_ITEMS.slice(0, 1)
    const { shop, calls } = renderWithShop(
      <CartUiProvider>
        <AddToCartButton product={{ id: 901, slug: 'paket', format: 'bundle', isPurchasable: true, bundles }} />
      </CartUiProvider>,
      { path: '/shop/paketi', backend: backend(1) },
    )
    await act(async () => fireEvent.click(addButton()))
    await waitFor(() => expect(createCartService(shop).$itemCount.get()).toBe(1))
    expect(addItemCalls(calls)).toHaveLength(1)
    expect(screen.queryByRole('dialog', { name: 'Prilagodite paket' })).toBeNull()
  })

  it('goes to the product page for a configurable product added from a card', async () => {
    renderWithShop(
      <CartUiProvider>
        <AddToCartButton product={{ id: 210, slug: 'bodi', format: 'configurable', isPurchasable: true }} />
      </CartUiProvider>,
      { path: '/shop/odjeca', backend: backend(1) },
    )
    fireEvent.click(addButton())
    await waitFor(() => expect(location()).toBe('/product/bodi'))
  })

  it('stays on the product page when no variant is chosen yet', async () => {
    const { calls } = renderWithShop(
      <CartUiProvider>
        <AddToCartButton product={{ id: 210, slug: 'bodi', format: 'configurable', isPurchasable: true }} options={{}} />
      </CartUiProvider>,
      { path: '/product/bodi', backend: backend(1) },
    )
    await act(async () => fireEvent.click(addButton()))
    expect(location()).toBe('/product/bodi')
    expect(addItemCalls(calls)).toHaveLength(0)
  })

  it.each([
    [0, 'goes to /kosarica'],
    [2, 'opens the cart popup'],
  ] as const)('applies the cart-addition behaviour %i (%s)', async (behaviour, _what) => {
    renderWithShop(
      <CartUiProvider>
        <AddToCartButton product={{ id: 1002, slug: 'kolica', format: 'simple', isPurchasable: true }} />
      </CartUiProvider>,
      { path: '/shop/kolica', backend: backend(behaviour) },
    )
    fireEvent.click(addButton())
    if (behaviour === 0) await waitFor(() => expect(location()).toBe('/kosarica'))
    else await screen.findByRole('dialog', { name: 'Proizvod dodan u košaricu!' })
  })
})
