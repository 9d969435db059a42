// Isolated (vitest.isolated.config.ts): the rules' module is mocked to fail to load, which must not reach other files.
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { loginAnswer } from '../../testing/auth.fixture'
import { renderWithShop } from '../../testing/shop.fixture'

vi.mock('./login.navigation', () => {
  throw new Error('Failed to fetch dynamically imported module')
})

describe('useAfterLogin without its rules', () => {
  it('leaves the shopper logged in on the page when the rules cannot load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { LoginPage } = await import('./login-page')
    const { shop } = renderWithShop(<LoginPage />, { path: '/prijava?redirect=/profil', backend: loginAnswer })
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'kupac@vitrina.test' } })
    fireEvent.change(screen.getByLabelText('Lozinka'), { target: { value: 'Kupac123!' } })
    fireEvent.click(screen.getByRole('button', { name: 'Prijavi se' }))

    await waitFor(() => expect(warn).toHaveBeenCalledWith('What follows the login could not be loaded; staying on the page', expect.any(Error)))
    expect(shop.auth.$user.get()?.email).toBe('kupac@vitrina.test')
    expect(screen.getByTestId('location').textContent).toBe('/prijava?redirect=/profil')
    warn.mockRestore()
  })
})
