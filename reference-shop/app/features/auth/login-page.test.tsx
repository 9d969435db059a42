import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loginAnswer } from '../../testing/auth.fixture'
import { renderWithShop } from '../../testing/shop.fixture'
import { LoginPage } from './login-page'

const location = () => screen.getByTestId('location').textContent

function logIn() {
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'kupac@vitrina.test' } })
  fireEvent.change(screen.getByLabelText('Lozinka'), { target: { value: 'Kupac123!' } })
  fireEvent.click(screen.getByRole('button', { name: 'Prijavi se' }))
}

afterEach(() => {
  vi.useRealTimers()
})

describe('LoginPage', () => {
  it('has the heading, the forgot-password link and the register link', () => {
    renderWithShop(<LoginPage />, { path: '/prijava' })
    expect(screen.getByRole('heading', { level: 1, name: 'Prijava' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Zaboravljena lozinka?' }).getAttribute('href')).toBe('/zaboravljena-lozinka')
    expect(screen.getByRole('link', { name: 'Registrirajte se' }).getAttribute('href')).toBe('/registracija')
  })

  it('goes home after the login', async () => {
    const { shop } = renderWithShop(<LoginPage />, { path: '/prijava', backend: loginAnswer })
    logIn()
    await waitFor(() => expect(location()).toBe('/'))
    expect(shop.auth.$user.get()?.email).toBe('kupac@vitrina.test')
  })

  it('goes to a safe redirect target, and home instead of another site', async () => {
    const first = renderWithShop(<LoginPage />, { path: '/prijava?redirect=/profil', backend: loginAnswer })
    logIn()
    await waitFor(() => expect(location()).toBe('/profil'))
    first.unmount()

    renderWithShop(<LoginPage />, { path: '/sl/prijava?redirect=//evil.example/profil', backend: loginAnswer })
    logIn()
    await waitFor(() => expect(location()).toBe('/sl'))
  })

  it('goes to the cart 200 ms after the login with abandonedCart in the query', async () => {
    // The timeouts only: the login's promises are let through with setImmediate.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { shop } = renderWithShop(<LoginPage />, { path: '/prijava?abandonedCart=1', backend: loginAnswer })
    logIn()
    for (let round = 0; round < 100 && !shop.auth.$user.get(); round += 1) {
      await act(() => new Promise<void>((resolve) => setImmediate(resolve)))
    }
    expect(shop.auth.$user.get()).not.toBeNull()

    act(() => vi.advanceTimersByTime(199))
    expect(location()).toBe('/prijava?abandonedCart=1')
    act(() => vi.advanceTimersByTime(1))
    expect(location()).toBe('/kosarica')
  })
})
