import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { layoutElement, stubElementSaves } from '../../testing/element-save.fixture'
import { renderWithShop } from '../../testing/shop.fixture'
import { EditableTopBarLinks } from './editable-top-bar-links'

const LINKS = [
  { title: 'Naše poslovnice', href: '/nase-poslovnice' },
  { title: 'Kontakt', href: '/kontakt' },
  { title: 'Blog', href: '/blog', target: '_blank' },
]
const META = { topBar: { text: 'Besplatna dostava', links: LINKS }, logo: { alt: 'Vitrina' } }

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the top bar’s links in edit mode', () => {
  it('moves a link one place up or down and saves the list in its new order, keeping the bar’s other content', async () => {
    const saves = stubElementSaves()
    renderWithShop(<EditableTopBarLinks element={layoutElement('header-section', META)} />, { dataRoute: {} })

    fireEvent.click(button('Pomakni poveznicu Kontakt gore'))
    await waitFor(() => expect(saves).toHaveLength(1))
    expect(saves[0]).toEqual({ id: 4, meta: { ...META, topBar: { ...META.topBar, links: [LINKS[1], LINKS[0], LINKS[2]] } } })

    // The element is not loaded again here: the next move starts from the list as it was.
    await screen.findByText('Spremljeno.')
    fireEvent.click(button('Pomakni poveznicu Kontakt dolje'))
    await waitFor(() => expect(saves).toHaveLength(2))
    expect(saves[1]!.meta.topBar).toEqual({ ...META.topBar, links: [LINKS[0], LINKS[2], LINKS[1]] })
  })

  it('has no move up for the first link and no move down for the last', () => {
    stubElementSaves()
    renderWithShop(<EditableTopBarLinks element={layoutElement('header-section', META)} />, { dataRoute: {} })
    expect(button('Pomakni poveznicu Naše poslovnice gore').disabled).toBe(true)
    expect(button('Pomakni poveznicu Naše poslovnice dolje').disabled).toBe(false)
    expect(button('Pomakni poveznicu Blog dolje').disabled).toBe(true)
    expect(button('Pomakni poveznicu Blog gore').disabled).toBe(false)
  })

  it('gives the focus back to the arrow after the save, on the link at its new place', async () => {
    stubElementSaves()
    renderWithShop(<EditableTopBarLinks element={layoutElement('header-section', META)} />, { dataRoute: {} })
    const arrow = button('Pomakni poveznicu Kontakt dolje')
    arrow.focus()
    fireEvent.click(arrow)
    await screen.findByText('Spremljeno.')
    // The element is not loaded again here, so the list still reads as before: the focus is on the third item's arrows.
    await waitFor(() => expect(document.activeElement).toBe(button('Pomakni poveznicu Blog gore')))
  })
})
