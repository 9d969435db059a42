import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { catalogLanguageTarget } from '../catalog/catalog.seo'
import { renderWithShop } from '../../testing/shop.fixture'
import { LanguageSwitch } from './language-switch'
import { documentNavigation, type LanguageSwitchHandle } from './language-target'

const productHandle: LanguageSwitchHandle = {
  languageTarget: (data) => catalogLanguageTarget('product', (data as { product: { slug: string; slugs: { hr: string; sl: string } } }).product),
}
const product = { slug: 'kvarner-kids-nova-sportska-kolica', slugs: { hr: 'kvarner-kids-nova-sportska-kolica', sl: 'kvarner-kids-nova-sportni-vozicek' } }
const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href')

describe('LanguageSwitch', () => {
  it('goes to the same product under its Slovenian slug from a Croatian product page', () => {
    renderWithShop(<LanguageSwitch />, { path: '/product/kvarner-kids-nova-sportska-kolica', dataRoute: { handle: productHandle, data: { product } } })
    expect(hrefOf('Slovenščina')).toBe('/sl/product/kvarner-kids-nova-sportni-vozicek')
    expect(hrefOf('Hrvatski')).toBe('/product/kvarner-kids-nova-sportska-kolica')
  })

  it('goes back to the Croatian slug from the Slovenian product page', () => {
    renderWithShop(<LanguageSwitch />, { path: '/sl/product/kvarner-kids-nova-sportni-vozicek', dataRoute: { handle: productHandle, data: { product } } })
    expect(hrefOf('Hrvatski')).toBe('/product/kvarner-kids-nova-sportska-kolica')
  })

  it('goes to the same category under its Slovenian slug, keeping the listing query', () => {
    const handle: LanguageSwitchHandle = { languageTarget: (data) => catalogLanguageTarget('shop', (data as { category: typeof product }).category) }
    const category = { slug: 'kolica', slugs: { hr: 'kolica', sl: 'vozicki' } }
    renderWithShop(<LanguageSwitch />, { path: '/shop/kolica?sort=3', dataRoute: { handle, data: { category } } })
    expect(hrefOf('Slovenščina')).toBe('/sl/shop/vozicki?sort=3')
  })

  it('switches plainly on a page without CMS or catalogue data', () => {
    renderWithShop(<LanguageSwitch />, { path: '/kosarica', dataRoute: {} })
    expect(hrefOf('Slovenščina')).toBe('/sl/kosarica')
  })

  it("asks finder/getUrlOnLanguage for a CMS post's path on the click", async () => {
    const assign = vi.spyOn(documentNavigation, 'assign').mockImplementation(() => {})
    const handle: LanguageSwitchHandle = { languageTarget: (data) => ({ postId: (data as { post: { id: number } }).post.id }) }
    const { calls } = renderWithShop(<LanguageSwitch />, {
      path: '/o-nama',
      dataRoute: { handle, data: { post: { id: 3 } } },
      backend: (call) => (call.path === '/api/v1/cms/finder/getUrlOnLanguage' ? Response.json({ data: { url: '/sl/o-nas' } }) : undefined),
    })
    // Before the click (and without JavaScript) the link is the plain locale switch.
    expect(hrefOf('Slovenščina')).toBe('/sl/o-nama')
    fireEvent.click(screen.getByRole('link', { name: 'Slovenščina' }))
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sl/o-nas'))
    expect(calls.find((call) => call.path === '/api/v1/cms/finder/getUrlOnLanguage')?.body).toMatchObject({ newLanguage: 'sl', twoLetterCode: 'sl', postId: 3 })
    assign.mockRestore()
  })
})
