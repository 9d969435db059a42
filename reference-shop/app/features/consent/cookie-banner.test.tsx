import { fireEvent, screen, within } from '@testing-library/react'
import type { CmsElement } from '@vitrina/sdk'
import { describe, expect, it } from 'vitest'
import { EDITOR, SHOPPER, sessionCookies } from '../../testing/auth.fixture'
import { renderWithShop } from '../../testing/shop.fixture'
import { CookieBanner } from './cookie-banner'

const content = {
  title: 'Kolačići',
  text: 'Koristimo kolačiće.',
  policyLink: { title: 'Politika kolačića', href: '/politika-kolacica' },
  acceptLabel: 'Dopusti kolačiće',
}

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

  it('shows a rich text as its HTML, and a plain text as one paragraph', () => {
    const rich = '<p>Koristimo <strong>nužne</strong> kolačiće.</p><ul><li>košarica</li><li><a href="/prijava" rel="noopener">prijava</a></li></ul>'
    const { unmount } = renderWithShop(<CookieBanner content={{ ...content, text: rich }} />)
    expect(screen.getByTestId('cookie-text').innerHTML).toBe(rich)
    expect(screen.getByText('nužne').tagName).toBe('STRONG')
    unmount()

    renderWithShop(<CookieBanner content={{ ...content, text: 'Koristimo kolačiće &amp; slično.' }} />)
    expect(screen.getByTestId('cookie-text').innerHTML).toBe('<p>Koristimo kolačiće &amp; slično.</p>')
  })

  it('links to the policy page the editor chose', () => {
    renderWithShop(<CookieBanner content={{ ...content, policyLink: { title: 'Više o kolačićima', href: '/o-kolacicima' } }} />)
    expect(screen.getByRole('link', { name: 'Više o kolačićima' }).getAttribute('href')).toBe('/o-kolacicima')
  })

  // Edit mode's module is imported on demand, as in the browser: on two busy cores that first import outlasts 5 s.
  describe('in edit mode', { timeout: 20_000 }, () => {
    const element = { id: 5, handler: 'cookie-section', title: 'Kolačići', meta: { ...content, text: 'Koristimo kolačiće.' } } as unknown as CmsElement
    const accepted = { cookie_consent: 'necessary,marketing,analytics' }

    it('gives an editor the notice’s texts to edit, even after they accepted cookies', async () => {
      renderWithShop(<CookieBanner content={content} element={element} />, {
        path: '/?editPage=true',
        cookies: { ...sessionCookies(EDITOR), ...accepted },
        dataRoute: {},
      })

      // Edit mode's module is loaded on demand, as in the browser: its first import here transforms it, Tiptap with it.
      const banner = await screen.findByRole('region', { name: 'Obavijest o kolačićima' }, { timeout: 15_000 })
      expect((within(banner).getByRole('textbox', { name: 'Naslov obavijesti o kolačićima' }) as HTMLInputElement).value).toBe('Kolačići')
      expect((within(banner).getByRole('textbox', { name: 'Gumb' }) as HTMLInputElement).value).toBe('Dopusti kolačiće')
    })

    it('is not offered to a shopper with the same address', () => {
      renderWithShop(<CookieBanner content={content} element={element} />, {
        path: '/?editPage=true',
        cookies: { ...sessionCookies(SHOPPER), ...accepted },
        dataRoute: {},
      })
      expect(screen.queryByRole('region')).toBeNull()
    })
  })
})
