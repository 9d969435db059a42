import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithShop } from '../../testing/shop.fixture'
import { CookieBanner } from './cookie-banner'

const content = { title: 'Kolačići', text: 'Koristimo kolačiće.', policyLink: { title: 'Politika kolačića', href: '/politika-kolacica' }, acceptLabel: 'Dopusti kolačiće' }

describe('CookieBanner', () => {
  it('shows the notice with a link to the cookie policy while no consent cookie exists', () => {
    renderWithShop(<CookieBanner content={content} />)
    expect(screen.getByRole('region', { name: 'Kolačići' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Politika kolačića' }).getAttribute('href')).toBe('/politika-kolacica')
  })

  it('hides after "Dopusti kolačiće" and stores necessary, marketing and analytics in the cookie_consent cookie', () => {
    const { storage } = renderWithShop(<CookieBanner content={content} />)

    fireEvent.click(screen.getByRole('button', { name: 'Dopusti kolačiće' }))

    expect(screen.queryByRole('region', { name: 'Kolačići' })).toBeNull()
    expect(storage.get('cookie_consent')).toBe('necessary,marketing,analytics')
  })

  it('is not rendered at all when the visitor accepted before', () => {
    renderWithShop(<CookieBanner content={content} />, { cookies: { cookie_consent: 'necessary,marketing,analytics' } })
    expect(screen.queryByRole('button', { name: 'Dopusti kolačiće' })).toBeNull()
  })

  it('falls back to the shop texts when the cookie element is missing', () => {
    renderWithShop(<CookieBanner content={{}} />, { path: '/sl/' })
    expect(screen.getByRole('button', { name: 'Dopusti kolačiće' })).toBeTruthy()
  })
})
