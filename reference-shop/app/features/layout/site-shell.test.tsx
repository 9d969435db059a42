import { act, screen } from '@testing-library/react'
import { createSiteService, type Storefront } from '@vitrina/sdk'
import { lazy } from 'react'
import { describe, expect, it } from 'vitest'
import { EDITOR, sessionCookies } from '../../testing/auth.fixture'
import { renderWithShop } from '../../testing/shop.fixture'
import { SiteShell } from './site-shell'

const MAINTENANCE = 'Održavanje u toku, biti ćemo s Vama uskoro!'

function turnMaintenanceOn(shop: Storefront) {
  createSiteService(shop)
  const snapshot = shop.dehydrate()
  act(() => shop.hydrate({ ...snapshot, site: { ...snapshot.site!, options: { maintenanceMode: true, cartAdditionBehaviour: 2, redis: false } } }))
}

describe('SiteShell in maintenance mode', () => {
  it('keeps the maintenance view when the server decided so, whatever the authUser cookie claims', async () => {
    // A visitor who wrote isBackofficeUser: true into the display-only cookie.
    const { shop } = renderWithShop(
      <SiteShell maintenanceView>
        <p>Stranica</p>
      </SiteShell>,
      { cookies: sessionCookies(EDITOR) },
    )
    turnMaintenanceOn(shop)

    expect(await screen.findByRole('heading', { name: MAINTENANCE })).toBeTruthy()
    expect(screen.queryByText('Stranica')).toBeNull()
  })

  it('shows the site to the back-office user the server confirmed, and the maintenance view once they log out', async () => {
    const { shop } = renderWithShop(
      <SiteShell maintenanceView={false}>
        <p>Stranica</p>
      </SiteShell>,
      { cookies: sessionCookies(EDITOR), dataRoute: {} },
    )
    turnMaintenanceOn(shop)
    expect(screen.getByText('Stranica')).toBeTruthy()

    await act(() => shop.auth.logout())

    expect(await screen.findByRole('heading', { name: MAINTENANCE })).toBeTruthy()
  })

  it('keeps the back-office login reachable, in its own frame', async () => {
    const { shop } = renderWithShop(
      <SiteShell maintenanceView>
        <p>Prijava za urednike</p>
      </SiteShell>,
      { path: '/adminLogin' },
    )
    turnMaintenanceOn(shop)

    expect(await screen.findByText('Prijava za urednike')).toBeTruthy()
    expect(screen.queryByRole('heading', { name: MAINTENANCE })).toBeNull()
    expect(screen.queryByRole('navigation', { name: 'Kategorije proizvoda' })).toBeNull()
  })
})

describe('SiteShell around a page', () => {
  it('keeps the header and the footer on screen while the page is still loading its code', async () => {
    const LoadingPage = lazy(() => new Promise<never>(() => {}))
    renderWithShop(
      <SiteShell maintenanceView={false}>
        <LoadingPage />
      </SiteShell>,
      { dataRoute: {} },
    )

    expect(screen.getByRole('banner')).toBeTruthy()
    // The footer is a part of its own, on screen once its module is in (at once when an earlier render loaded it).
    expect(await screen.findByRole('contentinfo')).toBeTruthy()
    expect(screen.getByRole('main').textContent).toBe('')
  })
})
