import { describe, expect, it } from 'vitest'
import { routePath } from './links.routes'
import { alternateLinks, canonicalLink } from './links.seo'

describe('SEO links', () => {
  it('lists the page in each language it is given in, and x-default for the hr page', () => {
    expect(alternateLinks('https://vitrina.test/', { de: '/de/shop/kolica', hr: '/shop/kolica', en: '/en/shop/kolica', sl: '/sl/shop/vozicki' })).toEqual([
      { hreflang: 'hr', href: 'https://vitrina.test/shop/kolica' },
      { hreflang: 'sl', href: 'https://vitrina.test/sl/shop/vozicki' },
      { hreflang: 'en', href: 'https://vitrina.test/en/shop/kolica' },
      { hreflang: 'de', href: 'https://vitrina.test/de/shop/kolica' },
      { hreflang: 'x-default', href: 'https://vitrina.test/shop/kolica' },
    ])
    expect(alternateLinks('https://vitrina.test/', { hr: '/o-nama', sl: '/sl/o-nas' }).map((link) => link.hreflang)).toEqual(['hr', 'sl', 'x-default'])
  })

  it('builds the alternates of a fixed route from its paths', () => {
    const links = alternateLinks('http://localhost:3000', { hr: routePath('cart', 'hr'), sl: routePath('cart', 'sl') })
    expect(links.map((link) => link.href)).toEqual(['http://localhost:3000/kosarica', 'http://localhost:3000/sl/kosarica', 'http://localhost:3000/kosarica'])
  })

  it('gives no x-default for a page that has no hr version', () => {
    expect(alternateLinks('https://vitrina.test', { sl: '/sl/samo-slovensko' })).toEqual([{ hreflang: 'sl', href: 'https://vitrina.test/sl/samo-slovensko' }])
  })

  it('drops query and fragment from the canonical link', () => {
    expect(canonicalLink('https://vitrina.test/', '/shop/kolica?boja=3&page=2#grid')).toBe('https://vitrina.test/shop/kolica')
  })
})
