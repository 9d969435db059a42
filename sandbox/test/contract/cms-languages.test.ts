import { describe, expect, it } from 'vitest'
import { useSandbox } from '../sandbox.fixture'
import { getIn, postIn } from './catalog.fixture'

// The shop's chrome in en and de (docs/contract.md "Languages"): navigation, layout elements, page titles and consents
// have texts of their own there; what is content (page bodies, blog posts) reads hr.
const sandbox = useSandbox()
const CMS = '/api/v1/cms'
const tree = async (id: string, language: string) => (await getIn(sandbox(), `${CMS}/navigation/tree/${id}`, language)).body.data
const elements = async (handlers: string[], language: string) => (await postIn(sandbox(), `${CMS}/element/getByHandlers`, { handlers }, language)).body.data
const post = async (slug: string, language: string) => (await getIn(sandbox(), `${CMS}/post/get/slug/${slug}`, language)).body.data
const titlesAndHrefs = (items: Array<{ title: string; href: string }>) => items.map((item) => [item.title, item.href])

describe('GET api/v1/cms/navigation/tree/{id} in en and de', () => {
  it('titles the categories of main in the request language and links them under its prefix to their hr slugs', async () => {
    const [prams, ...others] = await tree('main', 'en')
    expect(prams).toMatchObject({ title: 'Strollers', slug: 'kolica', href: '/en/shop/kolica', prodcategory: { id: 1000, slug: 'kolica', name: 'Strollers' } })
    expect(prams.children[0]).toMatchObject({ title: 'Travel systems', href: '/en/shop/kombinirana-kolica', prodcategory: { name: 'Travel systems' } })
    expect(others.at(-1)).toMatchObject({ title: 'Sale', href: '/en/shop/akcija' })

    const [, carSeats] = await tree('main', 'de')
    expect(carSeats).toMatchObject({ title: 'Autositze', slug: 'autosjedalice', href: '/de/shop/autosjedalice', prodcategory: { name: 'Autositze' } })
    expect(carSeats.children[0]).toMatchObject({ title: 'Babyschalen 0+ (0–13 kg)', href: '/de/shop/autosjedalice-0-plus' })
  })

  it('titles the footer links in the request language: pages under their hr slug, shop routes by their English words', async () => {
    expect(titlesAndHrefs(await tree('footer1', 'en'))).toEqual([
      ['Terms of sale', '/en/uvjeti-kupnje'],
      ['Delivery', '/en/dostava'],
      ['Payment methods', '/en/nacini-placanja'],
      ['Returns and exchanges', '/en/povrat-i-zamjena'],
    ])
    expect(titlesAndHrefs(await tree('footer2', 'de'))).toEqual([
      ['Über uns', '/de/o-nama'],
      ['Kontakt', '/de/kontakt'],
      ['Neuigkeiten', '/de/blog'],
      ['Unsere Filialen', '/de/our-branches'],
    ])
    expect(titlesAndHrefs(await tree('footer3', 'en'))).toEqual([
      ['FAQ', '/en/cesta-pitanja'],
      ['Privacy policy', '/en/politika-privatnosti'],
      ['Cookie policy', '/en/cookie-policy'],
      ['Find a gift', '/en/gift-finder'],
    ])
    expect((await tree('footer4', 'de')).map((item: { title: string }) => item.title)).toEqual(['Facebook', 'Instagram', 'YouTube', 'TikTok'])
  })

  it('reads a title in hr where the language has none, and a category name likewise', async () => {
    sandbox()
      .db.prepare(
        "DELETE FROM navigation_item_translations WHERE language = 'en' AND item_id = (SELECT id FROM navigation_items WHERE tree_id = 'main' AND position = 0 AND parent_id IS NULL)",
      )
      .run()
    sandbox().db.prepare("DELETE FROM category_translations WHERE language = 'en' AND category_id = 1001").run()
    const [prams] = await tree('main', 'en')
    expect(prams).toMatchObject({ title: 'Kolica', href: '/en/shop/kolica', prodcategory: { name: 'Strollers' } })
    expect(prams.children[0]).toMatchObject({
      title: 'Travel systems',
      href: '/en/shop/kombinirana-kolica',
      prodcategory: { slug: 'kombinirana-kolica', name: 'Kombinirana kolica' },
    })
  })
})

describe('POST api/v1/cms/element/getByHandlers in en and de', () => {
  it('answers the header, footer and cookie elements written in English, the amount as English writes it', async () => {
    const [hrHeader] = await elements(['header-section'], 'hr')
    const [header, footer, cookie] = await elements(['header-section', 'footer-section', 'cookie-section'], 'en')
    expect(header).toMatchObject({ handler: 'header-section', language_code: 'en', title: 'Header' })
    expect(header.meta).toEqual({
      topBar: {
        text: 'Free delivery on orders over €67.00',
        links: [
          { title: 'Our branches', href: '/en/our-branches' },
          { title: 'Contact', href: '/en/kontakt' },
        ],
      },
      logo: hrHeader.meta.logo,
    })
    expect(footer.meta).toMatchObject({
      infoText: expect.stringMatching(/^Vitrina is a family-run shop/),
      copyright: '© 2026 Vitrina d.o.o. All rights reserved.',
    })
    expect(footer.meta.columns).toEqual([
      { tree: 'footer1', title: 'Shopping' },
      { tree: 'footer2', title: 'About us' },
      { tree: 'footer3', title: 'Good to know' },
      { tree: 'footer4', title: 'Follow us' },
    ])
    expect(cookie.meta).toMatchObject({
      title: 'We use cookies',
      acceptLabel: 'Allow cookies',
      policyLink: { title: 'Cookie policy', href: '/en/cookie-policy' },
    })
  })

  it('answers them written in German, the amount as German writes it', async () => {
    const [header, footer] = await elements(['header-section', 'footer-section'], 'de')
    expect(header).toMatchObject({ language_code: 'de', title: 'Kopfzeile' })
    expect(header.meta.topBar).toEqual({
      text: 'Kostenloser Versand für Bestellungen über 67,00 €',
      links: [
        { title: 'Unsere Filialen', href: '/de/our-branches' },
        { title: 'Kontakt', href: '/de/kontakt' },
      ],
    })
    expect(footer.meta.columns.map((column: { title: string }) => column.title)).toEqual(['Einkaufen', 'Über uns', 'Gut zu wissen', 'Folgen Sie uns'])
    expect(footer.meta.copyright).toBe('© 2026 Vitrina d.o.o. Alle Rechte vorbehalten.')
  })
})

describe('api/v1/cms/post in en and de', () => {
  it('answers a page with its en or de title over its hr slug, excerpt and body', async () => {
    const hr = await post('o-nama', 'hr')
    const en = await post('o-nama', 'en')
    expect(en).toEqual({ ...hr, title: 'About us', metaTitle: 'About us | Vitrina' })
    expect(await post('politika-privatnosti', 'de')).toMatchObject({
      title: 'Datenschutzerklärung',
      slug: 'politika-privatnosti',
      body: expect.stringContaining('<p>'),
    })
    // sl is a content language: its page is the sl translation, as before.
    expect(await post('o-nama', 'sl')).toMatchObject({ title: 'O nas', slug: 'o-nas' })
  })

  it('lists the pages with their de titles and answers blog posts in hr', async () => {
    const { body } = await postIn(sandbox(), `${CMS}/post/filterStandard`, { postTypeSlugs: ['page'], sort: { param: 'id', order: 'asc' } }, 'de')
    expect(body.data.records.map((page: { title: string }) => page.title)).toEqual([
      'Über uns',
      'Kontakt',
      'Allgemeine Geschäftsbedingungen',
      'Cookie-Richtlinie',
      'Datenschutzerklärung',
      'Versand',
      'Zahlungsarten',
      'Rückgabe und Umtausch',
      'Häufige Fragen',
      'Neuigkeiten',
    ])
    expect(await post('kako-odabrati-prva-kolica', 'en')).toEqual(await post('kako-odabrati-prva-kolica', 'hr'))
  })
})
