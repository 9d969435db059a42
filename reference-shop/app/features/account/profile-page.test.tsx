import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SHOPPER, sessionCookies } from '../../testing/auth.fixture'
import { renderWithShop } from '../../testing/shop.fixture'
import { ProfilePage } from './profile-page'
import { accountBackend, accountState, wireOrder, wireProduct } from './profile-backend.test-env'

function renderProfile(path = '/profil') {
  const state = accountState({
    wishlist: [
      { id: 3, product_id: 627, product: wireProduct(627, 'Set za kupanje') },
      { id: 2, product_id: 160, product: wireProduct(160, 'Hranilica') },
      { id: 1, product_id: 141, product: wireProduct(141, 'Drvena slagalica') },
    ],
    orders: [wireOrder(3, 2), wireOrder(2, 1)],
    details: { '3': wireOrder(3, 2) },
    products: [wireProduct(100, 'Proizvod'), wireProduct(101, 'Proizvod 2')],
  })
  return renderWithShop(<ProfilePage />, { path, cookies: sessionCookies(SHOPPER), backend: accountBackend(state) })
}

const location = () => screen.getByTestId('location').textContent
const entry = (name: string | RegExp) => screen.getByRole(name === 'Odjava' ? 'button' : 'link', { name })
/** The menu entries that are open. */
const openEntries = () => screen.queryAllByRole('link', { expanded: true }).map((link) => link.textContent)
/** The open panel, found through its entry's aria-controls. */
const panel = () => screen.queryByRole('region')

/**
 * A media query list whose `matches` answers whether the window is at most 1023 px wide; `resize` tells its
 * listeners that the answer changed.
 */
function stubScreenWidth(narrow: boolean): { resize: (narrow: boolean) => void } {
  const listeners = new Set<(event: { matches: boolean }) => void>()
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: narrow,
    media,
    addEventListener: (_type: string, listener: (event: { matches: boolean }) => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: (event: { matches: boolean }) => void) => listeners.delete(listener),
  }))
  return { resize: (next) => listeners.forEach((listener) => listener({ matches: next })) }
}

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('ProfilePage', () => {
  it('shows the menu with the wishlist count and the logout entry, with the overview open when no tab is asked for', async () => {
    renderProfile()
    expect(screen.getByRole('heading', { level: 1, name: 'Moj račun' })).toBeTruthy()
    expect(screen.getAllByRole('link', { expanded: false }).map((link) => link.textContent)).toEqual([
      'Upravljajte lozinkom',
      expect.stringMatching(/^Lista želja \d+$/),
      'Povijest narudžbi',
    ])
    await waitFor(() => expect(entry(/^Lista želja/).textContent).toBe('Lista želja 3'))
    expect(entry('Odjava')).toBeTruthy()
    expect(openEntries()).toEqual(['Pregled računa'])
    expect(entry('Pregled računa').getAttribute('aria-current')).toBe('page')
    expect(panel()?.getAttribute('aria-labelledby')).toBe(entry('Pregled računa').id)
    expect(screen.getByRole('heading', { level: 2, name: 'Pregled računa' })).toBeTruthy()
    expect(await screen.findByText('Savska cesta')).toBeTruthy()
  })

  it('opens the tab the query names: the header heart links to ?tab=wishlist', async () => {
    renderProfile('/profil?tab=wishlist')
    expect(openEntries()).toEqual([expect.stringMatching(/^Lista želja/)])
    expect(await screen.findByRole('link', { name: 'Hranilica' })).toBeTruthy()
  })

  it('writes the chosen tab as the whole query, dropping whatever else the query held', async () => {
    renderProfile('/profil?tab=overview&utm_source=newsletter')
    expect(['Upravljajte lozinkom', /^Lista želja/, 'Povijest narudžbi'].map((name) => entry(name).getAttribute('href'))).toEqual([
      '/profil?tab=password',
      '/profil?tab=wishlist',
      '/profil?tab=order_history',
    ])
    fireEvent.click(entry('Upravljajte lozinkom'))
    expect(location()).toBe('/profil?tab=password')
    expect(openEntries()).toEqual(['Upravljajte lozinkom'])
    expect(screen.getByLabelText('Stara lozinka')).toBeTruthy()
    expect(screen.queryByText('Ime', { selector: 'dt' })).toBeNull()

    fireEvent.click(entry('Povijest narudžbi'))
    expect(location()).toBe('/profil?tab=order_history')
    expect(await screen.findByRole('article', { name: 'Narudžba 2026-000003' })).toBeTruthy()
  })

  it('closes the edit form when another tab opens', async () => {
    renderProfile()
    fireEvent.click(await screen.findByRole('button', { name: 'Uredi' }))
    expect(screen.getByRole('button', { name: 'Spremi promjene' })).toBeTruthy()
    fireEvent.click(entry(/^Lista želja/))
    fireEvent.click(entry('Pregled računa'))
    expect(await screen.findByText('Savska cesta')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Spremi promjene' })).toBeNull()
    expect(location()).toBe('/profil?tab=overview')
  })

  it("opens an order with 'Pogledaj', keeps it when the order history entry is pressed, and clears it when another tab opens", async () => {
    renderProfile('/profil?tab=order_history')
    fireEvent.click(await screen.findByRole('button', { name: 'Pogledaj narudžbu 2026-000003' }))
    expect(location()).toBe('/profil?tab=order_history&order=3')
    expect(await screen.findByRole('heading', { name: 'Narudžba 2026-000003' })).toBeTruthy()

    fireEvent.click(entry('Povijest narudžbi'))
    expect(location()).toBe('/profil?tab=order_history&order=3')
    expect(screen.getByRole('heading', { name: 'Narudžba 2026-000003' })).toBeTruthy()

    fireEvent.click(entry(/^Lista želja/))
    expect(location()).toBe('/profil?tab=wishlist')
    fireEvent.click(entry('Povijest narudžbi'))
    expect(location()).toBe('/profil?tab=order_history')
    expect(await screen.findByRole('article', { name: 'Narudžba 2026-000003' })).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Narudžba 2026-000003' })).toBeNull()
  })

  it("goes back from an order to the list with 'Povratak'", async () => {
    renderProfile('/profil?tab=order_history&order=3')
    expect(await screen.findByRole('heading', { name: 'Narudžba 2026-000003' })).toBeTruthy()
    fireEvent.click(screen.getByRole('link', { name: /Povratak/ }))
    expect(location()).toBe('/profil?tab=order_history')
    expect(await screen.findByRole('article', { name: 'Narudžba 2026-000002' })).toBeTruthy()
  })

  it('closes every entry 200 ms after opening on a screen up to 1023 px wide, so the menu shows as an accordion', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    stubScreenWidth(true)
    renderProfile()
    expect(openEntries()).toEqual(['Pregled računa'])
    act(() => vi.advanceTimersByTime(199))
    expect(openEntries()).toEqual(['Pregled računa'])
    act(() => vi.advanceTimersByTime(1))
    expect(openEntries()).toEqual([])
    expect(panel()).toBeNull()
    expect(location()).toBe('/profil')
  })

  it('opens an accordion entry under itself when pressed, and closes it when pressed again, on a narrow screen', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    stubScreenWidth(true)
    renderProfile()
    act(() => vi.advanceTimersByTime(200))

    fireEvent.click(entry('Upravljajte lozinkom'))
    expect(openEntries()).toEqual(['Upravljajte lozinkom'])
    // The panel follows its entry in the page, so it shows under it in the one-column layout.
    expect(entry('Upravljajte lozinkom').nextElementSibling).toBe(panel())
    expect(location()).toBe('/profil?tab=password')

    fireEvent.click(entry('Upravljajte lozinkom'))
    expect(openEntries()).toEqual([])
    expect(location()).toBe('/profil')
  })

  it('opens the overview again when a narrow window with every entry closed is widened past 1023 px', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const screenWidth = stubScreenWidth(true)
    renderProfile()
    act(() => vi.advanceTimersByTime(200))
    expect(panel()).toBeNull()
    act(() => screenWidth.resize(false))
    expect(openEntries()).toEqual(['Pregled računa'])
  })

  it('keeps a tab the link asked for open on a narrow screen', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    stubScreenWidth(true)
    renderProfile('/profil?tab=wishlist')
    act(() => vi.advanceTimersByTime(1000))
    expect(openEntries()).toEqual([expect.stringMatching(/^Lista želja/)])
  })

  it('keeps the overview open on a wide screen, where pressing the open entry again leaves it open', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    stubScreenWidth(false)
    renderProfile()
    act(() => vi.advanceTimersByTime(1000))
    expect(openEntries()).toEqual(['Pregled računa'])
    fireEvent.click(entry('Pregled računa'))
    expect(openEntries()).toEqual(['Pregled računa'])
  })

  it('logs out from the menu entry: the session cookies go, the SDK says Uspješna odjava, and the page goes home', async () => {
    const { shop, storage } = renderProfile()
    const keys: string[] = []
    shop.notices.listen((notice) => keys.push(notice.key))

    fireEvent.click(entry('Odjava'))

    await waitFor(() => expect(location()).toBe('/'))
    expect(shop.auth.$user.get()).toBeNull()
    expect([storage.get('accessToken'), storage.get('refreshToken'), storage.get('authUser')]).toEqual([undefined, undefined, undefined])
    expect(keys).toEqual(['core.notifications.logoutSuccess'])
  })

  it('offers the login page when the session ends while the page is open', () => {
    renderWithShop(<ProfilePage />, { path: '/profil' })
    expect(screen.getByRole('link', { name: 'Prijava' }).getAttribute('href')).toBe('/prijava?redirect=/profil')
    expect(screen.queryByRole('button', { name: 'Odjava' })).toBeNull()
  })
})
