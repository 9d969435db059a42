import { describe, expect, it } from 'vitest'
import { SEED_IDS } from '../../src/seed/seed.constants'
import { useSandbox } from '../sandbox.fixture'
import { badRequest, getIn, productId } from './catalog.fixture'

const sandbox = useSandbox()
const PRODUCT = '/api/v1/product'
const getProduct = (query: string, language = 'hr') => getIn(sandbox(), `${PRODUCT}/products/get?${query}`, language)

describe('GET api/v1/product/products/get', () => {
  it('answers a simple product by its hr slug with prices, categories, tags and media', async () => {
    const { status, body } = await getProduct('slug=kvarner-kids-nova-sportska-kolica&store=1&currency=EUR')
    expect(status).toBe(200)
    const product = body.data
    expect(product).toMatchObject({
      id: productId(sandbox(), 'KOL-1002-001'),
      sku: 'KOL-1002-001',
      name: 'Kvarner Kids Nova sportska kolica',
      slug: 'kvarner-kids-nova-sportska-kolica',
      slugs: { hr: 'kvarner-kids-nova-sportska-kolica', sl: 'kvarner-kids-nova-sportni-vozicek' },
      format: 'simple',
      type: 'physical',
      parentId: null,
      retailPrice: 473.99,
      finalPrice: 473.99,
      basicPrice: 379.19,
      discount: null,
      lowestPrice: null,
      currency: 'EUR',
      taxRate: 25,
      priceOnRequest: false,
      isPurchasable: true,
      available: true,
      brand: { name: 'Kvarner Kids' },
      parent: null,
      configurableAttributes: [],
      associatedProducts: [],
      bundles: [],
    })
    expect(product.categories).toContainEqual({ id: 1002, name: 'Sportska kolica', slug: 'sportska-kolica', isMain: true })
    expect(product.categories).toContainEqual(expect.objectContaining({ id: 1000, isMain: false }))
    expect(product.media.length).toBeGreaterThan(0)
    expect(product.media.filter((m: { default: boolean }) => m.default)).toHaveLength(1)
    expect(product.media[0]).toMatchObject({ mime: 'image/png', path: expect.stringMatching(/^\/media\/7\/\d+\/original\//) })
    expect(product.description).toContain('<p>')
    expect(product.attributes.map((a: { attributeCode: string }) => a.attributeCode)).toEqual(
      expect.arrayContaining(['materijal', 'dob', 'tezina', 'eko', 'dostupno_od']),
    )
    expect(product.relatedProducts.length).toBeGreaterThan(0)
    expect(product.crossSellProducts.length).toBeGreaterThan(0)
    expect(product.relatedProducts[0]).toEqual(expect.objectContaining({ id: expect.any(Number), slug: expect.any(String), finalPrice: expect.any(Number) }))
  })

  it('answers each attribute in its form: options in values, numbers, flags and dates in value', async () => {
    const { body } = await getProduct(`id=${productId(sandbox(), 'KOL-1002-001')}`)
    const byCode = Object.fromEntries(body.data.attributes.map((a: { attributeCode: string }) => [a.attributeCode, a]))
    expect(byCode.materijal).toMatchObject({
      type: 'dropdown',
      value: null,
      values: [expect.objectContaining({ id: expect.any(Number), code: expect.any(String), valueLabel: expect.any(String) })],
    })
    expect(byCode.tezina).toMatchObject({ type: 'numberField', unit: 'kg', value: expect.any(Number), values: [] })
    expect(typeof byCode.eko.value).toBe('boolean')
    expect(byCode.dostupno_od.value).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })

  it('answers in Slovenian for an sl slug, and finds an hr slug in sl too (answering the sl slug)', async () => {
    const sl = await getProduct('slug=kvarner-kids-nova-sportni-vozicek', 'sl')
    expect(sl.body.data).toMatchObject({ sku: 'KOL-1002-001', slug: 'kvarner-kids-nova-sportni-vozicek', name: 'Kvarner Kids Nova športni voziček' })
    expect(sl.body.data.categories).toContainEqual(expect.objectContaining({ id: 1002, slug: 'sportni-vozicki' }))
    const crossed = await getProduct('slug=kvarner-kids-nova-sportska-kolica', 'sl')
    expect(crossed.body.data).toMatchObject({ sku: 'KOL-1002-001', slug: 'kvarner-kids-nova-sportni-vozicek' })
  })

  it('answers a discounted product with discount and the 30-day lowest price, on sale in akcija', async () => {
    const { body } = await getProduct(`id=${productId(sandbox(), SEED_IDS.products.discountedSimple)}`)
    expect(body.data).toMatchObject({ retailPrice: 20.99, finalPrice: 15.99, discount: { retailPrice: 15.99 } })
    expect(body.data.lowestPrice.retailPrice).toBeLessThanOrEqual(15.99)
    expect(body.data.tags.map((t: { name: string }) => t.name)).toContain('popust')
    expect(body.data.categories.map((c: { id: number }) => c.id)).toContain(1900)
  })

  it.each(SEED_IDS.products.priceOnRequest)('flags %s (category 1028 or 1620) as price on request', async (sku) => {
    const { body } = await getProduct(`id=${productId(sandbox(), sku)}`)
    expect(body.data.priceOnRequest).toBe(true)
  })

  it('answers a configurable product with its choosable attributes and every variant configuration', async () => {
    const id = productId(sandbox(), SEED_IDS.products.configurable)
    const { body } = await getProduct(`id=${id}`)
    const product = body.data
    expect(product.format).toBe('configurable')
    expect(product.configurableAttributes.map((a: { attributeCode: string }) => a.attributeCode)).toEqual(['boja', 'velicina'])
    expect(product.associatedProducts).toHaveLength(12)
    const allowed = Object.fromEntries(
      product.configurableAttributes.map((a: { attributeCode: string; values: Array<{ id: number }> }) => [a.attributeCode, a.values.map((v) => v.id)]),
    )
    const seen = new Set<string>()
    for (const variant of product.associatedProducts) {
      expect(variant).toMatchObject({ parentId: id, product_id: id, format: 'simple' })
      expect(allowed.boja).toContain(variant.configuration.boja)
      expect(allowed.velicina).toContain(variant.configuration.velicina)
      seen.add(`${variant.configuration.boja}/${variant.configuration.velicina}`)
    }
    expect(seen.size).toBe(12)
  })

  it('answers an eProduct with its custom option in the spec field names', async () => {
    const { body } = await getProduct(`id=${productId(sandbox(), SEED_IDS.products.giftCard)}`)
    expect(body.data).toMatchObject({ format: 'eProduct', type: 'digital', taxRate: 0, eProduct: { kind: 'giftCard' } })
    expect(body.data.customOptions).toEqual([
      {
        id: expect.any(Number),
        option_title: 'Poruka primatelju',
        option_type: 'text',
        is_required: false,
        max_length: 200,
        custom_option_values: [{ id: expect.any(Number), label: 'Poklon poruka', sku: 'OPT-GIFT', price: 0 }],
      },
    ])
  })

  it('answers a bundle with its items, a configurable item carrying its variants', async () => {
    const { body } = await getProduct('slug=paket-za-novorodence')
    expect(body.data.format).toBe('bundle')
    const configurable = body.data.bundles.find((item: { format: string }) => item.format === 'configurable')
    expect(configurable).toMatchObject({ qty: expect.any(Number), product: { format: 'configurable' } })
    expect(configurable.product.associatedProducts.length).toBeGreaterThan(0)
    expect(configurable.product.configurableAttributes.length).toBeGreaterThan(0)
  })

  it.each([
    ['neither slug nor id', '', 'slug or id is required.', 'slug'],
    ['a non-numeric id', 'id=abc', 'id must be a positive integer.', 'id'],
    ['id 0', 'id=0', 'id must be a positive integer.', 'id'],
  ])('answers 400 for %s', async (_, query, message, path) => {
    const { status, body } = await getProduct(query)
    expect(status).toBe(400)
    expect(body).toEqual(badRequest(message, path))
  })

  it.each([
    ['store=9', 'Unknown store.'],
    ['currency=XYZ', 'Unknown currency.'],
    ['currency=99', 'Unknown currency.'],
  ])('answers 400 for %s', async (query, message) => {
    const { status, body } = await getProduct(`id=17&${query}`)
    expect(status).toBe(400)
    expect(body).toEqual({ message, statusCode: 400 })
  })

  it.each(['slug=nema-takvog-proizvoda', 'id=999999'])('answers 404 for %s', async (query) => {
    const { status, body } = await getProduct(query)
    expect(status).toBe(404)
    expect(body).toEqual({ message: 'Product not found.', statusCode: 404 })
  })
})

describe('GET api/v1/product/web/get', () => {
  it('answers a product by id with storeId and currency', async () => {
    const id = productId(sandbox(), SEED_IDS.products.cheapSimple)
    const { status, body } = await getIn(sandbox(), `${PRODUCT}/web/get?id=${id}&storeId=1&currency=1`)
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ id, sku: 'IGR-1401-001', finalPrice: 25.99 })
  })

  it('answers a variant (an order item) with its configurable parent', async () => {
    const parent = productId(sandbox(), SEED_IDS.products.configurable)
    const variant = (sandbox().db.prepare('SELECT id FROM products WHERE parent_id = ? ORDER BY id LIMIT 1').get(parent) as { id: number }).id
    const { body } = await getIn(sandbox(), `${PRODUCT}/web/get?id=${variant}`)
    expect(body.data).toMatchObject({
      id: variant,
      parentId: parent,
      product_id: parent,
      parent: { id: parent, slug: 'tratincica-organic-vrba-bodi-dugih-rukava' },
    })
  })

  it('answers 400 without an id and 404 for an unknown one', async () => {
    expect((await getIn(sandbox(), `${PRODUCT}/web/get`)).body).toEqual(badRequest('id must be a positive integer.', 'id'))
    const missing = await getIn(sandbox(), `${PRODUCT}/web/get?id=999999`)
    expect(missing.status).toBe(404)
    expect(missing.body.message).toBe('Product not found.')
    expect((await getIn(sandbox(), `${PRODUCT}/web/get?id=17&storeId=2`)).body).toEqual({ message: 'Unknown store.', statusCode: 400 })
  })
})

describe('GET api/v1/product/checkBundles', () => {
  const check = (query: string) => getIn(sandbox(), `${PRODUCT}/checkBundles?${query}`)

  it.each([
    [SEED_IDS.products.bundleWithConfigurable, true],
    ['PAK-004', true],
    [SEED_IDS.products.bundleWithoutConfigurable, false],
    [SEED_IDS.products.bundleWithEProduct, false],
  ])('tells whether %s holds a configurable item (%s)', async (sku, hasConfigurable) => {
    const id = productId(sandbox(), sku)
    const { status, body } = await check(`product=${id}`)
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ productId: id, hasConfigurable, hasBundle: false })
    const expected = sandbox().db.prepare('SELECT count(*) AS n FROM bundle_items WHERE bundle_id = ?').get(id) as { n: number }
    expect(body.data.items).toHaveLength(expected.n)
    expect(body.data.items.some((item: { format: string }) => item.format === 'configurable')).toBe(hasConfigurable)
  })

  it('lists the eProduct item of PAK-005', async () => {
    const { body } = await check(`product=${productId(sandbox(), SEED_IDS.products.bundleWithEProduct)}`)
    expect(body.data.items.map((item: { format: string }) => item.format)).toContain('eProduct')
  })

  it('answers 400 for a product that is not a bundle, a missing product, and 404 for an unknown one', async () => {
    expect((await check(`product=${productId(sandbox(), 'KOL-1002-001')}`)).body).toEqual({ message: 'Product is not a bundle.', statusCode: 400 })
    expect((await check('')).body).toEqual(badRequest('product must be a positive integer.', 'product'))
    const unknown = await check('product=999999')
    expect(unknown.status).toBe(404)
    expect(unknown.body.message).toBe('Product not found.')
  })
})
