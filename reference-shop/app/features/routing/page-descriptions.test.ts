import type { MessageDescriptor } from '@lingui/core'
import type { Location, MetaDescriptor } from 'react-router'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadCatalog } from '../i18n/catalogs'
import { createI18n } from '../i18n/i18n.setup'
import { descriptionMeta, ERROR_DESCRIPTION, NOT_FOUND_DESCRIPTION } from './page-descriptions'
import { describePath, PAGE_DESCRIPTIONS } from './page-descriptions.server'
import { errorMeta, pageMeta, pageTableMeta } from './page-meta'
import { SHOP_LANGUAGES, type ShopLanguage } from './pages'

function location(pathname: string): Location {
  return { pathname, search: '', hash: '', state: null, key: 'default' }
}

function descriptionOf(meta: MetaDescriptor[]): string | undefined {
  const tags = meta.filter((tag) => 'name' in tag && tag.name === 'description')
  expect(tags.length).toBeLessThanOrEqual(1)
  return (tags[0] as { content?: string } | undefined)?.content
}

const ALL_DESCRIPTIONS: Array<[string, MessageDescriptor]> = [
  ...Object.entries(PAGE_DESCRIPTIONS),
  ['notFound', NOT_FOUND_DESCRIPTION],
  ['error', ERROR_DESCRIPTION],
]

const catalogs = new Map<ShopLanguage, Awaited<ReturnType<typeof loadCatalog>>>()

// The meta functions read the catalogs loaded for the request (as the root loader does before any meta runs): the
// compiled ones, which the shop's build makes from the .po files (npm test builds before it runs the tests).
beforeAll(async () => {
  for (const language of SHOP_LANGUAGES) catalogs.set(language, await loadCatalog(language))
})

/** A thrown error response as React Router hands it to `meta`. */
function errorResponse(status: number) {
  return { status, statusText: '', internal: false, data: null }
}

const TITLE: MessageDescriptor = { id: 'test.title', message: 'Naslov' }

describe('descriptionMeta', () => {
  it('gives one description tag with the text on one line', () => {
    expect(descriptionMeta('  Kolica za\n  bebe.  ')).toEqual([{ name: 'description', content: 'Kolica za bebe.' }])
  })

  it('gives no tag for an empty text, so a page can fall back to another', () => {
    expect(descriptionMeta(' \n ')).toEqual([])
  })

  it('cuts a long text at a word, within what search engines show, and marks the cut', () => {
    const long = 'Udobna kolica za svaki teren, s košarom, navlakom za kišu i torbom. '.repeat(4)
    const content = descriptionOf(descriptionMeta(long))!
    expect(content.length).toBeLessThanOrEqual(160)
    expect(content.endsWith('…')).toBe(true)
    expect(long.startsWith(content.slice(0, -1))).toBe(true)
    expect(content.at(-2)).not.toBe(' ')
    expect(long.charAt(content.length - 1)).toMatch(/[\s,.]/)
  })
})

describe('page descriptions', () => {
  it.each(ALL_DESCRIPTIONS)('describes %s in every language within 160 characters, translated outside Croatian', (_, message) => {
    const source = createI18n('hr', {})._(message)
    for (const language of SHOP_LANGUAGES) {
      const text = createI18n(language, catalogs.get(language)!)._(message)
      expect(text.length).toBeGreaterThan(20)
      expect(text.length).toBeLessThanOrEqual(160)
      if (language !== 'hr') expect(text, `${language} translation`).not.toBe(source)
    }
  })

  it("describes a page of the page table by its own text in the path's language, on the server", async () => {
    expect(await describePath('/en/cart')).toBe('Review the products in your cart, apply a coupon and go on to checkout.')
    expect(await describePath('/prijava')).toBe('Prijavite se u svoj račun i pratite narudžbe, adrese i listu želja.')
    expect(await describePath('/sl/naplata/checkout/failure', 'cart')).toMatch(/^Preglejte izdelke v košarici/)
  })

  it("describes a page kept out of search results, and a path outside the page table, by the shop's text", async () => {
    expect(await describePath('/naplata')).toMatch(/^Sve za bebe i obitelj na jednom mjestu/)
    expect(await describePath('/sl/o-nama')).toMatch(/^Vse za dojenčke in družino/)
  })

  it("gives a page the description its language layout's loader answered, and takes a backend text over it", () => {
    const matches = [{ id: 'root' }, { id: 'language/en', data: { description: 'Review the products in your cart.' } }, { id: 'en/cart.en' }]
    expect(descriptionOf(pageTableMeta({ location: location('/en/cart'), matches }))).toBe('Review the products in your cart.')
    expect(descriptionOf(pageMeta({ location: location('/de/o-nama'), matches }, 'Über uns', 'Seit 2012 für Familien da.'))).toBe('Seit 2012 für Familien da.')
    expect(descriptionOf(pageMeta({ location: location('/sl'), matches: [] }))).toBeUndefined()
  })

  it('describes a 404 as not found and any other error as a page that cannot be shown', () => {
    const notFound = errorMeta({ location: location('/de/nichts'), error: errorResponse(404) }, TITLE)
    expect(descriptionOf(notFound)).toMatch(/^Die gesuchte Seite existiert nicht/)
    expect(notFound).toContainEqual({ name: 'robots', content: 'noindex' })
    const failed = errorMeta({ location: location('/kosarica'), error: errorResponse(502) }, TITLE)
    expect(descriptionOf(failed)).toMatch(/^Stranicu trenutačno nije moguće prikazati/)
  })
})
