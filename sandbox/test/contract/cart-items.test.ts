import { describe, expect, it } from 'vitest'
import { call, json, SHOP_HEADERS, useSandbox } from '../sandbox.fixture'
import { addSku, CART, cartCall, customOptionId, getCart, invalidInput, newCart, variantId } from './cart.fixture'
import { productId } from './catalog.fixture'

const sandbox = useSandbox()
type Item = { itemId: number; sku: string; qty: number; options: { personalizations: Array<{ value: unknown }> } }
const skus = (cart: { items: Item[] }) => cart.items.map((item) => `${item.sku} x${item.qty}`)

describe('POST api/v2/ecommerce/cart/addItem', () => {
  it('adds a simple product and answers the whole cart with the line priced from the product', async () => {
    const key = await newCart(sandbox())
    const { status, body } = await addSku(sandbox(), key, 'IGR-1401-001', { qty: 2 })
    expect(status).toBe(200)
    expect(body.data.items).toHaveLength(1)
    expect(body.data.items[0]).toMatchObject({
      itemId: expect.any(Number),
      productId: productId(sandbox(), 'IGR-1401-001'),
      parentId: null,
      sku: 'IGR-1401-001',
      qty: 2,
      options: { personalizations: [], customPriceOption: null, reservation: null },
      bundleOptions: null,
      productData: {
        name: 'Medo & Co Luna plišani medo',
        slug: 'medo-co-luna-plisani-medo',
        parentSlug: null,
        format: 'simple',
        type: 'physical',
        isPurchasable: true,
        available: true,
        taxRate: 25,
        configuration: [],
      },
      prices: {
        base: { finalPrice: 25.99, retailPrice: 25.99, discount: null, row: 51.98, cartTotal: 51.98 },
        converted: { finalPrice: 25.99, retailPrice: 25.99, discount: null, row: 51.98, cartTotal: 51.98 },
      },
    })
    const data = body.data.items[0].productData
    expect(data.media.filter((media: { default: boolean }) => media.default)).toHaveLength(1)
    expect(data.media[0].path).toMatch(/^\/media\/7\/\d+\/original\/.+\.png$/)
    expect(data.categories).toContainEqual({ id: 1401, name: 'Plišane igračke', slug: 'plisane-igracke', isMain: true })
    expect(body.data.itemsQty).toBe(2)
    expect(body.data.prices).toMatchObject({ itemsTotal: 51.98, cartTotal: 51.98, orderTotal: 51.98 })
  })

  it('answers names and slugs in the request language', async () => {
    const key = await newCart(sandbox())
    await addSku(sandbox(), key, 'IGR-1401-001')
    const { body } = await cartCall(sandbox(), 'POST', 'getCart', key, { ...SHOP_HEADERS, 'x-gaussbox-language': 'sl' })
    expect(body.data.items[0].productData).toMatchObject({ name: 'Medo & Co Luna plišasti medvedek', slug: 'medo-co-luna-plisasti-medvedek' })
  })

  it('adds an eProduct', async () => {
    const key = await newCart(sandbox())
    const { body } = await addSku(sandbox(), key, 'EKN-001')
    expect(body.data.items[0]).toMatchObject({ sku: 'EKN-001', productData: { format: 'eProduct', type: 'digital', taxRate: 5 } })
  })

  it('adds a variant of a configurable product with its parent slug and chosen options', async () => {
    const key = await newCart(sandbox())
    const { status, body } = await addSku(sandbox(), key, 'ODJ-1501-001-PLAVA-62')
    expect(status).toBe(200)
    expect(body.data.items[0]).toMatchObject({
      productId: variantId(sandbox(), 'ODJ-1501-001-PLAVA-62'),
      parentId: productId(sandbox(), 'ODJ-1501-001'),
      productData: {
        format: 'simple',
        slug: 'tratincica-organic-vrba-bodi-dugih-rukava-plava-62',
        parentSlug: 'tratincica-organic-vrba-bodi-dugih-rukava',
        configuration: [
          { attributeCode: 'boja', label: 'Boja', valueLabel: 'Plava' },
          { attributeCode: 'velicina', label: 'Veličina', valueLabel: '62' },
        ],
      },
    })
  })

  it('refuses the configurable parent itself with 400 and a text that says to add a variant', async () => {
    const key = await newCart(sandbox())
    const { status, body } = await addSku(sandbox(), key, 'ODJ-1501-001')
    expect(status).toBe(400)
    expect(body.message).toBe('A configurable product is added through one of its variants: send the variant id as productId.')
    expect((await getCart(sandbox(), key)).items).toEqual([])
  })

  it.each([
    ['an unpurchasable product', 'IGR-1405-004', 'Product is not purchasable.'],
    ['an unavailable product', 'KOL-1003-002', 'Product is not available.'],
    ['an unavailable variant', 'ODJ-1501-001-PLAVA-68', 'Product is not available.'],
    ['a price-on-request product', 'KOL-1028-001', 'Product price is on request: send a price enquiry instead.'],
  ])('refuses %s with 400', async (_, sku, message) => {
    const key = await newCart(sandbox())
    expect(await addSku(sandbox(), key, sku)).toEqual({ status: 400, body: { message, statusCode: 400 } })
  })

  it('answers 404 Product not found. for an unknown product', async () => {
    const key = await newCart(sandbox())
    expect(await cartCall(sandbox(), 'POST', 'addItem', { ...key, productId: 999999, qty: 1 })).toEqual({
      status: 404,
      body: { message: 'Product not found.', statusCode: 404 },
    })
  })

  it('merges an add of the same product and options into its line', async () => {
    const key = await newCart(sandbox())
    await addSku(sandbox(), key, 'IGR-1401-001', { qty: 2 })
    await addSku(sandbox(), key, 'KOL-1002-001')
    const { body } = await addSku(sandbox(), key, 'IGR-1401-001', { qty: 3 })
    expect(skus(body.data)).toEqual(['IGR-1401-001 x5', 'KOL-1002-001 x1'])
  })

  it('takes qty 1 when none is sent', async () => {
    const key = await newCart(sandbox())
    const { body } = await cartCall(sandbox(), 'POST', 'addItem', { ...key, productId: productId(sandbox(), 'IGR-1401-001') })
    expect(body.data.items[0].qty).toBe(1)
  })

  it.each([0, -1, 1.5, 10000, 'abc', true])('refuses qty %j with 400', async (qty) => {
    const key = await newCart(sandbox())
    expect(await addSku(sandbox(), key, 'IGR-1401-001', { qty })).toEqual({ status: 400, body: invalidInput('qty', 'qty must be an integer from 1 to 9999.') })
  })

  it('accepts the bounds 1 and 9999 and refuses a merge past 9999 without changing the line', async () => {
    const key = await newCart(sandbox())
    expect((await addSku(sandbox(), key, 'IGR-1401-001', { qty: 9999 })).status).toBe(200)
    expect(await addSku(sandbox(), key, 'IGR-1401-001', { qty: 1 })).toEqual({
      status: 400,
      body: { message: 'A cart line holds at most 9999 pieces.', statusCode: 400 },
    })
    expect(skus(await getCart(sandbox(), key))).toEqual(['IGR-1401-001 x9999'])
  })

  it('refuses bundleOptions for a product that is not a bundle', async () => {
    const key = await newCart(sandbox())
    expect(await addSku(sandbox(), key, 'IGR-1401-001', { bundleOptions: [] })).toEqual({
      status: 400,
      body: invalidInput('bundleOptions', 'bundleOptions is only for bundles.'),
    })
  })

  it('keeps a reservation on its own line', async () => {
    const key = await newCart(sandbox())
    await addSku(sandbox(), key, 'IGR-1401-001')
    const { body } = await addSku(sandbox(), key, 'IGR-1401-001', { reservation: { eventId: 1, date: '2027-01-16' } })
    expect(body.data.items.map((item: { options: { reservation: unknown } }) => item.options.reservation)).toEqual([null, { date: '2027-01-16', eventId: 1 }])
  })
})

describe('custom options (personalizations)', () => {
  it('adds a text option’s surcharge to every unit price (here of a discounted product) and answers it with title and sku', async () => {
    const key = await newCart(sandbox())
    const optionId = customOptionId(sandbox(), 'NJE-1304-001')
    const { status, body } = await addSku(sandbox(), key, 'NJE-1304-001', { qty: 2, options: { personalizations: [{ optionId, value: ' Mia ' }] } })
    expect(status).toBe(200)
    expect(body.data.items[0].options).toEqual({
      personalizations: [{ optionId, value: 'Mia', title: 'Vezeni natpis', type: 'text', sku: 'OPT-EMB', price: 4.99 }],
      customPriceOption: { price: 4.99, skus: ['OPT-EMB'] },
      reservation: null,
    })
    // NJE-1304-001 is on sale: 33.99 regular, 19.99 to pay; the option adds 4.99 to each.
    expect(body.data.items[0].prices.base).toEqual({ finalPrice: 24.98, retailPrice: 38.98, discount: { retailPrice: 24.98 }, row: 49.96, cartTotal: 49.96 })
  })

  it('multiplies a number option’s price by the count', async () => {
    const key = await newCart(sandbox())
    const optionId = customOptionId(sandbox(), 'NAM-1603-001')
    const plain = (await addSku(sandbox(), key, 'NAM-1603-001')).body.data.items[0].prices.base.finalPrice
    const { body } = await addSku(sandbox(), key, 'NAM-1603-001', { options: { customOptions: [{ optionId, value: 3 }] } })
    expect(body.data.items).toHaveLength(2)
    expect(body.data.items[1].prices.base.finalPrice).toBeCloseTo(plain + 3 * 9.99, 2)
  })

  it('offers a configurable parent’s options on its variants', async () => {
    const key = await newCart(sandbox())
    const optionId = customOptionId(sandbox(), 'ODJ-1501-001')
    const { body } = await addSku(sandbox(), key, 'ODJ-1501-001-PLAVA-62', { options: { personalizations: [{ optionId, value: 'Ana' }] } })
    expect(body.data.items[0].prices.base.finalPrice).toBe(15.98)
  })

  it('merges equal personalisations and keeps different ones apart; an empty value counts as none', async () => {
    const key = await newCart(sandbox())
    const optionId = customOptionId(sandbox(), 'NJE-1304-001')
    const withText = (value: string) => ({ options: { personalizations: [{ optionId, value }] } })
    await addSku(sandbox(), key, 'NJE-1304-001', withText('Mia'))
    await addSku(sandbox(), key, 'NJE-1304-001', withText('Mia'))
    await addSku(sandbox(), key, 'NJE-1304-001', withText('Luka'))
    await addSku(sandbox(), key, 'NJE-1304-001', withText(''))
    const { body } = await addSku(sandbox(), key, 'NJE-1304-001')
    expect(body.data.items.map((item: Item) => [item.options.personalizations.map((p) => p.value), item.qty])).toEqual([
      [['Mia'], 2],
      [['Luka'], 1],
      [[], 2],
    ])
  })

  it.each([
    [
      { personalizations: [{ optionId: 999, value: 'x' }] },
      'options.personalizations[0].optionId',
      'options.personalizations[0].optionId must be a custom option of this product.',
    ],
    [
      { personalizations: [{ optionId: 'OWN', value: 'a'.repeat(21) }] },
      'options.personalizations[0].value',
      'options.personalizations[0].value must be at most 20 characters.',
    ],
    [
      { personalizations: [{ optionId: 'OWN', value: 5 }] },
      'options.personalizations[0].value',
      'options.personalizations[0].value must be a non-empty string.',
    ],
    [{ personalizations: 'Mia' }, 'options.personalizations', 'options.personalizations must be a list of { optionId, value }.'],
    ['x', 'options', 'options must be an object.'],
  ])('refuses options %j with 400', async (options, path, message) => {
    const key = await newCart(sandbox())
    const own = customOptionId(sandbox(), 'NJE-1304-001')
    const sent = JSON.parse(JSON.stringify(options).replace('"OWN"', String(own)))
    expect(await addSku(sandbox(), key, 'NJE-1304-001', { options: sent })).toEqual({ status: 400, body: invalidInput(path, message) })
  })

  it('refuses a number option outside 1 to 99', async () => {
    const key = await newCart(sandbox())
    const optionId = customOptionId(sandbox(), 'NAM-1603-001')
    const { status, body } = await addSku(sandbox(), key, 'NAM-1603-001', { options: { personalizations: [{ optionId, value: 100 }] } })
    expect(status).toBe(400)
    expect(body.message).toBe('options.personalizations[0].value must be an integer from 1 to 99.')
  })

  it('requires an option marked required', async () => {
    const optionId = customOptionId(sandbox(), 'NJE-1304-001')
    sandbox().db.prepare('UPDATE product_custom_options SET is_required = 1 WHERE id = ?').run(optionId)
    const key = await newCart(sandbox())
    const { status, body } = await addSku(sandbox(), key, 'NJE-1304-001')
    expect(status).toBe(400)
    expect(body.message).toBe(`options.personalizations must fill the required option ${optionId} (Vezeni natpis).`)
  })
})

describe('PATCH api/v2/ecommerce/cart/updateItem', () => {
  it('sets the quantity of a line', async () => {
    const key = await newCart(sandbox())
    const itemId = (await addSku(sandbox(), key, 'IGR-1401-001')).body.data.items[0].itemId
    const { status, body } = await cartCall(sandbox(), 'PATCH', 'updateItem', { ...key, itemId, qty: 4 })
    expect(status).toBe(200)
    expect(skus(body.data)).toEqual(['IGR-1401-001 x4'])
    expect(body.data.prices.itemsTotal).toBe(103.96)
  })

  it('changes options and merges the line into an equal one', async () => {
    const key = await newCart(sandbox())
    const optionId = customOptionId(sandbox(), 'NJE-1304-001')
    await addSku(sandbox(), key, 'NJE-1304-001', { options: { personalizations: [{ optionId, value: 'Mia' }] } })
    const other = (await addSku(sandbox(), key, 'NJE-1304-001', { qty: 2 })).body.data.items[1].itemId
    const { body } = await cartCall(sandbox(), 'PATCH', 'updateItem', { ...key, itemId: other, options: { personalizations: [{ optionId, value: 'Mia' }] } })
    expect(body.data.items.map((item: Item) => [item.options.personalizations.map((p) => p.value), item.qty])).toEqual([[['Mia'], 3]])
  })

  it('lets a line of a product that became unavailable shrink, but not grow', async () => {
    const key = await newCart(sandbox())
    const itemId = (await addSku(sandbox(), key, 'IGR-1401-001', { qty: 3 })).body.data.items[0].itemId
    sandbox().db.prepare("UPDATE products SET available = 0 WHERE sku = 'IGR-1401-001'").run()
    expect((await cartCall(sandbox(), 'PATCH', 'updateItem', { ...key, itemId, qty: 2 })).status).toBe(200)
    expect(await cartCall(sandbox(), 'PATCH', 'updateItem', { ...key, itemId, qty: 5 })).toEqual({
      status: 400,
      body: { message: 'Product is not available.', statusCode: 400 },
    })
  })

  it.each([0, 10000, 'x'])('refuses qty %j with 400', async (qty) => {
    const key = await newCart(sandbox())
    const itemId = (await addSku(sandbox(), key, 'IGR-1401-001')).body.data.items[0].itemId
    expect(await cartCall(sandbox(), 'PATCH', 'updateItem', { ...key, itemId, qty })).toEqual({
      status: 400,
      body: invalidInput('qty', 'qty must be an integer from 1 to 9999.'),
    })
  })

  it('needs qty, options or bundleOptions', async () => {
    const key = await newCart(sandbox())
    const itemId = (await addSku(sandbox(), key, 'IGR-1401-001')).body.data.items[0].itemId
    expect((await cartCall(sandbox(), 'PATCH', 'updateItem', { ...key, itemId })).body.message).toBe('qty, options or bundleOptions is required.')
  })

  it('answers 404 Cart item not found. for a line of another cart', async () => {
    const mine = await newCart(sandbox())
    const theirs = await newCart(sandbox())
    const itemId = (await addSku(sandbox(), theirs, 'IGR-1401-001')).body.data.items[0].itemId
    expect(await cartCall(sandbox(), 'PATCH', 'updateItem', { ...mine, itemId, qty: 2 })).toEqual({
      status: 404,
      body: { message: 'Cart item not found.', statusCode: 404 },
    })
    expect(skus(await getCart(sandbox(), theirs))).toEqual(['IGR-1401-001 x1'])
  })
})

describe('DELETE api/v2/ecommerce/cart/deleteItem and POST cart/clearCart', () => {
  it('removes a line named in a JSON body', async () => {
    const key = await newCart(sandbox())
    await addSku(sandbox(), key, 'IGR-1401-001')
    const itemId = (await addSku(sandbox(), key, 'KOL-1002-001')).body.data.items[1].itemId
    const { status, body } = await cartCall(sandbox(), 'DELETE', 'deleteItem', { ...key, itemId })
    expect(status).toBe(200)
    expect(skus(body.data)).toEqual(['IGR-1401-001 x1'])
  })

  it('removes a line named in the query', async () => {
    const key = await newCart(sandbox())
    const itemId = (await addSku(sandbox(), key, 'IGR-1401-001')).body.data.items[0].itemId
    const query = `cartId=${key.cartId}&protectCode=${key.protectCode}&itemId=${itemId}`
    const { status, body } = await json(call(sandbox(), 'DELETE', `${CART}/deleteItem?${query}`))
    expect(status).toBe(200)
    expect(body.data.items).toEqual([])
  })

  it('answers 404 Cart item not found. for a line that is not there', async () => {
    const key = await newCart(sandbox())
    expect(await cartCall(sandbox(), 'DELETE', 'deleteItem', { ...key, itemId: 999999 })).toEqual({
      status: 404,
      body: { message: 'Cart item not found.', statusCode: 404 },
    })
  })

  it('clears every line', async () => {
    const key = await newCart(sandbox())
    await addSku(sandbox(), key, 'IGR-1401-001')
    await addSku(sandbox(), key, 'EKN-001')
    const { status, body } = await cartCall(sandbox(), 'POST', 'clearCart', key)
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ items: [], itemsQty: 0, prices: { itemsTotal: 0, cartTotal: 0 } })
  })
})

describe('concurrent writes', () => {
  it('keeps every line when 20 different products are added to one cart at once', async () => {
    const key = await newCart(sandbox())
    const ids = (
      sandbox()
        .db.prepare(
          "SELECT id FROM products WHERE format = 'simple' AND parent_id IS NULL AND available = 1 AND is_purchasable = 1 AND id NOT IN (SELECT product_id FROM product_categories WHERE category_id IN (1028, 1620)) ORDER BY id LIMIT 20",
        )
        .all() as Array<{ id: number }>
    ).map((row) => row.id)
    const answers = await Promise.all(ids.map((productId) => cartCall(sandbox(), 'POST', 'addItem', { ...key, productId, qty: 1 })))
    expect(answers.map((answer) => answer.status)).toEqual(ids.map(() => 200))
    const cart = await getCart(sandbox(), key)
    expect(cart.items.map((item: { productId: number }) => item.productId).sort((a: number, b: number) => a - b)).toEqual(ids)
  })

  it('merges 20 concurrent adds of one product into one line of 20', async () => {
    const key = await newCart(sandbox())
    await Promise.all(Array.from({ length: 20 }, () => addSku(sandbox(), key, 'IGR-1401-001')))
    expect(skus(await getCart(sandbox(), key))).toEqual(['IGR-1401-001 x20'])
  })
})
