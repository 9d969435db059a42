import { createCartService } from '@vitrina/sdk'
import { act, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { cartSnapshot } from '../../testing/cart.fixture'
import { renderWithShop } from '../../testing/shop.fixture'
import { CartPage } from './cart-page'

describe('CartPage', () => {
  it("says 'Nema proizvoda za prikazati!' for an empty cart", () => {
    renderWithShop(<CartPage />, { path: '/kosarica' })

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Pregled košarice')
    expect(screen.getByText('Nema proizvoda za prikazati!')).toBeTruthy()
    expect(screen.queryByRole('table')).toBeNull()
  })

  it('lists the lines with their totals, the summary and how much is missing for free delivery', () => {
    const { shop } = renderWithShop(<CartPage />, { path: '/kosarica' })
    act(() => createCartService(shop).hydrate(cartSnapshot(2)))

    const link = screen.getByRole('link', { name: 'Kvarner Kids Nova sportska kolica' })
    expect(link.getAttribute('href')).toBe('/product/kvarner-kids-nova-sportska-kolica')
    expect(screen.getAllByText('40,00 €').length).toBeGreaterThan(0)
    expect(screen.getByText('Besplatna dostava za narudžbe iznad 67,00 €')).toBeTruthy()
    expect(screen.getByText('Do besplatne dostave nedostaje još 27,00 €.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Nastavi na naplatu' }).getAttribute('href')).toBe('/naplata')
  })

  it('shows the member card field to logged-in shoppers only', () => {
    const { shop } = renderWithShop(<CartPage />, { path: '/kosarica' })
    act(() => createCartService(shop).hydrate(cartSnapshot(1)))

    expect(screen.queryByLabelText('Članska iskaznica')).toBeNull()
  })

  it("links a variant's line to its parent product with ?cartItemId=", () => {
    const { shop } = renderWithShop(<CartPage />, { path: '/sl/kosarica' })
    const snapshot = cartSnapshot(1)
    const line = snapshot.cart!.items[0]!
    line.productData = { ...line.productData, name: 'Bodi – Plava, 62', slug: 'bodi-plava-62', parentSlug: 'bodi' }
    act(() => createCartService(shop).hydrate(snapshot))

    expect(screen.getByRole('link', { name: 'Bodi – Plava, 62' }).getAttribute('href')).toBe('/sl/product/bodi?cartItemId=9')
  })
})
