import { describe, expect, it } from 'vitest'
import { SHOP_HEADERS, useSandbox } from '../sandbox.fixture'
import { api } from './account.fixture'
import { manualClock } from './auth.fixture'
import { productId } from './catalog.fixture'
import { createOrder, orderRow, readyCart, shopper } from './checkout.fixture'

// A fixed clock after every seeded order, so an order placed in a test is the newest.
const sandbox = useSandbox({ control: true, clock: manualClock() })

const filter = (body: unknown, headers: Record<string, string>) => api(sandbox(), 'POST', 'v1/document/filter/web', body, headers)
const getOrder = (id: number | string, headers: Record<string, string>) => api(sandbox(), 'GET', `v1/document/get/web/${id}`, undefined, headers)
const numbers = (records: Array<{ number: string }>) => records.map((record) => record.number)
const STORE = { filters: [{ key: 'store', value: 1 }] }
const media = expect.objectContaining({ id: expect.any(Number), path: expect.stringMatching(/^\/media\/7\/\d+\/original\//), default: true })

describe('POST api/v1/document/filter/web', () => {
  it('pages the shopper’s nine orders newest first, five a page', async () => {
    const { headers } = await shopper(sandbox())
    const first = await filter({ ...STORE, limit: 5, page: 1 }, headers)
    expect(first.status).toBe(200)
    expect(numbers(first.body.data.records)).toEqual(['2026-000142', '2026-000129', '2026-000117', '2026-000101', '2026-000058'])
    expect(first.body.data.pagination).toEqual({ page: 1, perPage: 5, total: 9, lastPage: 2 })
    expect(first.body.data).toMatchObject({ totalPages: 2, totalRecords: 9 })
    const second = await filter({ ...STORE, limit: 5, page: 2 }, headers)
    expect(numbers(second.body.data.records)).toEqual(['2026-000023', '2025-000362', '2025-000341', '2025-000287'])
  })

  it('answers each order as an OrderSummary', async () => {
    const { headers } = await shopper(sandbox())
    const [order] = (await filter(STORE, headers)).body.data.records
    expect(order).toEqual({
      id: 3,
      number: '2026-000142',
      slug: expect.stringMatching(/^2026-000142-/),
      issuedOn: '2026-05-20T08:05:00.000Z',
      status: 'confirmed',
      paymentStatus: 'notPaid',
      deliveryStatus: 'ready',
      paymentType: { name: 'Plaćanje pouzećem' },
      baseAmount: 114.36,
      taxAmount: 28.6,
      deliveryAmount: 0,
      finalAmount: 142.96,
      currency: 'EUR',
      items: [
        {
          id: expect.any(Number),
          productId: productId(sandbox(), 'PAK-002'),
          sku: 'PAK-002',
          name: 'Set za kupanje',
          qty: 1,
          finalNetPrice: expect.any(Number),
          finalPrice: expect.any(Number),
          rowTotal: expect.any(Number),
        },
        expect.objectContaining({ sku: expect.stringMatching(/^NJE-1302-/), qty: 3 }),
      ],
      itemImages: [
        { id: productId(sandbox(), 'PAK-002'), media },
        { id: order.items[1].productId, media },
      ],
    })
    const [item] = order.items
    expect(item.rowTotal).toBe(Math.round(item.finalPrice * item.qty * 100) / 100)
  })

  it('shows the orders with more than three items (the history’s +N) and every payment status', async () => {
    const { headers } = await shopper(sandbox())
    const { body } = await filter({ limit: 100 }, headers)
    const counts = Object.fromEntries(
      body.data.records.map((r: { number: string; items: unknown[]; itemImages: unknown[] }) => [r.number, [r.items.length, r.itemImages.length]]),
    )
    expect(counts['2025-000287']).toEqual([6, 6])
    expect(counts['2026-000023']).toEqual([4, 4])
    expect(new Set(body.data.records.map((r: { paymentStatus: string }) => r.paymentStatus))).toEqual(
      new Set(['scheduled', 'notPaid', 'paid', 'ready', 'ptPaid', 'notApplicable', 'transferred', 'overpaid']),
    )
  })

  it('names the payment method in the request language', async () => {
    const { headers } = await shopper(sandbox())
    const { body } = await filter(STORE, { ...headers, 'x-gaussbox-language': 'sl' })
    expect(body.data.records[0].paymentType).toEqual({ name: 'Plačilo po povzetju' })
  })

  it('defaults to five a page without a body’s paging or filters, and answers no orders of another store', async () => {
    const { headers } = await shopper(sandbox())
    const { body } = await filter({}, headers)
    expect(body.data.records).toHaveLength(5)
    expect(body.data.pagination.perPage).toBe(5)
    const other = await filter({ filters: [{ key: 'store', value: 2 }] }, headers)
    expect(other.body.data).toEqual({ records: [], pagination: { page: 1, perPage: 5, total: 0, lastPage: 1 }, totalPages: 1, totalRecords: 0 })
  })

  it('puts an order placed at checkout first', async () => {
    const { headers } = await shopper(sandbox())
    const created = await createOrder(sandbox(), await readyCart(sandbox(), headers), headers)
    const [order] = (await filter(STORE, headers)).body.data.records
    expect(order).toMatchObject({
      id: created.body.data.orderId,
      paymentStatus: 'notPaid',
      deliveryStatus: 'notSent',
      items: [expect.objectContaining({ sku: 'IGR-1401-001', qty: 1 })],
    })
    expect(order.itemImages).toEqual([{ id: productId(sandbox(), 'IGR-1401-001'), media }])
  })

  it.each([
    [{ limit: 101 }, 'limit must be at most 100.'],
    [{ page: 0 }, 'page must be a positive integer.'],
    [{ filters: { store: 1 } }, 'filters must be a list of { key, value }.'],
    [{ filters: [{ key: 'colour', value: 1 }] }, 'Unknown filter key: colour.'],
    [{ filters: [{ key: 'store', value: 'abc' }] }, 'filters[0].value must be a positive integer.'],
    [{ filters: [{ key: 'store' }] }, 'filters[0].value must be a positive integer.'],
  ])('answers 400 for %j', async (body, message) => {
    const { headers } = await shopper(sandbox())
    const answer = await filter(body, headers)
    expect(answer.status).toBe(400)
    expect(answer.body.message).toBe(message)
  })

  it('needs a token', async () => {
    expect(await filter(STORE, SHOP_HEADERS)).toEqual({ status: 401, body: { message: 'Unauthorized.', statusCode: 401 } })
  })
})

describe('GET api/v1/document/get/web/{id}', () => {
  it('answers a seeded pickup order with its detail', async () => {
    const { headers } = await shopper(sandbox())
    const { status, body } = await getOrder(3, headers)
    expect(status).toBe(200)
    const summary = (await filter(STORE, headers)).body.data.records[0]
    expect(body.data).toEqual({
      ...summary,
      extendedDetails: {
        finalAmount: 142.96,
        issuedFrom: { displayName: 'Ana Horvat', email: 'kupac@vitrina.test', address: { display2: 'Savska cesta 41, 10000 Zagreb' } },
        priceElements: [
          { displayName: 'Preuzimanje u poslovnici', finalAmount: 0 },
          { displayName: 'Plaćanje pouzećem', finalAmount: 0 },
        ],
        items: expect.arrayContaining([expect.objectContaining({ sku: 'PAK-002', qty: 1 })]),
      },
      deliveryMethod: { id: 2, name: 'Preuzimanje u poslovnici', price: 0 },
      paymentMethod: { id: 1, name: 'Plaćanje pouzećem' },
      deliveryBranch: { id: 1, name: 'Vitrina Zagreb' },
      shippingAddress: expect.objectContaining({ street: 'Savska cesta', houseNumber: '41', city: 'Zagreb' }),
      billingAddress: expect.objectContaining({ street: 'Savska cesta', city: 'Zagreb' }),
    })
  })

  it('answers a courier order with the shipping address and the delivery it paid', async () => {
    const { headers } = await shopper(sandbox())
    const id = (sandbox().db.prepare("SELECT id FROM documents WHERE number = '2026-000129'").get() as { id: number }).id
    const { body } = await getOrder(id, headers)
    expect(body.data.extendedDetails.issuedFrom.address.display2).toBe('Put Firula 12, 21000 Split')
    expect(body.data.extendedDetails.priceElements[0]).toEqual({ displayName: 'Dostava kurirskom službom', finalAmount: 4.99 })
    expect(body.data.deliveryMethod).toEqual({ id: 1, name: 'Dostava kurirskom službom', price: 4.99 })
    expect(body.data.paymentMethod).toEqual({ id: 2, name: 'Kartično plaćanje' })
    expect(body.data.deliveryBranch).toBeNull()
    expect(body.data.finalAmount).toBe(23.98)
  })

  it('answers an order placed at checkout with what order/create stored', async () => {
    const { headers } = await shopper(sandbox())
    const created = await createOrder(sandbox(), await readyCart(sandbox(), headers, { delivery: 'pickup', payment: 'card' }), headers)
    const { body } = await getOrder(created.body.data.orderId, headers)
    const row = orderRow(sandbox(), created.body.data.orderId)
    expect(body.data.extendedDetails).toEqual(JSON.parse(row.extended_details))
    expect(body.data.itemImages).toEqual(JSON.parse(row.item_images))
    expect(body.data).toMatchObject({ status: 'pending', deliveryBranch: { id: 1, name: 'Vitrina Zagreb' }, paymentType: { name: 'Kartično plaćanje' } })
  })

  it('answers 404 Document not found. for an unknown id, 400 for no id at all, 401 without a token', async () => {
    const { headers } = await shopper(sandbox())
    expect(await getOrder(999999, headers)).toEqual({ status: 404, body: { message: 'Document not found.', statusCode: 404 } })
    expect((await getOrder('abc', headers)).status).toBe(400)
    expect((await getOrder(3, SHOP_HEADERS)).status).toBe(401)
  })
})
