import { describe, expect, it } from 'vitest'
import { SEED_IDS } from '../../src/seed/seed.constants'
import { SHOP_HEADERS, useSandbox } from '../sandbox.fixture'
import { api } from './account.fixture'
import { productId } from './catalog.fixture'
import { shopper } from './checkout.fixture'

const sandbox = useSandbox({ control: true })

const wishlist = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
  api(sandbox(), method, `v1/cms/wishlist/${path}`, body, headers)
const skus = (records: Array<{ product: { sku: string } }>) => records.map((record) => record.product.sku)
const SEEDED = ['PAK-002', 'NAM-1601-001', 'IGR-1401-001']
const UNAUTHORIZED = { status: 401, body: { message: 'Unauthorized.', statusCode: 401 } }

describe('GET api/v1/cms/wishlist/filter', () => {
  it('lists the shopper’s seeded wishlist newest first, each item with its product card', async () => {
    const { headers } = await shopper(sandbox())
    const { status, body } = await wishlist('GET', 'filter?page=1&limit=9999', headers)
    expect(status).toBe(200)
    expect(skus(body.data.records)).toEqual(SEEDED)
    expect(body.data.pagination).toEqual({ page: 1, perPage: 9999, limit: 9999, total: 3, lastPage: 1 })
    const [first] = body.data.records
    expect(Object.keys(first).sort()).toEqual(['createdAt', 'id', 'product', 'product_id'])
    expect(first.product_id).toBe(productId(sandbox(), 'PAK-002'))
    // The same card web/filter answers for the product.
    const card = await api(sandbox(), 'POST', 'v1/product/web/filter', { ids: [first.product_id] })
    expect(first.product).toEqual(card.body.data.records[0])
  })

  it('pages with limit (default 10) and page', async () => {
    const { headers } = await shopper(sandbox())
    expect((await wishlist('GET', 'filter', headers)).body.data.pagination).toEqual({ page: 1, perPage: 10, limit: 10, total: 3, lastPage: 1 })
    const second = await wishlist('GET', 'filter?page=2&limit=2', headers)
    expect(skus(second.body.data.records)).toEqual(['IGR-1401-001'])
    expect(second.body.data.pagination).toEqual({ page: 2, perPage: 2, limit: 2, total: 3, lastPage: 2 })
  })

  it('answers product names in the request language', async () => {
    const { headers } = await shopper(sandbox())
    const { body } = await wishlist('GET', 'filter', { ...headers, 'x-gaussbox-language': 'sl' })
    expect(body.data.records[0].product.slug).toBe('komplet-za-kopanje')
  })

  it('leaves out products archived since', async () => {
    const { headers } = await shopper(sandbox())
    sandbox().db.prepare('UPDATE products SET archived = 1 WHERE sku = ?').run('NAM-1601-001')
    const { body } = await wishlist('GET', 'filter', headers)
    expect(skus(body.data.records)).toEqual(['PAK-002', 'IGR-1401-001'])
    expect(body.data.pagination.total).toBe(2)
  })

  it.each([
    ['limit=10000', 'limit must be at most 9999.'],
    ['page=0', 'page must be a positive integer.'],
    ['limit=abc', 'limit must be a positive integer.'],
  ])('answers 400 for %s', async (query, message) => {
    const { headers } = await shopper(sandbox())
    expect((await wishlist('GET', `filter?${query}`, headers)).body.message).toBe(message)
  })

  it('needs a token', async () => {
    expect(await wishlist('GET', 'filter', SHOP_HEADERS)).toEqual(UNAUTHORIZED)
  })
})

describe('POST api/v1/cms/wishlist/create', () => {
  it('adds a product, which then leads the list', async () => {
    const { headers } = await shopper(sandbox())
    const id = productId(sandbox(), SEED_IDS.products.simple)
    const { status, body } = await wishlist('POST', 'create', headers, { product_id: id })
    expect(status).toBe(200)
    expect(body.data).toEqual({ id: expect.any(Number), product_id: id, createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) })
    expect(skus((await wishlist('GET', 'filter', headers)).body.data.records)).toEqual([SEED_IDS.products.simple, ...SEEDED])
  })

  it('answers 409 for a product already in the wishlist', async () => {
    const { headers } = await shopper(sandbox())
    expect(await wishlist('POST', 'create', headers, { product_id: productId(sandbox(), 'PAK-002') })).toEqual({
      status: 409,
      body: { message: 'Product already in wishlist.', statusCode: 409 },
    })
  })

  it('answers 404 for an unknown or archived product', async () => {
    const { headers } = await shopper(sandbox())
    const notFound = { status: 404, body: { message: 'Product not found.', statusCode: 404 } }
    expect(await wishlist('POST', 'create', headers, { product_id: 999999 })).toEqual(notFound)
    const id = productId(sandbox(), SEED_IDS.products.simple)
    sandbox().db.prepare('UPDATE products SET archived = 1 WHERE id = ?').run(id)
    expect(await wishlist('POST', 'create', headers, { product_id: id })).toEqual(notFound)
  })

  it.each([{}, { product_id: 'abc' }, { product_id: 0 }, { product_id: 1.5 }])('answers 400 for %j', async (body) => {
    const { headers } = await shopper(sandbox())
    expect((await wishlist('POST', 'create', headers, body)).body).toEqual({
      message: 'product_id must be a positive integer.',
      statusCode: 400,
      errors: [{ path: 'product_id', message: 'product_id must be a positive integer.' }],
    })
  })

  it('answers 409 Wishlist is full. at 9999 items', async () => {
    const { headers, userId } = await shopper(sandbox())
    const db = sandbox().db
    // 9996 more rows beside the 3 seeded ones; the seed has fewer products, so the rows name missing ones.
    db.pragma('foreign_keys = OFF')
    db.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 9996)
       INSERT INTO wishlist_items (user_id, product_id, created_at) SELECT ?, 1000000 + i, '2026-01-01T00:00:00.000Z' FROM n`,
    ).run(userId)
    db.pragma('foreign_keys = ON')
    const id = productId(sandbox(), SEED_IDS.products.simple)
    expect(await wishlist('POST', 'create', headers, { product_id: id })).toEqual({ status: 409, body: { message: 'Wishlist is full.', statusCode: 409 } })
    db.prepare('DELETE FROM wishlist_items WHERE product_id = 1000001').run()
    expect((await wishlist('POST', 'create', headers, { product_id: id })).status).toBe(200)
  })

  it('needs a token', async () => {
    expect(await wishlist('POST', 'create', SHOP_HEADERS, { product_id: 17 })).toEqual(UNAUTHORIZED)
  })
})

describe('DELETE api/v1/cms/wishlist/remove/{id}', () => {
  it('removes the item and answers it', async () => {
    const { headers } = await shopper(sandbox())
    const [item] = (await wishlist('GET', 'filter', headers)).body.data.records
    expect(await wishlist('DELETE', `remove/${item.id}`, headers)).toEqual({ status: 200, body: { data: { id: item.id, product_id: item.product_id } } })
    expect(skus((await wishlist('GET', 'filter', headers)).body.data.records)).toEqual(SEEDED.slice(1))
  })

  it('answers 404 for an unknown item and for one removed already', async () => {
    const { headers } = await shopper(sandbox())
    const notFound = { status: 404, body: { message: 'Wishlist item not found.', statusCode: 404 } }
    expect(await wishlist('DELETE', 'remove/999999', headers)).toEqual(notFound)
    const [item] = (await wishlist('GET', 'filter', headers)).body.data.records
    await wishlist('DELETE', `remove/${item.id}`, headers)
    expect(await wishlist('DELETE', `remove/${item.id}`, headers)).toEqual(notFound)
  })

  it('answers 400 for an id that is no number, and 401 without a token', async () => {
    const { headers } = await shopper(sandbox())
    expect((await wishlist('DELETE', 'remove/abc', headers)).status).toBe(400)
    expect(await wishlist('DELETE', 'remove/1', SHOP_HEADERS)).toEqual(UNAUTHORIZED)
  })
})
