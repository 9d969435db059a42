import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithShop } from '../../testing/shop.fixture'
import { CookiePolicyPage } from './cookie-policy-page'

describe('CookiePolicyPage', () => {
  it('shows the CMS page of the cookie policy with the cookie settings below its text', () => {
    renderWithShop(
      <CookiePolicyPage
        page={{ id: 12, title: 'Politika kolačića', slug: 'politika-kolacica', excerpt: '', postType: 'page', terms: { categories: [], tags: [] } }}
        bodyHtml="<p>Kolačići su male tekstualne datoteke.</p>"
        canonicalUrl="https://vitrina.test/politika-kolacica"
      />,
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Politika kolačića' })).toBeTruthy()
    const body = screen.getByTestId('post-body')
    expect(body.textContent).toBe('Kolačići su male tekstualne datoteke.')
    const settings = screen.getByRole('group', { name: 'Postavke kolačića' })
    expect(body.compareDocumentPosition(settings) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Spremi postavke' })).toBeTruthy()
  })

  it('still offers the cookie settings when the CMS has no cookie policy page', () => {
    renderWithShop(<CookiePolicyPage page={null} bodyHtml="" canonicalUrl="https://vitrina.test/politika-kolacica" />)
    expect(screen.getByRole('heading', { level: 1, name: 'Politika kolačića' })).toBeTruthy()
    expect(screen.getByRole('checkbox', { name: 'Analitički kolačići' })).toBeTruthy()
  })
})
