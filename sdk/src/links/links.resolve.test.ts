import { describe, expect, it } from 'vitest'
import type { Language } from '../language/language.constants'
import { type LinkTarget, resolveLink } from './links.resolve'

// Expected paths per language: hr without prefix, sl with /sl and the Croatian route names, en and de with
// their prefix and the English route names.
const cases: Array<[LinkTarget, Record<Language, string>]> = [
  [
    { type: 'product', slug: 'set-za-kupanje' },
    { hr: '/product/set-za-kupanje', sl: '/sl/product/set-za-kupanje', en: '/en/product/set-za-kupanje', de: '/de/product/set-za-kupanje' },
  ],
  [
    { type: 'post', slug: 'kako-odabrati-prva-kolica' },
    { hr: '/kako-odabrati-prva-kolica', sl: '/sl/kako-odabrati-prva-kolica', en: '/en/kako-odabrati-prva-kolica', de: '/de/kako-odabrati-prva-kolica' },
  ],
  [
    { type: 'page', slug: 'o-nama' },
    { hr: '/o-nama', sl: '/sl/o-nama', en: '/en/o-nama', de: '/de/o-nama' },
  ],
  [
    { type: 'category', slug: 'trudnoca' },
    { hr: '/objave/trudnoca', sl: '/sl/objave/trudnoca', en: '/en/blog/trudnoca', de: '/de/blog/trudnoca' },
  ],
  [
    { type: 'tag', slug: 'savjeti' },
    { hr: '/objave/savjeti', sl: '/sl/objave/savjeti', en: '/en/blog/savjeti', de: '/de/blog/savjeti' },
  ],
  [
    { type: 'term', slug: 'savjeti' },
    { hr: '/objave/savjeti', sl: '/sl/objave/savjeti', en: '/en/blog/savjeti', de: '/de/blog/savjeti' },
  ],
  [
    { type: 'productCategory', slug: 'kolica' },
    { hr: '/shop/kolica', sl: '/sl/shop/kolica', en: '/en/shop/kolica', de: '/de/shop/kolica' },
  ],
  [
    { type: 'event', id: 1 },
    { hr: '/dogadjaj/1', sl: '/sl/dogadjaj/1', en: '/en/event/1', de: '/de/event/1' },
  ],
  [
    { type: 'cartItem', slug: 'tratincica-bodi-plava-62', parentSlug: 'tratincica-organic-vrba-bodi-dugih-rukava', itemId: 55 },
    {
      hr: '/product/tratincica-organic-vrba-bodi-dugih-rukava?cartItemId=55',
      sl: '/sl/product/tratincica-organic-vrba-bodi-dugih-rukava?cartItemId=55',
      en: '/en/product/tratincica-organic-vrba-bodi-dugih-rukava?cartItemId=55',
      de: '/de/product/tratincica-organic-vrba-bodi-dugih-rukava?cartItemId=55',
    },
  ],
  [
    { type: 'cartItem', slug: 'set-za-kupanje', itemId: 56 },
    { hr: '/product/set-za-kupanje', sl: '/sl/product/set-za-kupanje', en: '/en/product/set-za-kupanje', de: '/de/product/set-za-kupanje' },
  ],
  [
    { type: 'external', href: 'https://example.test/x' },
    { hr: 'https://example.test/x', sl: 'https://example.test/x', en: 'https://example.test/x', de: 'https://example.test/x' },
  ],
  [
    { type: 'widget', slug: 'x' },
    { hr: '/', sl: '/', en: '/', de: '/' },
  ],
  [{ type: 'product' }, { hr: '/', sl: '/', en: '/', de: '/' }],
  [
    { type: 'event', slug: 'radionica' },
    { hr: '/', sl: '/', en: '/', de: '/' },
  ],
]

describe('link resolution', () => {
  it.each(cases.flatMap(([link, paths]) => (Object.keys(paths) as Language[]).map((language) => [link.type, language, link, paths[language]] as const)))(
    'resolves a %s link in %s',
    (_type, language, link, path) => {
      expect(resolveLink(link, language)).toBe(path)
    },
  )

  it('encodes slugs that need it', () => {
    expect(resolveLink({ type: 'product', slug: 'a b/c' }, 'hr')).toBe('/product/a%20b%2Fc')
  })
})
