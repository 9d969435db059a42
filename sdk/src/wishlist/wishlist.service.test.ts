import { http as mock, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { EDITOR, SHOPPER } from '../../test/auth.backend'
import { authShop } from '../../test/auth.setup'
import { API, pathOf, seen, server, useMswServer } from '../../test/msw'
import { createStorefront } from '../storefront/storefront.create'
import { createWishlistService } from './wishlist.service'

useMswServer()

const card = (id: number) => ({
  id,
  name: `Proizvod ${id}`,
  slug: `proizvod-${id}`,
  sku: `SKU-${id}`,
  format: 'simple',
  isPurchasable: true,
  available: true,
  retailPrice: 10,
  finalPrice: 10,
  categories: [],
  tags: [],
  media: [],
})
const error = (status: number, message: string) => HttpResponse.json({ message, statusCode: status }, { status })

/** The wishlist routes of docs/contract/account.md over a list of product ids, newest first. */
function wishlistBackend(productIds: number[] = [7, 3]) {
  let serial = 500
  let items = productIds.map((productId) => ({ id: ++serial, product_id: productId, createdAt: '2026-06-01T10:00:00.000Z', product: card(productId) }))
  const handlers = [
    mock.get(`${API}/api/v1/cms/wishlist/filter`, ({ request }) =>
      request.headers.has('authorization')
        ? HttpResponse.json({ data: { records: items, pagination: { page: 1, perPage: 9999, limit: 9999, total: items.length, lastPage: 1 } } })
        : error(401, 'Unauthorized.'),
    ),
    mock.post(`${API}/api/v1/cms/wishlist/create`, async ({ request }) => {
      const { product_id } = (await request.json()) as { product_id: number }
      if (items.some((item) => item.product_id === product_id)) return error(409, 'Product already in wishlist.')
      const item = { id: ++serial, product_id, createdAt: '2026-06-02T10:00:00.000Z', product: card(product_id) }
      items = [item, ...items]
      return HttpResponse.json({ data: { id: item.id, product_id, createdAt: item.createdAt } })
    }),
    mock.delete(`${API}/api/v1/cms/wishlist/remove/:id`, ({ params }) => {
      const item = items.find((candidate) => String(candidate.id) === params.id)
      if (!item) return error(404, 'Wishlist item not found.')
      items = items.filter((candidate) => candidate !== item)
      return HttpResponse.json({ data: { id: item.id, product_id: item.product_id } })
    }),
  ]
  return { handlers, items: () => items }
}

beforeEach(() => {
  server.use(mock.post(`${API}/api/v1/logout`, () => HttpResponse.json({ data: { ok: true } })))
})

const wishlistCalls = () => seen.map((request) => `${request.method} ${pathOf(request)}`).filter((call) => call.includes('/wishlist/'))
const LIST = 'GET /api/v1/cms/wishlist/filter?page=1&limit=9999'

async function shopperWishlist(productIds?: number[]) {
  const setup = authShop()
  const backend = wishlistBackend(productIds)
  server.use(...backend.handlers)
  const wishlist = createWishlistService(setup.shop)
  await setup.shop.auth.login(SHOPPER)
  await vi.waitFor(() => expect(wishlist.$items.get()).not.toBeNull())
  return { ...setup, backend, wishlist }
}

describe('the wishlist following the user', () => {
  it('loads the whole list (limit 9999) once after a shopper logs in', async () => {
    const { wishlist } = await shopperWishlist()
    expect(wishlistCalls()).toEqual([LIST])
    expect(wishlist.$items.get()?.map((item) => [item.product_id, item.product?.name])).toEqual([
      [7, 'Proizvod 7'],
      [3, 'Proizvod 3'],
    ])
    expect([wishlist.$count.get(), [...wishlist.$productIds.get()], wishlist.has(3), wishlist.has('7'), wishlist.has(4)]).toEqual([
      2,
      ['7', '3'],
      true,
      true,
      false,
    ])
  })

  it('loads nothing for a back-office user: no wishlist and no count', async () => {
    const { shop } = authShop()
    server.use(...wishlistBackend().handlers)
    const wishlist = createWishlistService(shop)
    await shop.auth.login(EDITOR)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(wishlistCalls()).toEqual([])
    expect([wishlist.$items.get(), wishlist.$count.get()]).toEqual([null, 0])
  })

  it('clears on logout', async () => {
    const { shop, wishlist } = await shopperWishlist()
    await shop.auth.logout()
    expect([wishlist.$items.get(), wishlist.$count.get(), wishlist.has(7)]).toEqual([null, 0, false])
  })

  it('drops a list that arrives after the user logged out', async () => {
    const setup = authShop()
    let answer: (() => void) | undefined
    server.use(
      mock.get(
        `${API}/api/v1/cms/wishlist/filter`,
        () =>
          new Promise<Response>((resolve) => (answer = () => resolve(HttpResponse.json({ data: { records: [{ id: 1, product_id: 7, product: card(7) }] } })))),
      ),
    )
    const wishlist = createWishlistService(setup.shop)
    await setup.shop.auth.login(SHOPPER)
    await vi.waitFor(() => expect(answer).toBeDefined())
    await setup.shop.auth.logout()
    answer!()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(wishlist.$items.get()).toBeNull()
  })

  it('keeps an item whose product card is missing or unreadable, with a null product', async () => {
    const setup = authShop()
    server.use(
      mock.get(`${API}/api/v1/cms/wishlist/filter`, () =>
        HttpResponse.json({
          data: {
            records: [
              { id: 1, product_id: 7 },
              { id: 2, product_id: 8, product: { id: 8 } },
            ],
          },
        }),
      ),
    )
    const wishlist = createWishlistService(setup.shop)
    await setup.shop.auth.login(SHOPPER)
    await vi.waitFor(() =>
      expect(wishlist.$items.get()).toEqual([
        { id: 1, product_id: 7, product: null },
        { id: 2, product_id: 8, product: null },
      ]),
    )
  })
})

describe('load', () => {
  it('answers an empty list for a visitor without a request, leaving the store unloaded', async () => {
    const wishlist = createWishlistService(authShop().shop)
    expect(await wishlist.load()).toEqual({ ok: true, data: [] })
    expect([wishlistCalls(), wishlist.$items.get()]).toEqual([[], null])
  })

  it('sends one request for loads that overlap, the subscription’s own included', async () => {
    const setup = authShop()
    server.use(...wishlistBackend().handlers)
    await setup.shop.auth.login(SHOPPER)
    // A server-side loader: the service is created for a user already logged in and asked to load at once.
    const wishlist = createWishlistService(setup.shop)
    const [first, second] = await Promise.all([wishlist.load(), wishlist.load()])
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(first).toEqual(second)
    expect(wishlistCalls()).toEqual([LIST])
  })

  it('fetches again when asked after a load has finished', async () => {
    const { wishlist } = await shopperWishlist()
    await wishlist.load()
    expect(wishlistCalls()).toEqual([LIST, LIST])
  })

  it('answers the failure of the list call, keeping the list as it was', async () => {
    const { wishlist } = await shopperWishlist()
    server.use(mock.get(`${API}/api/v1/cms/wishlist/filter`, () => error(500, 'Internal server error.')))
    const result = await wishlist.load()
    expect(result.ok ? null : result.error.status).toBe(500)
    expect(wishlist.$count.get()).toBe(2)
  })
})

describe('toggle', () => {
  it('adds a product that is not wished, refetches and says it was added', async () => {
    const { wishlist, notices } = await shopperWishlist()
    expect(await wishlist.toggle(12)).toEqual({ ok: true, data: 'added' })
    expect(wishlistCalls()).toEqual([LIST, 'POST /api/v1/cms/wishlist/create', LIST])
    expect(
      await seen
        .find((request) => request.url.endsWith('/create'))!
        .clone()
        .json(),
    ).toEqual({ product_id: 12 })
    expect([wishlist.$count.get(), wishlist.has(12)]).toEqual([3, true])
    expect(notices.at(-1)).toMatchObject({ level: 'success', key: 'core.notifications.wishlistAdded' })
  })

  it('removes a wished product by its wishlist item id, refetches and says it was removed', async () => {
    const { wishlist, noticeKeys } = await shopperWishlist()
    const itemId = wishlist.$items.get()!.find((item) => item.product_id === 3)!.id
    expect(await wishlist.toggle('3')).toEqual({ ok: true, data: 'removed' })
    expect(wishlistCalls()).toEqual([LIST, `DELETE /api/v1/cms/wishlist/remove/${itemId}`, LIST])
    expect([wishlist.$count.get(), wishlist.has(3)]).toEqual([1, false])
    expect(noticeKeys().at(-1)).toBe('core.notifications.wishlistRemoved')
  })

  it('asks a visitor to log in: UNAUTHENTICATED and no request', async () => {
    const wishlist = createWishlistService(authShop().shop)
    const result = await wishlist.toggle(7)
    expect(result.ok ? null : result.error.code).toBe('UNAUTHENTICATED')
    expect(wishlistCalls()).toEqual([])
  })

  it.each([
    ['the server refuses (409)', () => mock.post(`${API}/api/v1/cms/wishlist/create`, () => error(409, 'Wishlist is full.'))],
    ['the network fails', () => mock.post(`${API}/api/v1/cms/wishlist/create`, () => HttpResponse.error())],
  ])('says something went wrong and leaves the list as it was when %s', async (_name, handler) => {
    const { wishlist, noticeKeys } = await shopperWishlist()
    server.use(handler())
    const before = wishlist.$items.get()
    const result = await wishlist.toggle(12)
    expect(result.ok).toBe(false)
    expect(wishlist.$items.get()).toBe(before)
    expect(noticeKeys().at(-1)).toBe('core.notifications.somethingWentWrong')
    expect(wishlistCalls()).toEqual([LIST, 'POST /api/v1/cms/wishlist/create'])
  })

  it('applies the change itself when only the refetch fails', async () => {
    const { wishlist, noticeKeys } = await shopperWishlist()
    server.use(mock.get(`${API}/api/v1/cms/wishlist/filter`, () => HttpResponse.error()))
    expect(await wishlist.toggle(12)).toEqual({ ok: true, data: 'added' })
    expect(wishlist.$items.get()?.[0]).toEqual({ id: 503, product_id: 12, product: null })
    expect(await wishlist.toggle(7)).toEqual({ ok: true, data: 'removed' })
    expect([...wishlist.$productIds.get()]).toEqual(['12', '3'])
    expect(noticeKeys().slice(-2)).toEqual(['core.notifications.wishlistAdded', 'core.notifications.wishlistRemoved'])
  })

  it('marks the product as toggling while its toggle runs and refuses a second toggle of it meanwhile', async () => {
    const { wishlist } = await shopperWishlist()
    const toggling = wishlist.toggle(12)
    expect([wishlist.isToggling(12), wishlist.isToggling('12'), wishlist.isToggling(7), [...wishlist.$toggling.get()]]).toEqual([true, true, false, ['12']])
    const again = await wishlist.toggle(12)
    expect(again.ok ? null : again.error.code).toBe('BUSY')
    const other = wishlist.toggle(7)
    expect((await toggling).ok && (await other).ok).toBe(true)
    expect([wishlist.isToggling(12), wishlist.$toggling.get().size]).toEqual([false, 0])
    expect(wishlistCalls().filter((call) => call.includes('/create'))).toHaveLength(1)
  })
})

describe('server-rendered state', () => {
  it('dehydrates to JSON data and hydrates a browser instance without fetching the list again', async () => {
    const server_ = await shopperWishlist()
    const snapshot = JSON.parse(JSON.stringify(server_.wishlist.dehydrate()))
    seen.length = 0
    const browser = createStorefront({ apiUrl: API, apiKey: 'vitrina-sandbox-key', siteId: 1, storeId: 1, storage: server_.storage })
    browser.hydrate(JSON.parse(JSON.stringify(server_.shop.dehydrate())))
    const wishlist = createWishlistService(browser)
    wishlist.hydrate(snapshot)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(wishlistCalls()).toEqual([])
    expect([wishlist.$count.get(), wishlist.has(7)]).toEqual([2, true])
  })

  it('dehydrates an unloaded wishlist as null items', () => {
    expect(createWishlistService(authShop().shop).dehydrate()).toEqual({ items: null })
  })
})

describe('createWishlistService', () => {
  it('answers the same service for the same instance', () => {
    const { shop } = authShop()
    expect(createWishlistService(shop)).toBe(createWishlistService(shop))
  })
})
