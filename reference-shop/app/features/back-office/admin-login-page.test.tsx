import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { EDITOR, loginAnswer, sessionCookies } from '../../testing/auth.fixture'
import { renderWithShop } from '../../testing/shop.fixture'
import { AdminLoginPage } from './admin-login-page'

function logIn(username: string, password: string) {
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: username } })
  fireEvent.change(screen.getByLabelText('Lozinka'), { target: { value: password } })
  fireEvent.click(screen.getByRole('button', { name: 'Prijavi se' }))
}

describe('AdminLoginPage', () => {
  it('logs an editor in with the admin strategy and goes to the site in the page language', async () => {
    const { shop } = renderWithShop(<AdminLoginPage />, { path: '/sl/adminLogin', backend: loginAnswer })
    logIn('urednik@vitrina.test', 'Urednik123!')
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/sl'))
    expect(shop.auth.$isBackofficeUser.get()).toBe(true)
    expect(shop.storage.get('authStrategy')).toBe('admin')
  })

  it('refuses a shopper with the backofficeOnly message', async () => {
    renderWithShop(<AdminLoginPage />, { path: '/adminLogin', backend: loginAnswer })
    logIn('kupac@vitrina.test', 'Kupac123!')
    expect((await screen.findByRole('alert')).textContent).toBe('Prijava je dopuštena samo korisnicima administracije.')
    expect(screen.getByTestId('location').textContent).toBe('/adminLogin')
  })

  it('gives a logged-in editor the admin layout: the sidebar, the language switcher and the way back to the site', () => {
    renderWithShop(<AdminLoginPage cacheShown={false} />, { path: '/sl/admin', cookies: sessionCookies(EDITOR) })
    expect(screen.getByText('Prijavljeni ste kao urednik@vitrina.test.')).toBeTruthy()
    const sidebar = screen.getByRole('navigation', { name: 'Administracija' })
    expect([...sidebar.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Privole', '/sl/admin/consent'],
      ['Predlošci stranica', '/sl/admin/templates'],
    ])
    expect([...screen.getByRole('group', { name: 'Jezik administracije' }).querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([
      '/admin',
      '/sl/admin',
    ])
    expect(screen.getByRole('link', { name: 'Natrag na stranicu' }).getAttribute('href')).toBe('/sl')
    expect(screen.queryByLabelText('E-mail')).toBeNull()
  })

  it('shows Caches in the sidebar only when the shop keeps its cache in Redis', () => {
    renderWithShop(<AdminLoginPage cacheShown />, { path: '/admin', cookies: sessionCookies(EDITOR) })
    expect(screen.getByRole('link', { name: 'Predmemorija' }).getAttribute('href')).toBe('/admin/cache')
  })
})
