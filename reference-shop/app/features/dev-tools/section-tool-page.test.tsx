import { act, fireEvent, screen, within } from '@testing-library/react'
import { createSiteService } from '@vitrina/sdk'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithShop } from '../../testing/shop.fixture'
import { NoticeToaster } from '../notices/notice-toaster'
import { SectionToolPage } from './section-tool-page'

const FOOTER = {
  id: 12,
  handler: 'footer-section',
  type: 'static-element',
  language_code: 'hr',
  title: 'Podnožje',
  slug: 'footer',
  meta: { infoText: 'Vitrina d.o.o.' },
}

describe('the section tool', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('lists the page’s CMS sections with their data and copies one as JSON', async () => {
    const writeText = vi.fn(() => Promise.resolve())
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } })
    const { shop } = renderWithShop(
      <>
        <SectionToolPage />
        <NoticeToaster />
      </>,
    )
    createSiteService(shop)
    const snapshot = shop.dehydrate()
    act(() => shop.hydrate({ ...snapshot, site: { ...snapshot.site!, elements: { 'footer-section': FOOTER as never } } }))

    expect(await screen.findByRole('heading', { name: 'Alat za sekcije', level: 1 })).toBeTruthy()
    const section = screen.getByRole('heading', { name: /footer-section/ }).closest('li')!
    expect(within(section).getByText('id 12, jezik hr')).toBeTruthy()
    expect(within(section).getByText(/"infoText": "Vitrina d\.o\.o\."/)).toBeTruthy()

    fireEvent.click(within(section).getByRole('button', { name: 'Kopiraj JSON' }))
    expect(await screen.findByText('Kopirano u međuspremnik!')).toBeTruthy()
    expect(JSON.parse((writeText.mock.calls[0] as unknown as [string])[0])).toMatchObject({ id: 12, handler: 'footer-section' })
  })
})
