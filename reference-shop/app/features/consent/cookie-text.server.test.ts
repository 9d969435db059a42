import { createSiteService, createStorefront, memoryStorage, type CmsElement } from '@vitrina/sdk'
import { describe, expect, it } from 'vitest'
import { sanitizeCookieText, sanitizeLayoutCookieText, storedCookieText } from './cookie-text.server'

const RICH =
  '<p>Koristimo <strong>nužne</strong> i <em>analitičke</em> kolačiće.</p><ul><li>košarica</li><li><a href="/politika-kolacica" rel="noopener">prijava</a></li></ul>'

describe('sanitizeCookieText', () => {
  it('keeps paragraphs, bold, italic, bullet lists and links as the editor writes them', () => {
    expect(sanitizeCookieText(RICH)).toBe(RICH)
    expect(sanitizeCookieText('<p><a href="https://vitrina.test/o-nama" target="_blank" rel="noopener noreferrer nofollow">a</a></p>')).toBe(
      '<p><a href="https://vitrina.test/o-nama" rel="noopener">a</a></p>',
    )
  })

  it.each([
    ['a script', '<p>Tekst</p><script>alert(1)</script>', '<p>Tekst</p>'],
    ['an onerror handler', '<p>Tekst<img src="x" onerror="alert(1)"></p>', '<p>Tekst<img src="x" /></p>'],
    ['an onclick handler', '<p onclick="alert(1)">Tekst</p>', '<p>Tekst</p>'],
    ['a javascript: link', '<p><a href="javascript:alert(1)">Tekst</a></p>', '<p><a rel="noopener">Tekst</a></p>'],
    ['an iframe', '<iframe src="https://evil.test"></iframe><p>Tekst</p>', '<p>Tekst</p>'],
    ['an inline style', '<p style="position:fixed">Tekst</p>', '<p>Tekst</p>'],
  ])('drops %s', (_name, html, clean) => {
    expect(sanitizeCookieText(html)).toBe(clean)
  })

  it('leaves plain text plain, with & and < encoded', () => {
    expect(sanitizeCookieText('Nužni kolačići omogućuju košaricu i prijavu.')).toBe('Nužni kolačići omogućuju košaricu i prijavu.')
    expect(sanitizeCookieText('Kolačići & privola, 2 < 3')).toBe('Kolačići &amp; privola, 2 &lt; 3')
  })
})

describe('storedCookieText', () => {
  it('stores an empty text for markup without anything to read, so the banner falls back to the shop’s text', () => {
    expect(storedCookieText('<p></p>')).toBe('')
    expect(storedCookieText('<script>alert(1)</script>')).toBe('')
    expect(storedCookieText('<p><strong>Da</strong></p>')).toBe('<p><strong>Da</strong></p>')
  })
})

describe('sanitizeLayoutCookieText', () => {
  const cookieElement = (text: unknown): CmsElement =>
    ({
      id: 3,
      handler: 'cookie-section',
      title: 'Kolačići',
      meta: { title: 'Koristimo kolačiće', text, acceptLabel: 'Dopusti', categories: ['necessary'] },
    }) as unknown as CmsElement

  function shopWith(element: CmsElement) {
    const shop = createStorefront({ apiUrl: 'http://sandbox.test', apiKey: 'k', siteId: 1, storeId: 1, storage: memoryStorage() })
    // The site service first, so that the snapshot has its part to change.
    createSiteService(shop)
    const { site } = shop.dehydrate()
    shop.hydrate({
      version: 1,
      language: 'hr',
      site: { ...site!, elements: { 'cookie-section': element, 'footer-section': { ...element, id: 2, handler: 'footer-section' } } },
    })
    return shop
  }

  it('sanitises the cookie text in the loaded layout, so neither the render nor the snapshot carries the payload', () => {
    const shop = shopWith(cookieElement('<p>Tekst<img src="x" onerror="alert(1)"></p><script>alert(2)</script>'))

    sanitizeLayoutCookieText(shop)

    const elements = createSiteService(shop).$elements.get()
    expect(elements['cookie-section']?.meta).toEqual({
      title: 'Koristimo kolačiće',
      text: '<p>Tekst<img src="x" /></p>',
      acceptLabel: 'Dopusti',
      categories: ['necessary'],
    })
    expect(JSON.stringify(shop.dehydrate().site?.elements['cookie-section'])).not.toMatch(/onerror|<script/)
    // The other elements are left as they were.
    expect(elements['footer-section']?.meta.text).toBe('<p>Tekst<img src="x" onerror="alert(1)"></p><script>alert(2)</script>')
  })

  it('leaves the stores alone when the text is already clean', () => {
    const shop = shopWith(cookieElement(RICH))
    const before = createSiteService(shop).$elements.get()
    sanitizeLayoutCookieText(shop)
    expect(createSiteService(shop).$elements.get()).toBe(before)
  })
})
