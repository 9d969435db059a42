import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { heldLogin, loginAnswer } from '../../testing/auth.fixture'
import { renderWithShop } from '../../testing/shop.fixture'
import { LoginForm } from './login-form'

const email = () => screen.getByLabelText('E-mail') as HTMLInputElement
const password = () => screen.getByLabelText('Lozinka') as HTMLInputElement
const submitButton = () => screen.getByRole('button', { name: /Prijavi se|Prijava u tijeku/ }) as HTMLButtonElement

function fill(username: string, secret: string) {
  fireEvent.change(email(), { target: { value: username } })
  fireEvent.change(password(), { target: { value: secret } })
}

describe('LoginForm', () => {
  it('shows the required message under both fields after an empty submit, and sends nothing', () => {
    const { calls } = renderWithShop(<LoginForm idPrefix="test" onLoggedIn={vi.fn()} />)

    fireEvent.click(submitButton())

    expect(screen.getAllByText('Unos ovog polja je obavezan')).toHaveLength(2)
    expect(email().getAttribute('aria-invalid')).toBe('true')
    expect(email().getAttribute('aria-describedby')).toBe('test-username-error')
    expect(document.activeElement).toBe(email())
    expect(calls).toEqual([])
  })

  it('asks for an e-mail pattern and at least 8 password characters', () => {
    renderWithShop(<LoginForm idPrefix="test" onLoggedIn={vi.fn()} />)
    fill('kupac@vitrina', 'Kupac12')

    fireEvent.click(submitButton())

    expect(screen.getByText('Unesite uzorak adrese elektroničke pošte')).toBeTruthy()
    expect(screen.getByText('Minimalan broj znakova potrebnih za ovo polje je 8')).toBeTruthy()
  })

  it('shows no message before the first submit and follows the typing after it', () => {
    renderWithShop(<LoginForm idPrefix="test" onLoggedIn={vi.fn()} />)
    fill('kupac', '')
    expect(screen.queryByText('Unesite uzorak adrese elektroničke pošte')).toBeNull()

    fireEvent.click(submitButton())
    expect(screen.getByText('Unesite uzorak adrese elektroničke pošte')).toBeTruthy()

    fireEvent.change(email(), { target: { value: 'kupac@vitrina.test' } })
    expect(screen.queryByText('Unesite uzorak adrese elektroničke pošte')).toBeNull()
    expect(screen.getByText('Unos ovog polja je obavezan')).toBeTruthy()
  })

  it('disables the button while the login runs, ignores a second submit, and hands the user over after it', async () => {
    const held = heldLogin()
    const onLoggedIn = vi.fn()
    const { calls } = renderWithShop(<LoginForm idPrefix="test" onLoggedIn={onLoggedIn} />, { backend: held.backend })
    fill('kupac@vitrina.test', 'Kupac123!')

    fireEvent.click(submitButton())
    fireEvent.submit(submitButton().form!)

    await waitFor(() => expect(submitButton().disabled).toBe(true))
    expect(submitButton().textContent).toBe('Prijava u tijeku…')
    const logins = () => calls.filter((call) => call.path === '/api/v1/login')
    // Sent once the SDK's HTTP client has loaded (it is imported on demand).
    await waitFor(() => expect(logins()).toHaveLength(1))
    expect(onLoggedIn).not.toHaveBeenCalled()

    await act(async () => held.release())

    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledTimes(1))
    expect(logins()).toHaveLength(1)
    expect(onLoggedIn.mock.calls[0]?.[0]).toMatchObject({ email: 'kupac@vitrina.test' })
    // Storefront spec §4: "Form reset afterwards."
    expect([email().value, password().value, submitButton().disabled]).toEqual(['', '', false])
  })

  it('shows the SDK message for wrong credentials and releases the lock, so the shopper can try again', async () => {
    const onLoggedIn = vi.fn()
    const { calls } = renderWithShop(<LoginForm idPrefix="test" onLoggedIn={onLoggedIn} />, { backend: loginAnswer })
    fill('kupac@vitrina.test', 'Pogresna1!')

    fireEvent.click(submitButton())

    expect((await screen.findByRole('alert')).textContent).toBe('Netočno korisničko ime ili lozinka!')
    expect(submitButton().disabled).toBe(false)
    expect(onLoggedIn).not.toHaveBeenCalled()

    fireEvent.change(password(), { target: { value: 'Kupac123!' } })
    fireEvent.click(submitButton())

    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledTimes(1))
    expect(calls.filter((call) => call.path === '/api/v1/login')).toHaveLength(2)
  })

  it('says how long to wait when the backend throttles the logins (429 with Retry-After, issue 16)', async () => {
    const throttled = () =>
      Response.json({ message: 'Too many attempts. Try again later.', statusCode: 429 }, { status: 429, headers: { 'Retry-After': '840' } })
    const onLoggedIn = vi.fn()
    renderWithShop(<LoginForm idPrefix="test" onLoggedIn={onLoggedIn} />, { backend: ({ path }) => (path === '/api/v1/login' ? throttled() : undefined) })
    fill('kupac@vitrina.test', 'Kupac123!')

    fireEvent.click(submitButton())

    expect((await screen.findByRole('alert')).textContent).toBe('Previše pokušaja. Pokušajte ponovno za 14 min.')
    expect(submitButton().disabled).toBe(false)
    expect(onLoggedIn).not.toHaveBeenCalled()
  })

  it('refuses a shopper at the back-office login with the backofficeOnly message and stays logged out', async () => {
    const onLoggedIn = vi.fn()
    const { shop } = renderWithShop(<LoginForm idPrefix="test" strategy="admin" onLoggedIn={onLoggedIn} />, { backend: loginAnswer })
    fill('kupac@vitrina.test', 'Kupac123!')

    fireEvent.click(submitButton())

    expect((await screen.findByRole('alert')).textContent).toBe('Prijava je dopuštena samo korisnicima administracije.')
    expect(shop.auth.$user.get()).toBeNull()
    expect(onLoggedIn).not.toHaveBeenCalled()
  })
})
