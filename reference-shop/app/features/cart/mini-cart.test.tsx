import { createCartService } from '@vitrina/sdk'
import { act, fireEvent, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { cartSnapshot } from '../../testing/cart.fixture'
import { renderWithShop } from '../../testing/shop.fixture'
import { MiniCart } from './mini-cart'

/** The mini cart beside a stand-in for the header's menu button. */
function Header() {
  const [menuOpen, setMenuOpen] = useState(false)
  return (
    <>
      <p>Izvan košarice</p>
      <button type="button" onClick={() => setMenuOpen(!menuOpen)}>
        Izbornik
      </button>
      <MiniCart buttonClassName="" menuOpen={menuOpen} />
    </>
  )
}

function renderMiniCart() {
  const rendered = renderWithShop(<Header />)
  act(() => createCartService(rendered.shop).hydrate(cartSnapshot(2)))
  return rendered
}

describe('MiniCart', () => {
  it('shows the count and lists the lines with links to the cart and to checkout', async () => {
    renderMiniCart()

    fireEvent.click(screen.getByRole('button', { name: 'Košarica (2)' }))

    // The panel's module loads on the first open.
    const panel = await screen.findByRole('dialog', { name: 'Mini košarica' })
    expect(panel.textContent).toContain('Kvarner Kids Nova sportska kolica')
    expect(panel.textContent).toContain('2 × 20,00 €')
    expect(screen.getByRole('link', { name: 'Pregled košarice' }).getAttribute('href')).toBe('/kosarica')
    expect(screen.getByRole('link', { name: 'Naplata' }).getAttribute('href')).toBe('/naplata')
  })

  it('closes on a click outside it', async () => {
    renderMiniCart()
    fireEvent.click(screen.getByRole('button', { name: 'Košarica (2)' }))
    await screen.findByRole('dialog', { name: 'Mini košarica' })

    fireEvent.pointerDown(screen.getByText('Izvan košarice'))

    expect(screen.queryByRole('dialog', { name: 'Mini košarica' })).toBeNull()
  })

  it('stays open on a click inside it and closes on Escape', async () => {
    renderMiniCart()
    fireEvent.click(screen.getByRole('button', { name: 'Košarica (2)' }))

    fireEvent.pointerDown(await screen.findByRole('dialog', { name: 'Mini košarica' }))
    expect(screen.getByRole('dialog', { name: 'Mini košarica' })).toBeTruthy()
    fireEvent.keyDown(document, { key: 'Escape' })

    expect(screen.queryByRole('dialog', { name: 'Mini košarica' })).toBeNull()
  })

  it('closes when the mobile menu is toggled', async () => {
    renderMiniCart()
    fireEvent.click(screen.getByRole('button', { name: 'Košarica (2)' }))
    await screen.findByRole('dialog', { name: 'Mini košarica' })

    // The menu button sits outside the mini cart, so its press alone would close it: only the toggle is tested here.
    fireEvent.click(screen.getByRole('button', { name: 'Izbornik' }))

    expect(screen.queryByRole('dialog', { name: 'Mini košarica' })).toBeNull()
  })
})
