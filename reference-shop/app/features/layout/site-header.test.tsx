import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { LoginModalProvider } from '../auth/login-modal.context'
import { EDITOR, SHOPPER, sessionCookies } from '../../testing/auth.fixture'
import { navigationTree, renderWithShop } from '../../testing/shop.fixture'
import { wishedProduct, wishlistBackend } from '../../testing/wishlist.fixture'
import { SiteHeader as Header } from './site-header'

// The shell puts the header inside the login modal's provider, which the profile popup opens.
function SiteHeader(props: Parameters<typeof Header>[0]) {
  return (
    <LoginModalProvider>
      <Header {...props} />
    </LoginModalProvider>
  )
}

/** The open mobile menu, once its code (the header's panels, header-panels.tsx) is in. */
async function mobileMenu(): Promise<HTMLElement> {
  return waitFor(() => {
    const menu = document.getElementById('mobile-navigation')
    expect(menu?.getAttribute('aria-label')).toBe('Kategorije proizvoda')
    return menu!
  })
}

const content = { topBarText: 'Besplatna dostava iznad 67,00 €', topBarLinks: [], logo: { alt: 'Vitrina' } }

// The header's panels (flyouts, menu, search) are in before the tests, as a page has them once it is idle: a worker's
// first import of them can outlast a query's wait.
beforeAll(async () => {
  await import('./header-panels')
})

describe('SiteHeader', () => {
  it('renders the top categories, and both levels below them once the pointer comes into the row', async () => {
    renderWithShop(<SiteHeader content={content} navigation={navigationTree()} />)
    const nav = screen.getByRole('navigation', { name: 'Kategorije proizvoda' })

    expect(within(nav).getByRole('link', { name: 'Kolica' }).getAttribute('href')).toBe('/shop/kolica')
    expect(within(nav).queryByRole('link', { name: 'Sportska kolica' })).toBeNull()
    fireEvent.pointerEnter(nav)
    // The flyouts' code loads with the header's panels (header-panels.tsx).
    expect((await within(nav).findByRole('link', { name: 'Sportska kolica' })).getAttribute('href')).toBe('/shop/sportska-kolica')
    expect(within(nav).getByRole('link', { name: 'Lagana kolica' }).getAttribute('href')).toBe('/shop/lagana-kolica')
    expect(within(nav).getByRole('link', { name: 'Igračke' })).toBeTruthy()
  })

  it('renders the levels below the top categories once the keyboard focuses one of them', async () => {
    renderWithShop(<SiteHeader content={content} navigation={navigationTree()} />)
    const nav = screen.getByRole('navigation', { name: 'Kategorije proizvoda' })
    expect(within(nav).queryByRole('link', { name: 'Lagana kolica' })).toBeNull()
    act(() => within(nav).getByRole('link', { name: 'Kolica' }).focus())
    expect((await within(nav).findByRole('link', { name: 'Lagana kolica' })).getAttribute('href')).toBe('/shop/lagana-kolica')
  })

  it('opens and closes the mobile menu with the hamburger button', async () => {
    renderWithShop(<SiteHeader content={content} navigation={navigationTree()} />)
    expect(screen.getAllByRole('navigation', { name: 'Kategorije proizvoda' })).toHaveLength(1)

    const hamburger = screen.getByRole('button', { name: 'Otvori izbornik' })
    expect(hamburger.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(hamburger)

    expect(hamburger.getAttribute('aria-expanded')).toBe('true')
    expect(hamburger.getAttribute('aria-label')).toBe('Zatvori izbornik')
    const mobile = await mobileMenu()
    expect(within(mobile!).queryByRole('link', { name: 'Sportska kolica' })).toBeNull()

    fireEvent.click(within(mobile!).getByRole('button', { name: 'Prikaži podkategorije: Kolica' }))
    expect(within(mobile!).getByRole('link', { name: 'Sportska kolica' })).toBeTruthy()

    fireEvent.click(hamburger)
    expect(hamburger.getAttribute('aria-expanded')).toBe('false')
    expect(document.getElementById('mobile-navigation')).toBeNull()
  })

  it("shows the top bar's links (the branch offices) in the mobile menu, where the top bar hides them", async () => {
    const links = [{ title: 'Naše poslovnice', href: '/nase-poslovnice' }]
    renderWithShop(<SiteHeader content={{ ...content, topBarLinks: links }} navigation={navigationTree()} />)
    fireEvent.click(screen.getByRole('button', { name: 'Otvori izbornik' }))
    fireEvent.click(within(await mobileMenu()).getByRole('link', { name: 'Naše poslovnice' }))
    expect(screen.getByTestId('location').textContent).toBe('/nase-poslovnice')
    expect(document.getElementById('mobile-navigation')).toBeNull()
  })

  it('searches and hides the search field again when Enter submits it', async () => {
    renderWithShop(<SiteHeader content={content} navigation={navigationTree()} />)
    fireEvent.click(screen.getByRole('button', { name: 'Pretraži' }))
    const field = await screen.findByRole('searchbox', { name: 'Pretraži trgovinu' })
    expect(document.activeElement).toBe(field)

    fireEvent.change(field, { target: { value: 'kolica' } })
    fireEvent.submit(screen.getByRole('search'))

    expect(screen.queryByRole('searchbox')).toBeNull()
    expect(screen.getByTestId('location').textContent).toBe('/pretraga?search=kolica')
  })

  it("shows the logged-in shopper's wishlist count on the heart, which links to the profile's wishlist tab", async () => {
    const backend = wishlistBackend([wishedProduct(7), wishedProduct(8), wishedProduct(9)])
    renderWithShop(<SiteHeader content={content} navigation={navigationTree()} />, { cookies: sessionCookies(SHOPPER), backend: backend.answer })
    const heart = await screen.findByRole('link', { name: 'Lista želja (3)' })
    expect(heart.getAttribute('href')).toBe('/profil?tab=wishlist')
    expect(within(heart).getByText('3')).toBeTruthy()
  })

  it('shows a visitor the heart without a count, and a back-office user no heart at all', () => {
    const visitor = renderWithShop(<SiteHeader content={content} navigation={navigationTree()} />)
    expect(screen.getByRole('link', { name: 'Lista želja (0)' }).textContent).toBe('')
    visitor.unmount()

    renderWithShop(<SiteHeader content={content} navigation={navigationTree()} />, { cookies: sessionCookies(EDITOR) })
    expect(screen.queryByRole('link', { name: /Lista želja/ })).toBeNull()
  })
})
