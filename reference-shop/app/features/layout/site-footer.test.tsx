import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { layoutElement } from '../../testing/element-save.fixture'
import { renderWithShop } from '../../testing/shop.fixture'
import { readFooter } from './footer.content'
import { SiteFooter } from './site-footer'

const VIDEO = {
  title: 'Video: kako odabrati prva kolica',
  href: 'https://www.youtube.com/watch?v=vitrinaKol1',
  cover: { mediaId: 12, url: '/media/7/12/Large/kako-odabrati-prva-kolica.png', alt: 'Naslovnica videa o odabiru prvih kolica' },
}

function renderFooter(meta: Record<string, unknown>) {
  return renderWithShop(<SiteFooter content={readFooter(layoutElement('footer-section', meta), 'Vitrina')} navigation={{}} />, { dataRoute: {} })
}

describe('the footer’s video', () => {
  it('shows its cover, lazily and in a sized box, with a play mark and the title, as a link to the video in a new tab', () => {
    renderFooter({ video: VIDEO })
    const link = within(screen.getByRole('contentinfo')).getByRole('link', { name: /Video: kako odabrati prva kolica/ })
    expect(link.getAttribute('href')).toBe(VIDEO.href)
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')?.split(' ')).toContain('noopener')
    expect(link.textContent).toContain('(otvara se u novoj kartici)')

    const cover = within(link).getByRole('img', { name: 'Naslovnica videa o odabiru prvih kolica' })
    // The element's path is on the media server, not on the shop's origin, and comes in WebP rather than its PNG.
    expect(cover.getAttribute('src')).toBe('http://sandbox.test/media/7/12/Large/kako-odabrati-prva-kolica.webp')
    expect([cover.getAttribute('width'), cover.getAttribute('height'), cover.getAttribute('loading')]).toEqual(['320', '180', 'lazy'])
    expect(link.querySelector('[aria-hidden="true"] svg')).not.toBeNull()
  })

  it('shows a cover from elsewhere at its own address', () => {
    renderFooter({ video: { ...VIDEO, cover: { ...VIDEO.cover, url: 'https://img.example.com/media/1/2/Large/cover.png' } } })
    const link = screen.getByRole('link', { name: /Video: kako odabrati prva kolica/ })
    expect(within(link).getByRole('img').getAttribute('src')).toBe('https://img.example.com/media/1/2/Large/cover.png')
  })

  it('without a cover, still links to the video with its title and the play mark', () => {
    renderFooter({ video: { title: VIDEO.title, href: VIDEO.href } })
    const link = screen.getByRole('link', { name: /Video: kako odabrati prva kolica/ })
    expect(link.getAttribute('href')).toBe(VIDEO.href)
    expect(within(link).queryByRole('img')).toBeNull()
    expect(link.querySelector('[aria-hidden="true"] svg')).not.toBeNull()
  })

  it.each([
    ['no video', {}],
    ['a video without an address', { video: { title: VIDEO.title, cover: VIDEO.cover } }],
    ['a video whose address is no web address', { video: { ...VIDEO, href: 'javascript:alert(1)' } }],
    ['a video without a title', { video: { href: VIDEO.href, cover: VIDEO.cover } }],
  ])('shows nothing for %s', (_case, meta) => {
    renderFooter(meta)
    expect(screen.queryByRole('link', { name: /Video/ })).toBeNull()
    expect(screen.queryByRole('img', { name: VIDEO.cover.alt })).toBeNull()
  })
})
