import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { SHOPPER, sessionCookies } from '../../testing/auth.fixture'
import { renderWithShop } from '../../testing/shop.fixture'
import { ProfilePage } from './profile-page'

describe('ProfilePage', () => {
  it('shows who is logged in', () => {
    renderWithShop(<ProfilePage />, { path: '/profil', cookies: sessionCookies(SHOPPER) })
    expect(screen.getByRole('heading', { level: 1, name: 'Moj račun' })).toBeTruthy()
    expect(screen.getByRole('heading', { level: 2, name: 'Ana Kupac' })).toBeTruthy()
    expect(screen.getByText('kupac@vitrina.test')).toBeTruthy()
  })

  it('logs out from the menu entry: the session cookies go, the SDK says Uspješna odjava, and the page goes home', async () => {
    const { shop, storage } = renderWithShop(<ProfilePage />, { path: '/profil', cookies: sessionCookies(SHOPPER) })
    const keys: string[] = []
    shop.notices.listen((notice) => keys.push(notice.key))

    fireEvent.click(screen.getByRole('button', { name: 'Odjava' }))

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'))
    expect(shop.auth.$user.get()).toBeNull()
    expect([storage.get('accessToken'), storage.get('refreshToken'), storage.get('authUser')]).toEqual([undefined, undefined, undefined])
    expect(keys).toEqual(['core.notifications.logoutSuccess'])
  })

  it('offers the login page when the session ends while the page is open', () => {
    renderWithShop(<ProfilePage />, { path: '/profil' })
    expect(screen.getByRole('link', { name: 'Prijava' }).getAttribute('href')).toBe('/prijava?redirect=/profil')
  })
})
