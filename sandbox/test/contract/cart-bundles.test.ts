import { describe, expect, it } from 'vitest'
import { useSandbox } from '../sandbox.fixture'
import { addSku, cartCall, customOptionId, getCart, invalidInput, newCart } from './cart.fixture'
import { productId } from './catalog.fixture'

const sandbox = useSandbox()
const id = (sku: string) => productId(sandbox(), sku)
const NEEDS_CHOICES = 'Choose a variant for every configurable item of the bundle in bundleOptions.'

// PAK-001 holds ODJ-1501-001 (configurable, 2 pieces), ODJ-1502-002 (configurable), NJE-1304-001 (simple, with
// an embroidery option) and IGR-1406-001 (simple).
const fullChoice = () => [
  { main: id('ODJ-1501-001'), selected: id('ODJ-1501-001-PLAVA-62') },
  { main: { id: id('ODJ-1502-002'), format: 'configurable' }, selected: { id: id('ODJ-1502-002-BEZ-50') } },
]

describe('bundles without configurable items', () => {
  it('adds PAK-002 directly and answers its items with no variant chosen', async () => {
    const key = await newCart(sandbox())
    const { status, body } = await addSku(sandbox(), key, 'PAK-002')
    expect(status).toBe(200)
    const line = body.data.items[0]
    expect(line).toMatchObject({ sku: 'PAK-002', productData: { format: 'bundle' }, prices: { base: { finalPrice: 100.99, row: 100.99 } } })
    expect(
      line.bundleOptions.map((choice: { main: { sku: string }; selected: unknown; qty: number }) => [choice.main.sku, choice.selected, choice.qty]),
    ).toEqual([
      ['NJE-1301-001', null, 1],
      ['NJE-1302-001', null, 1],
      ['NJE-1304-001', null, 1],
      ['IGR-1403-001', null, 1],
    ])
  })

  it('adds PAK-005, which holds an eProduct, as a physical line', async () => {
    const key = await newCart(sandbox())
    const { status, body } = await addSku(sandbox(), key, 'PAK-005')
    expect(status).toBe(200)
    expect(body.data.items[0].bundleOptions.map((choice: { main: { format: string } }) => choice.main.format)).toEqual(['simple', 'simple', 'eProduct'])
    expect(body.data.digitalOnly).toBe(false)
  })

  it('merges a second add of the same bundle', async () => {
    const key = await newCart(sandbox())
    await addSku(sandbox(), key, 'PAK-002')
    const { body } = await addSku(sandbox(), key, 'PAK-002', { qty: 2, bundleOptions: [] })
    expect(body.data.items.map((item: { qty: number }) => item.qty)).toEqual([3])
  })
})

describe('bundles with configurable items', () => {
  it('refuses PAK-001 without bundleOptions', async () => {
    const key = await newCart(sandbox())
    expect(await addSku(sandbox(), key, 'PAK-001')).toEqual({ status: 400, body: invalidInput('bundleOptions', NEEDS_CHOICES) })
  })

  it('adds PAK-001 with a variant chosen for each configurable item, in either entry form', async () => {
    const key = await newCart(sandbox())
    const { status, body } = await addSku(sandbox(), key, 'PAK-001', { bundleOptions: fullChoice() })
    expect(status).toBe(200)
    expect(body.data.items[0].bundleOptions).toEqual([
      {
        main: { id: id('ODJ-1501-001'), sku: 'ODJ-1501-001', name: 'Tratinčica Organic Vrba bodi dugih rukava', format: 'configurable' },
        selected: { id: id('ODJ-1501-001-PLAVA-62'), sku: 'ODJ-1501-001-PLAVA-62', name: 'Tratinčica Organic Vrba bodi dugih rukava – Plava, 62' },
        qty: 2,
        options: { personalizations: [] },
      },
      expect.objectContaining({
        main: expect.objectContaining({ sku: 'ODJ-1502-002' }),
        selected: expect.objectContaining({ sku: 'ODJ-1502-002-BEZ-50' }),
        qty: 1,
      }),
      expect.objectContaining({ main: expect.objectContaining({ sku: 'NJE-1304-001', format: 'simple' }), selected: null }),
      expect.objectContaining({ main: expect.objectContaining({ sku: 'IGR-1406-001' }), selected: null }),
    ])
    // `{ id: <variant> }` names the same choice: the line merges.
    const again = await addSku(sandbox(), key, 'PAK-001', {
      bundleOptions: [{ id: id('ODJ-1502-002-BEZ-50') }, { id: id('ODJ-1501-001-PLAVA-62'), options: {} }],
    })
    expect(again.body.data.items.map((item: { qty: number }) => item.qty)).toEqual([2])
  })

  it('keeps bundles with different variants on different lines', async () => {
    const key = await newCart(sandbox())
    await addSku(sandbox(), key, 'PAK-001', { bundleOptions: fullChoice() })
    const other = [{ main: id('ODJ-1501-001'), selected: id('ODJ-1501-001-MINT-62') }, fullChoice()[1]]
    const { body } = await addSku(sandbox(), key, 'PAK-001', { bundleOptions: other })
    expect(body.data.items).toHaveLength(2)
  })

  it('adds a bundled item’s personalisation to the bundle’s unit price', async () => {
    const key = await newCart(sandbox())
    const optionId = customOptionId(sandbox(), 'NJE-1304-001')
    const bundleOptions = [...fullChoice(), { id: id('NJE-1304-001'), options: { personalizations: [{ optionId, value: 'Mia' }] } }]
    const { body } = await addSku(sandbox(), key, 'PAK-001', { bundleOptions })
    expect(body.data.items[0].prices.base).toMatchObject({ finalPrice: 87.98, row: 87.98 })
    expect(body.data.items[0].options.customPriceOption).toEqual({ price: 4.99, skus: ['OPT-EMB'] })
    expect(body.data.items[0].bundleOptions[2].options.personalizations).toEqual([
      { optionId, value: 'Mia', title: 'Vezeni natpis', type: 'text', sku: 'OPT-EMB', price: 4.99 },
    ])
  })

  it.each([
    ['one configurable item without an entry', () => [fullChoice()[0]], () => invalidInput('bundleOptions', NEEDS_CHOICES)],
    [
      'a configurable item named without selected',
      () => [{ id: id('ODJ-1501-001') }, fullChoice()[1]],
      () => invalidInput('bundleOptions[0].selected', NEEDS_CHOICES),
    ],
    [
      'a selected product that is not a variant of its item',
      () => [{ main: id('ODJ-1501-001'), selected: id('ODJ-1502-002-BEZ-50') }, fullChoice()[1]],
      () => invalidInput('bundleOptions[0].selected', `bundleOptions[0].selected must be a variant of product ${id('ODJ-1501-001')}.`),
    ],
    [
      'a product that is not an item of the bundle',
      () => [...fullChoice(), { id: id('IGR-1401-001') }],
      () => invalidInput('bundleOptions[2].id', `bundleOptions[2].id names product ${id('IGR-1401-001')}, which is not an item of this bundle.`),
    ],
    [
      'an item named twice',
      () => [...fullChoice(), fullChoice()[0]],
      () => invalidInput('bundleOptions[2]', `bundleOptions names product ${id('ODJ-1501-001')} twice.`),
    ],
    [
      'a variant chosen for a simple item',
      () => [...fullChoice(), { main: id('NJE-1304-001'), selected: id('IGR-1406-001') }],
      () => invalidInput('bundleOptions[2].selected', 'bundleOptions[2].selected is only for configurable items.'),
    ],
    [
      'bundleOptions that are not a list',
      () => ({ main: 1 }),
      () => invalidInput('bundleOptions', 'bundleOptions must be a list of { id, options } or { main, selected, options }.'),
    ],
    [
      'an entry that is not an object',
      () => [7],
      () => invalidInput('bundleOptions[0]', 'bundleOptions[0] must be an object { id, options } or { main, selected, options }.'),
    ],
  ])('refuses %s with 400 and adds nothing', async (_, bundleOptions, answer) => {
    const key = await newCart(sandbox())
    expect(await addSku(sandbox(), key, 'PAK-001', { bundleOptions: bundleOptions() })).toEqual({ status: 400, body: answer() })
    expect((await getCart(sandbox(), key)).items).toEqual([])
  })

  it('refuses a nested bundle, as an entry or as a selected product', async () => {
    const key = await newCart(sandbox())
    const nested = { status: 400, body: { message: 'A bundle cannot hold another bundle.', statusCode: 400 } }
    expect(await addSku(sandbox(), key, 'PAK-001', { bundleOptions: [...fullChoice(), { id: id('PAK-002') }] })).toEqual(nested)
    expect(await addSku(sandbox(), key, 'PAK-001', { bundleOptions: [{ main: id('ODJ-1501-001'), selected: id('PAK-002') }, fullChoice()[1]] })).toEqual(nested)
  })

  it('refuses an unavailable variant and a bundled item that became unavailable', async () => {
    const key = await newCart(sandbox())
    const unavailable = [{ main: id('ODJ-1501-001'), selected: id('ODJ-1501-001-PLAVA-68') }, fullChoice()[1]]
    expect((await addSku(sandbox(), key, 'PAK-001', { bundleOptions: unavailable })).body.message).toBe(
      'Bundle item (ODJ-1501-001-PLAVA-68): Product is not available.',
    )
    sandbox().db.prepare("UPDATE products SET available = 0 WHERE sku = 'IGR-1406-001'").run()
    expect((await addSku(sandbox(), key, 'PAK-001', { bundleOptions: fullChoice() })).body.message).toBe(
      'Bundle item (IGR-1406-001): Product is not available.',
    )
  })

  it('changes a bundle line’s variants through updateItem', async () => {
    const key = await newCart(sandbox())
    const itemId = (await addSku(sandbox(), key, 'PAK-001', { bundleOptions: fullChoice() })).body.data.items[0].itemId
    const bundleOptions = [{ main: id('ODJ-1501-001'), selected: id('ODJ-1501-001-MINT-62') }, fullChoice()[1]]
    await addSku(sandbox(), key, 'PAK-001', { bundleOptions })
    const { status, body } = await cartCall(sandbox(), 'PATCH', 'updateItem', { ...key, itemId, bundleOptions })
    expect(status).toBe(200)
    // The changed line now equals the one added with MINT, so the two merge.
    expect(
      body.data.items.map((item: { qty: number; bundleOptions: Array<{ selected: { sku: string } | null }> }) => [
        item.bundleOptions[0]!.selected!.sku,
        item.qty,
      ]),
    ).toEqual([['ODJ-1501-001-MINT-62', 2]])
  })
})
