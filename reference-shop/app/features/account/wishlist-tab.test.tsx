import { fireEvent, screen, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { SHOPPER, sessionCookies } from '../../testing/auth.fixture'
import { renderWithShop, type TestBackend } from '../../testing/shop.fixture'
import { accountBackend, accountState, wireProduct, type AccountBackendState } from './profile-backend.test-env'
import { WishlistTab } from './wishlist-tab'

function renderWishlist(state: AccountBackendState, backend: TestBackend = accountBackend(state)) {
  return renderWithShop(<WishlistTab />, { path: '/profil?tab=wishlist', cookies: sessionCookies(SHOPPER), backend })
}

// A logged-in shopper's hearts come with the wishlist's code, in before the tests: a worker's first import of it can
// outlast a query's wait.
beforeAll(async () => {
  await import('../wishlist/wishlist-parts')
})

describe('WishlistTab', () => {
  it("says 'Nemate dodanih proizvoda.' with the way home when nothing is wished", async () => {
    renderWishlist(accountState())
    expect(await screen.findByText('Nemate dodanih proizvoda.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Povratak na početnu' }).getAttribute('href')).toBe('/')
  })

  it('shows the wished products as product cards with filled hearts, newest first, skipping an item without its product', async () => {
    const state = accountState({
      wishlist: [
        { id: 3, product_id: 627, product: wireProduct(627, 'Set za kupanje') },
        { id: 2, product_id: 160, product: null },
        { id: 1, product_id: 141, product: wireProduct(141, 'Drvena slagalica') },
      ],
    })
    const { calls } = renderWishlist(state)
    await screen.findByRole('link', { name: 'Set za kupanje' })
    expect(
      within(screen.getByRole('list'))
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Set za kupanje', 'Drvena slagalica'])
    expect(screen.getByRole('link', { name: 'Drvena slagalica' }).getAttribute('href')).toBe('/product/drvena-slagalica')
    // A logged-in shopper's hearts come with the wishlist's code (wishlist-parts.tsx).
    expect((await screen.findByRole('button', { name: 'Ukloni s liste želja: Set za kupanje' })).getAttribute('aria-pressed')).toBe('true')
    expect(screen.queryByText('Nemate dodanih proizvoda.')).toBeNull()
    // The SDK's own load after the login and the tab's wait for the same request.
    expect(calls.filter((call) => call.path === '/api/v1/cms/wishlist/filter')).toHaveLength(1)
  })

  it('says the list could not be loaded and loads it again on retry', async () => {
    const state = accountState({ wishlist: [{ id: 1, product_id: 141, product: wireProduct(141, 'Drvena slagalica') }] })
    const backend = accountBackend(state)
    let failing = true
    renderWishlist(state, (call) =>
      failing && call.path === '/api/v1/cms/wishlist/filter' ? Response.json({ message: 'Server error', statusCode: 500 }, { status: 500 }) : backend(call),
    )
    expect(await screen.findByText('Listu želja nije moguće učitati.')).toBeTruthy()
    failing = false
    fireEvent.click(screen.getByRole('button', { name: 'Pokušaj ponovno' }))
    expect(await screen.findByRole('link', { name: 'Drvena slagalica' })).toBeTruthy()
  })
})
