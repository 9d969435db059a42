import { http as mock, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { SHOPPER } from '../../test/auth.backend'
import { authShop } from '../../test/auth.setup'
import { API, pathOf, seen, server, useMswServer } from '../../test/msw'
import { createOrdersService } from './orders.service'

useMswServer()

const error = (status: number, message: string) => HttpResponse.json({ message, statusCode: status }, { status })
const STATUSES = ['scheduled', 'notPaid', 'paid', 'ready', 'ptPaid', 'notApplicable', 'transferred', 'overpaid', 'refunded', null, 'paid', 'paid']

/** An order as `document/filter/web` answers it (docs/contract/account.md); order 1 is the oldest. */
function order(id: number) {
  return {
    id,
    number: `WEB-2026-${String(id).padStart(4, '0')}`,
    slug: `web-2026-${id}`,
    issuedOn: `2026-05-${String(id).padStart(2, '0')}T10:00:00.000Z`,
    status: 'completed',
    paymentStatus: STATUSES[id - 1],
    deliveryStatus: id % 2 ? 'sent' : 'lost',
    paymentType: id === 3 ? null : { name: 'Gotovina' },
    baseAmount: 40,
    taxAmount: 10,
    deliveryAmount: 5,
    finalAmount: 55,
    currency: 'EUR',
    items: [
      { id: id * 10 + 1, productId: 100 + id, sku: 'A', name: 'Pelene', qty: 2, finalNetPrice: 8, finalPrice: 10, rowTotal: 20 },
      { id: id * 10 + 2, productId: null, sku: 'B', name: 'Obrisani proizvod', qty: 1, finalNetPrice: 24, finalPrice: 30, rowTotal: 30 },
    ],
    itemImages: [
      { id: 100 + id, media: { id: 9, filename: 'pelene.jpg', default: true } },
      { id: 0, media: null },
    ],
  }
}

function ordersBackend(count = 12) {
  const orders = Array.from({ length: count }, (_, index) => order(count - index))
  return [
    mock.post(`${API}/api/v1/document/filter/web`, async ({ request }) => {
      if (!request.headers.has('authorization')) return error(401, 'Unauthorized.')
      const { page, limit } = (await request.json()) as { page: number; limit: number }
      const lastPage = Math.max(1, Math.ceil(orders.length / limit))
      const records = orders.slice((page - 1) * limit, page * limit)
      return HttpResponse.json({
        data: { records, pagination: { page, perPage: limit, total: orders.length, lastPage, totalPages: lastPage, totalRecords: orders.length } },
      })
    }),
    mock.get(`${API}/api/v1/document/get/web/:id`, ({ params }) => {
      const found = orders.find((candidate) => String(candidate.id) === params.id)
      if (!found) return error(404, 'Document not found.')
      return HttpResponse.json({
        data: {
          ...found,
          extendedDetails: {
            finalAmount: 55,
            issuedFrom: { displayName: 'Ana Kupac', email: 'kupac@vitrina.test', address: { display2: 'Ilica 10, 10000 Zagreb' } },
            priceElements: [
              { displayName: 'Dostava na adresu', finalAmount: 5 },
              { displayName: 'Gotovina', finalAmount: 0 },
            ],
            items: found.items,
          },
          deliveryMethod: { id: 1, name: 'GLS', price: 4 },
          paymentMethod: { id: 1, name: 'Plaćanje pouzećem' },
          deliveryBranch: null,
        },
      })
    }),
  ]
}

beforeEach(() => {
  server.use(mock.post(`${API}/api/v1/logout`, () => HttpResponse.json({ data: { ok: true } })))
})

const documentCalls = () => seen.map((request) => `${request.method} ${pathOf(request)}`).filter((call) => call.includes('/document/'))
const pagesAsked = () =>
  Promise.all(seen.filter((request) => request.url.endsWith('/filter/web')).map(async (request) => ((await request.clone().json()) as { page: number }).page))

async function shopperOrders(count?: number) {
  const setup = authShop()
  server.use(...ordersBackend(count))
  await setup.shop.auth.login(SHOPPER)
  seen.length = 0
  return { ...setup, orders: createOrdersService(setup.shop) }
}

describe('the order history', () => {
  it('loads the first five orders of the store, newest first', async () => {
    const { orders } = await shopperOrders()
    const result = await orders.loadFirst()
    expect(documentCalls()).toEqual(['POST /api/v1/document/filter/web'])
    expect(await seen[0]!.clone().json()).toEqual({ filters: [{ key: 'store', value: 1 }], limit: 5, page: 1 })
    const history = orders.$history.get()
    expect(result).toEqual({ ok: true, data: history })
    expect([history.orders.map((entry) => entry.id), history.page, history.lastPage, history.total, history.loading]).toEqual([
      [12, 11, 10, 9, 8],
      1,
      3,
      12,
      false,
    ])
    expect(orders.$hasMore.get()).toBe(true)
  })

  it('reads an order for its row: statuses outside the known ones as unknown, no payment type as null', async () => {
    const { orders } = await shopperOrders()
    await orders.loadMore()
    await orders.loadMore()
    await orders.loadMore()
    const byId = new Map(orders.$history.get().orders.map((entry) => [entry.id, entry]))
    expect(byId.get(12)).toEqual({
      id: 12,
      number: 'WEB-2026-0012',
      issuedOn: '2026-05-12T10:00:00.000Z',
      paymentStatus: 'paid',
      deliveryStatus: 'unknown',
      paymentTypeName: 'Gotovina',
      baseAmount: 40,
      taxAmount: 10,
      finalAmount: 55,
      items: [
        { id: 121, productId: 112, name: 'Pelene', sku: 'A', qty: 2, finalNetPrice: 8, finalPrice: 10, rowTotal: 20 },
        { id: 122, productId: null, name: 'Obrisani proizvod', sku: 'B', qty: 1, finalNetPrice: 24, finalPrice: 30, rowTotal: 30 },
      ],
      itemImages: [
        { id: 112, media: { id: 9, filename: 'pelene.jpg', default: true } },
        { id: 0, media: null },
      ],
    })
    expect([byId.get(9)?.paymentStatus, byId.get(10)?.paymentStatus, byId.get(11)?.deliveryStatus, byId.get(3)?.paymentTypeName]).toEqual([
      'unknown',
      'unknown',
      'sent',
      null,
    ])
    expect([...byId.values()].filter((entry) => entry.paymentStatus !== 'unknown').map((entry) => entry.paymentStatus)).toEqual([
      'paid',
      'paid',
      'overpaid',
      'transferred',
      'notApplicable',
      'ptPaid',
      'ready',
      'paid',
      'notPaid',
      'scheduled',
    ])
  })

  it('appends page after page and stops at the last one without asking again', async () => {
    const { orders } = await shopperOrders()
    await orders.loadFirst()
    await orders.loadMore()
    await orders.loadMore()
    expect([orders.$history.get().orders.length, orders.$history.get().page, orders.$hasMore.get()]).toEqual([12, 3, false])
    const atEnd = await orders.loadMore()
    expect(atEnd).toEqual({ ok: true, data: orders.$history.get() })
    expect(await pagesAsked()).toEqual([1, 2, 3])
  })

  it('loads the first page when asked for more before anything was loaded', async () => {
    const { orders } = await shopperOrders()
    await orders.loadMore()
    expect(await pagesAsked()).toEqual([1])
  })

  it('sends nothing more while a page is loading', async () => {
    const { orders } = await shopperOrders()
    await orders.loadFirst()
    const loading = orders.loadMore()
    expect(orders.$history.get().loading).toBe(true)
    expect(await orders.loadMore()).toEqual({ ok: true, data: orders.$history.get() })
    await loading
    expect(await pagesAsked()).toEqual([1, 2])
  })

  it('replaces what was loaded when the first page is loaded again, and drops a page it overtook', async () => {
    const { orders } = await shopperOrders()
    await orders.loadFirst()
    const more = orders.loadMore()
    const first = orders.loadFirst()
    const overtaken = await more
    expect(overtaken.ok ? null : overtaken.error.code).toBe('ABORTED')
    await first
    expect(orders.$history.get().orders.map((entry) => entry.id)).toEqual([12, 11, 10, 9, 8])
  })

  it('shows an order once when a new order moved the later pages by one', async () => {
    const { orders } = await shopperOrders(6)
    await orders.loadFirst()
    server.use(...ordersBackend(7))
    await orders.loadMore()
    expect(orders.$history.get().orders.map((entry) => entry.id)).toEqual([6, 5, 4, 3, 2, 1])
  })

  it('says something went wrong when a page fails, and can load it again', async () => {
    const { orders, noticeKeys } = await shopperOrders()
    await orders.loadFirst()
    server.use(mock.post(`${API}/api/v1/document/filter/web`, () => HttpResponse.error()))
    const failed = await orders.loadMore()
    expect(failed.ok ? null : failed.error.code).toBe('NETWORK_ERROR')
    expect(noticeKeys().at(-1)).toBe('core.notifications.somethingWentWrong')
    expect([orders.$history.get().page, orders.$history.get().loading]).toEqual([1, false])
    server.resetHandlers()
    server.use(
      ...ordersBackend(),
      mock.post(`${API}/api/v1/logout`, () => HttpResponse.json({ data: {} })),
    )
    expect((await orders.loadMore()).ok).toBe(true)
    expect(orders.$history.get().page).toBe(2)
  })

  it('needs a logged-in user, and asks nothing without one', async () => {
    const { shop } = authShop()
    const result = await createOrdersService(shop).loadFirst()
    expect(result.ok ? null : result.error.code).toBe('UNAUTHENTICATED')
    expect(documentCalls()).toEqual([])
  })

  it('forgets the history on logout, and a page that arrives after it', async () => {
    const { orders, shop } = await shopperOrders()
    await orders.loadFirst()
    const more = orders.loadMore()
    await shop.auth.logout()
    await more
    expect(orders.$history.get()).toEqual({ orders: [], page: 0, lastPage: 0, total: 0, loading: false })
    expect(orders.$hasMore.get()).toBe(false)
  })
})

describe('an order’s details', () => {
  it('reads the contact, delivery and payment with the spec’s sources', async () => {
    const { orders } = await shopperOrders()
    const result = await orders.get(12)
    expect(documentCalls()).toEqual(['GET /api/v1/document/get/web/12'])
    expect(result.ok && result.data).toMatchObject({
      id: 12,
      number: 'WEB-2026-0012',
      contactName: 'Ana Kupac',
      contactEmail: 'kupac@vitrina.test',
      contactAddress: 'Ilica 10, 10000 Zagreb',
      deliveryMethodName: 'Dostava na adresu',
      deliveryAmount: 5,
      paymentMethodName: 'Plaćanje pouzećem',
      finalAmount: 55,
      totalQuantity: 3,
    })
  })

  it.each([
    [
      'no extended details at all: the delivery method and price from the order, the payment type’s name',
      { extendedDetails: null, deliveryMethod: { id: 1, name: 'GLS', price: 4 }, paymentMethod: null },
      {
        contactName: null,
        contactEmail: null,
        contactAddress: null,
        deliveryMethodName: 'GLS',
        deliveryAmount: 4,
        paymentMethodName: 'Gotovina',
        finalAmount: 55,
      },
    ],
    [
      'blank contact values and no price elements or methods',
      {
        extendedDetails: { issuedFrom: { displayName: ' ', email: '', address: { display2: null } }, priceElements: [] },
        deliveryMethod: null,
        paymentMethod: null,
        paymentType: null,
      },
      { contactName: null, contactEmail: null, contactAddress: null, deliveryMethodName: null, deliveryAmount: 5, paymentMethodName: null },
    ],
    [
      'no amounts at all: 0 (spec "fallback 0 EUR")',
      { extendedDetails: {}, deliveryMethod: null, baseAmount: null, taxAmount: undefined, deliveryAmount: null, finalAmount: null, items: null },
      { baseAmount: 0, taxAmount: 0, deliveryAmount: 0, finalAmount: 0, totalQuantity: 0, items: [] },
    ],
    ['amounts sent as text', { extendedDetails: { finalAmount: '61.50' }, baseAmount: '40.5' }, { baseAmount: 40.5, finalAmount: 61.5 }],
  ])('applies the fallbacks for %s', async (_name, override, expected) => {
    const { orders } = await shopperOrders()
    server.use(mock.get(`${API}/api/v1/document/get/web/:id`, () => HttpResponse.json({ data: { ...order(5), ...override } })))
    const result = await orders.get(5)
    expect(result.ok && result.data).toMatchObject(expected)
  })

  it('answers 404 for an order that is not the user’s, without a notice', async () => {
    const { orders, noticeKeys } = await shopperOrders()
    const result = await orders.get(999)
    expect(result.ok ? null : [result.error.status, result.error.code]).toEqual([404, 'NOT_FOUND'])
    expect(noticeKeys()).toEqual(['core.login.success'])
  })

  it('needs a logged-in user', async () => {
    const result = await createOrdersService(authShop().shop).get(1)
    expect(result.ok ? null : result.error.code).toBe('UNAUTHENTICATED')
  })
})

describe('the products of an order', () => {
  const product = (id: number) => ({
    id,
    name: `Proizvod ${id}`,
    slug: `p-${id}`,
    sku: `S${id}`,
    format: 'simple',
    isPurchasable: true,
    available: true,
    retailPrice: 10,
    finalPrice: 10,
  })

  it('fetches each line’s product one after another, a line without a product being null', async () => {
    const { orders } = await shopperOrders()
    let running = 0
    let overlapped = false
    server.use(
      mock.get(`${API}/api/v1/product/web/get`, async ({ request }) => {
        running++
        overlapped ||= running > 1
        await new Promise((resolve) => setTimeout(resolve, 5))
        running--
        return HttpResponse.json({ data: product(Number(new URL(request.url).searchParams.get('id'))) })
      }),
    )
    const detail = await orders.get(4)
    if (!detail.ok) throw detail.error
    const [withProduct, withoutProduct] = detail.data.items
    const products = await orders.productsOf({ ...detail.data, items: [withProduct!, { ...withProduct!, id: 43, productId: 200 }, withoutProduct!] })
    expect(products.map((entry) => entry?.id ?? null)).toEqual([104, 200, null])
    expect(overlapped).toBe(false)
    expect(seen.filter((request) => request.url.includes('/product/web/get')).map((request) => new URL(request.url).search)).toEqual([
      '?id=104&storeId=1',
      '?id=200&storeId=1',
    ])
  })

  it('only logs a failed product fetch and answers null for that line', async () => {
    const { orders, noticeKeys } = await shopperOrders()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    server.use(
      mock.get(`${API}/api/v1/product/web/get`, ({ request }) =>
        new URL(request.url).searchParams.get('id') === '104' ? error(404, 'Product not found.') : HttpResponse.json({ data: product(200) }),
      ),
    )
    const detail = await orders.get(4)
    if (!detail.ok) throw detail.error
    const line = detail.data.items[0]!
    const products = await orders.productsOf({ ...detail.data, items: [line, { ...line, id: 43, productId: 200 }] })
    expect(products.map((entry) => entry?.id ?? null)).toEqual([null, 200])
    expect(warn).toHaveBeenCalledTimes(1)
    expect(noticeKeys()).toEqual(['core.login.success'])
    warn.mockRestore()
  })
})

describe('createOrdersService', () => {
  it('answers the same service for the same instance', () => {
    const { shop } = authShop()
    expect(createOrdersService(shop)).toBe(createOrdersService(shop))
  })
})
