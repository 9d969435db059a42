import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithShop } from '../../testing/shop.fixture'
import { accountBackend, type AccountBackendOptions } from './account.testing'
import { LOGIN_MODAL_DELAY_MS, LoginModalProvider, useAccountModal, useLoginModal, type AccountModalKind } from './login-modal.context'

function Openers() {
  const modals = useAccountModal()
  const login = useLoginModal()
  const open = (kind: AccountModalKind) => (event: { currentTarget: HTMLElement }) => modals.open(kind, { returnFocusTo: event.currentTarget })
  return (
    <>
      <button type="button" onClick={(event) => login.open({ returnFocusTo: event.currentTarget })}>
        Otvori prijavu
      </button>
      <button type="button" onClick={open('register')}>
        Otvori registraciju
      </button>
      <button type="button" onClick={open('forgotPassword')}>
        Otvori zaboravljenu lozinku
      </button>
    </>
  )
}

function renderModals(path = '/shop/kolica', options: AccountBackendOptions = {}) {
  const backend = accountBackend(options)
  return renderWithShop(
    <LoginModalProvider>
      <Openers />
    </LoginModalProvider>,
    { path, backend: backend.answer },
  )
}

const dialog = (name: string) => screen.getByRole('dialog', { name })
/** The modals load their code when first opened: they appear a moment later. */
const lazyDialog = (name: string) => screen.findByRole('dialog', { name })
const location = () => screen.getByTestId('location').textContent

afterEach(() => {
  vi.useRealTimers()
})

describe('the account modals', () => {
  it('opens the login modal through the old useLoginModal() and gives the focus back when it closes', async () => {
    renderModals()
    const opener = screen.getByRole('button', { name: 'Otvori prijavu' })
    fireEvent.click(opener)
    fireEvent.click(within(await lazyDialog('Prijava')).getByRole('button', { name: 'Zatvori' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it('switches from the login to the forgot-password modal and back, and from the login to the registration, without navigating', async () => {
    renderModals()
    const opener = screen.getByRole('button', { name: 'Otvori prijavu' })
    fireEvent.click(opener)

    const forgot = within(await lazyDialog('Prijava')).getByRole('link', { name: 'Zaboravljena lozinka?' })
    expect(forgot.getAttribute('href')).toBe('/zaboravljena-lozinka')
    fireEvent.click(forgot)
    const forgotModal = await lazyDialog('Zaboravljena lozinka')
    await waitFor(() => expect(document.activeElement).toBe(within(forgotModal).getByLabelText('E-mail')))
    expect(screen.getAllByRole('dialog')).toHaveLength(1)

    fireEvent.click(within(dialog('Zaboravljena lozinka')).getByRole('link', { name: 'Prijava' }))
    fireEvent.click(within(dialog('Prijava')).getByRole('link', { name: 'Registrirajte se' }))
    const registration = await lazyDialog('Registracija')
    await waitFor(() => expect(document.activeElement).toBe(within(registration).getByLabelText('Ime')))
    expect(location()).toBe('/shop/kolica')

    // The focus goes back to what opened the first modal.
    fireEvent.click(within(dialog('Registracija')).getByRole('button', { name: 'Zatvori' }))
    expect(document.activeElement).toBe(opener)
  })

  it('lets a modified click on a modal link open the page the browser’s way', async () => {
    renderModals()
    fireEvent.click(screen.getByRole('button', { name: 'Otvori prijavu' }))
    const register = within(await lazyDialog('Prijava')).getByRole('link', { name: 'Registrirajte se' })
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true })
    register.dispatchEvent(event)
    expect(screen.getByRole('dialog', { name: 'Prijava' })).toBeTruthy()
  })

  it('loads the Register consents when the registration modal opens, the required one starred', async () => {
    let answerConsents = () => {}
    renderModals('/shop/kolica', { consentsGate: new Promise<void>((resolve) => (answerConsents = resolve)) })
    fireEvent.click(screen.getByRole('button', { name: 'Otvori registraciju' }))
    const modal = await lazyDialog('Registracija')
    // Storefront spec §9: "register modal 720 px".
    expect(modal.className).toContain('max-w-[720px]')
    expect(within(modal).getByText('Učitavam privole…')).toBeTruthy()
    expect((within(modal).getByRole('button', { name: 'Kreiraj račun' }) as HTMLButtonElement).disabled).toBe(true)

    answerConsents()
    expect(await within(modal).findByLabelText('Prihvaćam uvjete korištenja *')).toBeTruthy()
    expect(within(modal).getByLabelText('Želim primati newsletter')).toBeTruthy()
    expect((within(modal).getByRole('button', { name: 'Kreiraj račun' }) as HTMLButtonElement).disabled).toBe(false)
  })

  it('goes home from the registration’s Prijavi se and opens the login modal 1400 ms later', async () => {
    renderModals('/shop/kolica')
    fireEvent.click(screen.getByRole('button', { name: 'Otvori registraciju' }))
    const modal = await lazyDialog('Registracija')
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })

    const login = within(modal).getByRole('link', { name: 'Prijavi se' })
    expect(login.getAttribute('href')).toBe('/prijava')
    fireEvent.click(login)

    expect(location()).toBe('/')
    expect(screen.queryByRole('dialog')).toBeNull()
    act(() => vi.advanceTimersByTime(LOGIN_MODAL_DELAY_MS - 1))
    expect(screen.queryByRole('dialog')).toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(dialog('Prijava')).toBeTruthy()
    expect(LOGIN_MODAL_DELAY_MS).toBe(1400)
  })

  it('closes the registration modal after the auto-login, and the shopper stays on the page', async () => {
    const view = renderModals('/shop/kolica', { emailConfirmation: false })
    fireEvent.click(screen.getByRole('button', { name: 'Otvori registraciju' }))
    const modal = await lazyDialog('Registracija')
    const type = (label: string, value: string) => fireEvent.change(within(modal).getByLabelText(label), { target: { value } })
    type('Ime', 'Petra')
    type('Prezime', 'Novak')
    type('E-mail', 'petra@primjer.hr')
    type('Lozinka', 'Lozinka123')
    type('Potvrdite lozinku', 'Lozinka123')
    fireEvent.click(await within(modal).findByLabelText('Prihvaćam uvjete korištenja *'))
    fireEvent.click(within(modal).getByRole('button', { name: 'Kreiraj račun' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(view.shop.auth.$user.get()?.email).toBe('petra@primjer.hr')
    expect(location()).toBe('/shop/kolica')
  })

  it('keeps the registration modal open with the e-mail notice when the e-mail must be confirmed', async () => {
    const view = renderModals()
    fireEvent.click(screen.getByRole('button', { name: 'Otvori registraciju' }))
    const modal = await lazyDialog('Registracija')
    const type = (label: string, value: string) => fireEvent.change(within(modal).getByLabelText(label), { target: { value } })
    type('Ime', 'Petra')
    type('Prezime', 'Novak')
    type('E-mail', 'petra@primjer.hr')
    type('Lozinka', 'Lozinka123')
    type('Potvrdite lozinku', 'Lozinka123')
    fireEvent.click(await within(modal).findByLabelText('Prihvaćam uvjete korištenja *'))
    fireEvent.click(within(modal).getByRole('button', { name: 'Kreiraj račun' }))

    expect(await within(dialog('Registracija')).findByText('Potvrdite adresu e-pošte')).toBeTruthy()
    expect(view.shop.auth.$user.get()).toBeNull()
  })

  it('shows in the forgot-password modal that the e-mail went out', async () => {
    renderModals()
    fireEvent.click(screen.getByRole('button', { name: 'Otvori zaboravljenu lozinku' }))
    const modal = await lazyDialog('Zaboravljena lozinka')
    // Storefront spec §9: "forgot-password modal 500 px".
    expect(modal.className).toContain('max-w-[500px]')
    fireEvent.change(within(modal).getByLabelText('E-mail'), { target: { value: 'kupac@vitrina.test' } })
    fireEvent.click(within(modal).getByRole('button', { name: 'Potvrdi' }))

    expect(await within(modal).findByText('Provjerite e-poštu')).toBeTruthy()
    expect(within(modal).getByRole('link', { name: 'Prijava' })).toBeTruthy()
  })
})
