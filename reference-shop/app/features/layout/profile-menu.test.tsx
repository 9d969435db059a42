import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { EDITOR, loginAnswer, SHOPPER, sessionCookies } from '../../testing/auth.fixture'
import { renderWithShop, type RenderWithShopOptions } from '../../testing/shop.fixture'
import { accountBackend } from '../auth/account.testing'
import { LoginModalProvider } from '../auth/login-modal.context'
import { HeaderActions } from './header-actions'

function renderHeader(options: RenderWithShopOptions = {}) {
  return renderWithShop(
    <LoginModalProvider>
      <p>Sadržaj stranice</p>
      <HeaderActions />
    </LoginModalProvider>,
    { backend: loginAnswer, ...options },
  )
}

const toggle = () => screen.getByRole('button', { name: 'Moj račun' })
const location = () => screen.getByTestId('location').textContent

async function logInThroughTheModal() {
  await openPopup()
  fireEvent.click(screen.getByRole('button', { name: 'PRIJAVA' }))
  // The modal's code loads when it is first opened. Not findByRole: a test may have faked the timers it polls with.
  await settle(() => screen.queryByRole('dialog', { name: 'Prijava' }) !== null)
  const dialog = screen.getByRole('dialog', { name: 'Prijava' })
  fireEvent.change(within(dialog).getByLabelText('E-mail'), { target: { value: 'kupac@vitrina.test' } })
  fireEvent.change(within(dialog).getByLabelText('Lozinka'), { target: { value: 'Kupac123!' } })
  fireEvent.click(within(dialog).getByRole('button', { name: 'Prijavi se' }))
}

/** Opens the popup and waits for its entries, whose code loads with the header's panels (header-panels.tsx). */
async function openPopup() {
  fireEvent.click(toggle())
  await settle(() => screen.queryByRole('button', { name: 'PRIJAVA' }) !== null)
}

/** Lets the login's promises run (setImmediate is not faked) until `done`, without moving the fake clock. */
async function settle(done: () => boolean) {
  for (let round = 0; round < 100 && !done(); round += 1) {
    await act(() => new Promise<void>((resolve) => setImmediate(resolve)))
  }
  expect(done()).toBe(true)
}

// The popup's code (the header's panels) is in before the tests, which wait for it with `settle`: a worker's first
// import of it takes longer than those rounds.
beforeAll(async () => {
  await import('./header-panels')
})

afterEach(() => {
  vi.useRealTimers()
})

describe('the profile popup of a visitor who is not logged in', () => {
  it('toggles on click with PRIJAVA and a REGISTRACIJA link', async () => {
    renderHeader()
    expect(toggle().getAttribute('aria-expanded')).toBe('false')

    await openPopup()
    expect(toggle().getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByRole('button', { name: 'PRIJAVA' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'REGISTRACIJA' }).getAttribute('href')).toBe('/registracija')

    fireEvent.click(toggle())
    expect(screen.queryByRole('button', { name: 'PRIJAVA' })).toBeNull()
  })

  it('closes on a click outside and on Escape, which gives the focus back to the icon', async () => {
    renderHeader()
    await openPopup()
    fireEvent.click(screen.getByRole('button', { name: 'PRIJAVA' }).parentElement!)
    expect(screen.getByRole('button', { name: 'PRIJAVA' })).toBeTruthy()

    fireEvent.click(screen.getByText('Sadržaj stranice'))
    expect(screen.queryByRole('button', { name: 'PRIJAVA' })).toBeNull()

    await openPopup()
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(screen.queryByRole('button', { name: 'PRIJAVA' })).toBeNull()
    expect(document.activeElement).toBe(toggle())
  })

  it('opens the registration modal from REGISTRACIJA, which keeps the page address for a new tab', async () => {
    renderHeader({ backend: accountBackend().answer })
    await openPopup()
    const register = screen.getByRole('link', { name: 'REGISTRACIJA' })
    expect(register.getAttribute('href')).toBe('/registracija')

    fireEvent.click(register)

    // The registration modal loads its code when first opened.
    const dialog = await screen.findByRole('dialog', { name: 'Registracija' })
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText('Ime')))
    expect(screen.queryByRole('link', { name: 'REGISTRACIJA' })).toBeNull()
    expect(location()).toBe('/')
    await within(dialog).findByLabelText('Prihvaćam uvjete korištenja *')

    fireEvent.click(within(dialog).getByRole('button', { name: 'Zatvori' }))
    expect(document.activeElement).toBe(toggle())
  })

  it('localizes the registration link', async () => {
    renderHeader({ path: '/sl/' })
    await openPopup()
    expect(screen.getByRole('link', { name: 'REGISTRACIJA' }).getAttribute('href')).toBe('/sl/registracija')
  })
})

describe('the login modal', () => {
  it('opens from PRIJAVA as a dialog with the focus in the e-mail field, the links and a close button', async () => {
    renderHeader()
    await openPopup()
    fireEvent.click(screen.getByRole('button', { name: 'PRIJAVA' }))

    // The modal's code loads when it is first opened: it appears a moment later.
    const dialog = await screen.findByRole('dialog', { name: 'Prijava' })
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText('E-mail')))
    expect(within(dialog).getByRole('link', { name: 'Zaboravljena lozinka?' }).getAttribute('href')).toBe('/zaboravljena-lozinka')
    expect(within(dialog).getByRole('link', { name: 'Registrirajte se' }).getAttribute('href')).toBe('/registracija')
    expect(screen.queryByRole('button', { name: 'PRIJAVA' })).toBeNull()

    fireEvent.click(within(dialog).getByRole('button', { name: 'Zatvori' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(toggle())
  })

  it('closes on a click on the backdrop, but not when a press inside ends there', async () => {
    renderHeader()
    await openPopup()
    fireEvent.click(screen.getByRole('button', { name: 'PRIJAVA' }))
    const dialog = await screen.findByRole('dialog', { name: 'Prijava' })

    fireEvent.pointerDown(within(dialog).getByLabelText('E-mail'))
    fireEvent.click(dialog)
    expect(screen.getByRole('dialog')).toBeTruthy()

    fireEvent.pointerDown(dialog)
    fireEvent.click(dialog)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('closes on Escape (the dialog cancel event)', async () => {
    renderHeader()
    await openPopup()
    fireEvent.click(screen.getByRole('button', { name: 'PRIJAVA' }))

    fireEvent(await screen.findByRole('dialog'), new Event('cancel', { cancelable: true }))

    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('shows the required messages after an empty submit and stays open', async () => {
    renderHeader()
    await openPopup()
    fireEvent.click(screen.getByRole('button', { name: 'PRIJAVA' }))
    const dialog = await screen.findByRole('dialog', { name: 'Prijava' })

    fireEvent.click(within(dialog).getByRole('button', { name: 'Prijavi se' }))

    expect(within(dialog).getAllByText('Unos ovog polja je obavezan')).toHaveLength(2)
  })

  it('closes after the login, the header then links to the profile with the first name, and the shopper stays on the page', async () => {
    renderHeader({ path: '/shop/kolica' })

    await logInThroughTheModal()

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const profile = screen.getByRole('link', { name: 'Moj račun: Ana' })
    expect(profile.getAttribute('href')).toBe('/profil')
    expect(location()).toBe('/shop/kolica')
  })

  it('goes to the cart 200 ms after the login when the query has abandonedCart', async () => {
    // The timeouts only: the login's promises are let through with setImmediate (see settle).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    renderHeader({ path: '/?abandonedCart=1' })

    await logInThroughTheModal()
    // Not waitFor: it would move the fake clock while it polls.
    await settle(() => screen.queryByRole('dialog') === null)

    act(() => vi.advanceTimersByTime(199))
    expect(location()).toBe('/?abandonedCart=1')
    act(() => vi.advanceTimersByTime(1))
    expect(location()).toBe('/kosarica')
  })
})

describe('the header of a logged-in visitor', () => {
  it('links the profile icon to the profile page in the page language, with the first name', () => {
    renderHeader({ path: '/sl/', cookies: sessionCookies(SHOPPER) })
    const profile = screen.getByRole('link', { name: 'Moj račun: Ana' })
    expect(profile.getAttribute('href')).toBe('/sl/profil')
    expect(profile.textContent).toBe('Ana')
    expect(screen.queryByRole('button', { name: 'Moj račun' })).toBeNull()
  })

  it('shows the wishlist icon to a shopper and hides it from a back-office user', () => {
    const shopper = renderHeader({ cookies: sessionCookies(SHOPPER) })
    expect(screen.getByRole('link', { name: /^Lista želja/ })).toBeTruthy()
    shopper.unmount()

    renderHeader({ cookies: sessionCookies(EDITOR) })
    expect(screen.getByRole('link', { name: 'Moj račun: Ivo' })).toBeTruthy()
    expect(screen.queryByRole('link', { name: /^Lista želja/ })).toBeNull()
  })
})
