import { describe, expect, it } from 'vitest'
import { useSandbox } from '../sandbox.fixture'
import { getIn, postIn } from './catalog.fixture'

// The catalogue in en and de (docs/contract.md "Languages"): categories, attribute, option and custom-option labels
// and the filters are chrome, written in every request language; product names and descriptions are content and
// read hr.
const sandbox = useSandbox()
const PRODUCT = '/api/v1/product'
const category = async (slug: string, language: string) => (await getIn(sandbox(), `${PRODUCT}/web/category/get/slug/${slug}`, language)).body.data
const product = async (slug: string, language: string) =>
  (await getIn(sandbox(), `${PRODUCT}/products/get?slug=${slug}&store=1&currency=EUR`, language)).body.data
const layered = async (language: string) =>
  (await postIn(sandbox(), `${PRODUCT}/layered/navigation`, { mainCategory: 1000, filters: { categories: [1000] } }, language)).body.data as Array<{
    attributeCode: string
    label: string
    values: Array<{ code: string | null; valueLabel: string }>
  }>
const names = (items: Array<{ name: string }>) => items.map((item) => item.name)

const COLOURS: Record<string, { en: string; de: string }> = {
  bijela: { en: 'White', de: 'Weiß' },
  siva: { en: 'Gray', de: 'Grau' },
  antracit: { en: 'Anthracite', de: 'Anthrazit' },
  plava: { en: 'Blue', de: 'Blau' },
  'mornarsko-plava': { en: 'Navy blue', de: 'Marineblau' },
  ruzicasta: { en: 'Pink', de: 'Rosa' },
  zelena: { en: 'Green', de: 'Grün' },
  mint: { en: 'Mint', de: 'Mint' },
  zuta: { en: 'Yellow', de: 'Gelb' },
  bez: { en: 'Beige', de: 'Beige' },
  crvena: { en: 'Red', de: 'Rot' },
}

describe('product categories in en and de', () => {
  it('answers a category page with name, description and meta in the request language under the hr slug', async () => {
    const prams = await category('kolica', 'en')
    expect(prams).toMatchObject({
      id: 1000,
      name: 'Strollers',
      slug: 'kolica',
      slugs: { hr: 'kolica', sl: 'vozicki', en: 'kolica', de: 'kolica' },
      description: 'Strollers: carefully chosen products for babies and families, with fast delivery and advice from our experts.',
      metaTitle: 'Strollers | Vitrina',
    })
    expect(names(prams.children)).toEqual(['Travel systems', 'Sport strollers', 'Twin strollers', 'Stroller accessories', 'Luxury strollers'])
    expect(names(prams.relCat)).toEqual(names(prams.children))

    const seats = await category('autosjedalice', 'de')
    expect(seats).toMatchObject({ name: 'Autositze', slug: 'autosjedalice', metaTitle: 'Autositze | Vitrina' })
    expect(seats.children[0]).toMatchObject({ name: 'Babyschalen 0+ (0–13 kg)', slug: 'autosjedalice-0-plus' })
    expect(await category('luksuzna-kolica', 'en')).toMatchObject({
      name: 'Luxury strollers',
      parent: { name: 'Strollers', slug: 'kolica' },
      description: expect.stringContaining('Prices are on request'),
    })
  })

  it('lists the category tree in the request language', async () => {
    const { body } = await postIn(sandbox(), `${PRODUCT}/web/category/filter`, { tree: true }, 'de')
    expect(names(body.data.records)).toEqual([
      'Kinderwagen',
      'Autositze',
      'Füttern',
      'Pflege und Baden',
      'Spielzeug',
      'Kleidung',
      'Babymöbel',
      'Für Mamas',
      'Geschenke',
      'Angebote',
    ])
  })

  it('reads a category in hr when it has no row in the request language', async () => {
    sandbox().db.prepare("DELETE FROM category_translations WHERE category_id = 1000 AND language = 'de'").run()
    expect(await category('kolica', 'de')).toMatchObject({ name: 'Kolica', slug: 'kolica', slugs: { hr: 'kolica', sl: 'vozicki', en: 'kolica' } })
    expect((await category('kombinirana-kolica', 'de')).parent).toEqual({ id: 1000, name: 'Kolica', slug: 'kolica' })
  })
})

describe('POST api/v1/product/layered/navigation in en and de', () => {
  it('labels the filters and the option values in English', async () => {
    const filters = await layered('en')
    const label = (code: string) => filters.find((filter) => filter.attributeCode === code)?.label
    expect([label('price'), label('brand'), label('boja'), label('materijal'), label('dob'), label('eko')]).toEqual([
      'Price',
      'Brand',
      'Color',
      'Material',
      "Child's age",
      'Eco certificate',
    ])
    const colours = filters.find((filter) => filter.attributeCode === 'boja')!.values
    expect(colours.length).toBeGreaterThan(1)
    for (const value of colours) expect(value.valueLabel).toBe(COLOURS[value.code!]!.en)
    expect(filters.find((filter) => filter.attributeCode === 'eko')!.values.map((value) => value.valueLabel)).toEqual(expect.arrayContaining(['Yes', 'No']))
  })

  it('labels them in German', async () => {
    const filters = await layered('de')
    expect(filters.slice(0, 3).map((filter) => filter.label)).toEqual(['Preis', 'Marke', 'Farbe'])
    for (const value of filters.find((filter) => filter.attributeCode === 'boja')!.values) expect(value.valueLabel).toBe(COLOURS[value.code!]!.de)
    expect(filters.find((filter) => filter.attributeCode === 'dob')!.values.map((value) => value.valueLabel)).toEqual(expect.arrayContaining(['0–6 Monate']))
  })
})

describe('products in en and de', () => {
  it('answers names, descriptions and slugs in hr, and attribute, option and category labels in the request language', async () => {
    const hr = await product('tratincica-organic-vrba-bodi-dugih-rukava', 'hr')
    const en = await product('tratincica-organic-vrba-bodi-dugih-rukava', 'en')
    expect(en).toMatchObject({
      id: hr.id,
      name: hr.name,
      slug: hr.slug,
      slugs: hr.slugs,
      shortDescription: hr.shortDescription,
      description: hr.description,
      metaTitle: hr.metaTitle,
    })
    expect(en.associatedProducts.map((variant: { name: string }) => variant.name)).toEqual(
      hr.associatedProducts.map((variant: { name: string }) => variant.name),
    )
    expect(en.configurableAttributes.map((attribute: { label: string }) => attribute.label)).toEqual(['Color', 'Size'])
    for (const value of en.configurableAttributes[0].values) expect(value.valueLabel).toBe(COLOURS[value.code]!.en)
    expect(en.attributes.map((attribute: { label: string }) => attribute.label)).toEqual(expect.arrayContaining(['Material', 'Eco certificate']))
    expect(en.categories).toEqual(expect.arrayContaining([expect.objectContaining({ id: 1501, name: 'Bodysuits', slug: 'bodiji', isMain: true })]))
  })

  it('titles custom options and their values in the request language', async () => {
    const card = await product('poklon-bon-50', 'de')
    expect(card.name).toBe((await product('poklon-bon-50', 'hr')).name)
    expect(card.customOptions).toEqual([
      expect.objectContaining({
        option_title: 'Nachricht an den Empfänger',
        custom_option_values: [expect.objectContaining({ label: 'Geschenknachricht', sku: 'OPT-GIFT' })],
      }),
    ])
  })

  it('lists products by their hr names with the category names of the request language', async () => {
    const list = async (language: string) =>
      (await postIn(sandbox(), `${PRODUCT}/web/filter`, { filters: { categories: [1100] }, limit: 20 }, language)).body.data.records as Array<{
        name: string
        categories: Array<{ name: string }>
      }>
    const [hr, de] = [await list('hr'), await list('de')]
    expect(names(de)).toEqual(names(hr))
    expect(de.length).toBeGreaterThan(0)
    expect(de.every((item) => names(item.categories).includes('Autositze'))).toBe(true)
  })
})
