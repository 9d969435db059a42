import { http as mock, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import * as fixtures from '../../test/catalog.fixtures'
import { catalogHandlers } from '../../test/catalog.handlers'
import { API, pathOf, seen, server, useMswServer } from '../../test/msw'
import type { Notice } from '../notices/notices.types'
import { createStorefront } from '../storefront/storefront.create'
import type { StorefrontOptions } from '../storefront/storefront.types'
import type { ListingOptions, PageSize, SortType } from './catalog.listing.types'
import { createCatalogService } from './catalog.service'

useMswServer()

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

const SPORTSKA = fixtures.category(1002)!
const LUKSUZNA = fixtures.category(1028)!
const AKCIJA = fixtures.category(1900)!

function setUp(options: ListingOptions, storefrontOptions: Partial<StorefrontOptions> = {}) {
  const storefront = createStorefront({ apiUrl: API, apiKey: 'vitrina-sandbox-key', siteId: 1, storeId: 1, ...storefrontOptions })
  const notices: Notice[] = []
  storefront.notices.listen((notice) => notices.push(notice))
  return { listing: createCatalogService(storefront).createListing(options), notices }
}

type ListBody = { keywords?: string; filters: Record<string, unknown>; page: number; limit: number; sort: { param: string; order: string } }

const requestsTo = (path: string) => seen.filter((request) => pathOf(request) === `/api/v1/product/${path}`)
const bodiesTo = <T = ListBody>(path: string): Promise<T[]> => Promise.all(requestsTo(path).map((request) => request.clone().json() as Promise<T>))
const lastListBody = async () => (await bodiesTo('web/filter')).at(-1)!
const ids = (products: readonly { id: unknown }[]) => products.map((product) => product.id)

describe('a category listing', () => {
  it('loads the first 12 products of the category with archived=false and the category id, newest first, and its filters', async () => {
    server.use(...catalogHandlers())
    const { listing } = setUp({ category: SPORTSKA })
    expect(await listing.load()).toEqual({ ok: true, data: undefined })
    expect(await bodiesTo('web/filter')).toEqual([
      { filters: { archived: false, categories: [1002] }, page: 1, limit: 12, sort: { param: 'id', order: 'desc' } },
    ])
    expect(await bodiesTo('layered/navigation')).toEqual([{ filters: { archived: false, categories: [1002] } }])
    expect(ids(listing.$products.get())).toEqual([30, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19])
    expect([listing.$total.get(), listing.$totalPages.get(), listing.$page.get(), listing.$loading.get()]).toEqual([30, 3, 1, false])
    expect(listing.$filters.get().map((filter) => filter.attributeCode)).toEqual(['price', 'boja', 'eko'])
  })

  it('adds discount=true for the sale category akcija and starts with its default sort, cheapest first', async () => {
    server.use(...catalogHandlers())
    const { listing } = setUp({ category: AKCIJA })
    await listing.load()
    expect(await lastListBody()).toMatchObject({
      filters: { archived: false, categories: [1900], discount: true },
      sort: { param: 'finalPrice', order: 'asc' },
    })
    const prices = listing.$products.get().map((product) => product.finalPrice)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    expect(listing.$products.get().every((product) => product.discount !== null)).toBe(true)
    expect([listing.$sort.get(), listing.$sortOptions.get()]).toEqual([3, [3, 4, 1, 5]])
  })

  it('lists every product with only archived=false on the all-products page', async () => {
    server.use(...catalogHandlers())
    const { listing } = setUp({ all: true })
    await listing.load()
    expect((await lastListBody()).filters).toEqual({ archived: false })
    expect(listing.$total.get()).toBe(30)
  })

  it.each<[SortType, { param: string; order: string }]>([
    [1, { param: 'id', order: 'desc' }],
    [2, { param: 'id', order: 'asc' }],
    [3, { param: 'finalPrice', order: 'asc' }],
    [4, { param: 'finalPrice', order: 'desc' }],
    [5, { param: 'name', order: 'asc' }],
    [6, { param: 'name', order: 'desc' }],
    [7, { param: 'categoryPriority', order: 'asc' }],
    [8, { param: 'categoryPriority', order: 'desc' }],
  ])('sorts by option %i (%j) from page 1', async (sort, wire) => {
    server.use(...catalogHandlers())
    const { listing } = setUp({ category: SPORTSKA, query: { page: 2 } })
    await listing.load()
    expect(listing.setSort(sort)).toBe(true)
    await listing.settled()
    expect(await lastListBody()).toMatchObject({ page: 1, sort: wire })
    const key = wire.param as 'id' | 'finalPrice' | 'name' | 'categoryPriority'
    const values = listing.$products.get().map((product) => product[key] as string | number)
    const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    expect(values).toEqual(wire.order === 'asc' ? sorted : sorted.reverse())
    expect([listing.$sort.get(), listing.$page.get()]).toEqual([sort, 1])
  })

  it("starts with the category's default sort and refuses options it does not offer", async () => {
    server.use(...catalogHandlers())
    const { listing } = setUp({ category: LUKSUZNA })
    await listing.load()
    expect((await lastListBody()).sort).toEqual({ param: 'categoryPriority', order: 'desc' })
    expect([listing.$sort.get(), listing.$sortOptions.get()]).toEqual([8, [1, 5, 6, 8]])
    const before = seen.length
    expect(listing.setSort(3)).toBe(false)
    expect([seen.length, listing.$sort.get()]).toEqual([before, 8])
  })

  it('ignores a sort from the URL that the category does not offer', async () => {
    server.use(...catalogHandlers())
    const { listing } = setUp({ category: LUKSUZNA, query: { sort: 3 } })
    await listing.load()
    expect(listing.$sort.get()).toBe(8)
    expect((await lastListBody()).sort).toEqual({ param: 'categoryPriority', order: 'desc' })
  })

  it('shows 24 per page when asked, from page 1, and refuses other sizes', async () => {
    server.use(...catalogHandlers())
    const { listing } = setUp({ category: SPORTSKA, query: { page: 3 } })
    await listing.load()
    expect(listing.setPageSize(24)).toBe(true)
    await listing.settled()
    expect(await lastListBody()).toMatchObject({ page: 1, limit: 24 })
    expect([listing.$products.get().length, listing.$totalPages.get(), listing.$pageSize.get(), listing.$page.get()]).toEqual([24, 2, 24, 1])
    expect(listing.setPageSize(13 as PageSize)).toBe(false)
    expect(listing.$search.get()).toBe('limit=24')
  })

  it('ignores a page outside 1..totalPages and goes to one inside', async () => {
    server.use(...catalogHandlers())
    const { listing } = setUp({ category: SPORTSKA })
    await listing.load()
    const before = seen.length
    expect([listing.setPage(0), listing.setPage(4), listing.setPage(1.5), listing.setPage(-1)]).toEqual([false, false, false, false])
    expect(seen.length).toBe(before)
    expect(listing.setPage(3)).toBe(true)
    await listing.settled()
    expect((await lastListBody()).page).toBe(3)
    expect(ids(listing.$products.get())).toEqual([6, 5, 4, 3, 2, 1])
  })

  it('blocks previous on the first page and next on the last', async () => {
    server.use(...catalogHandlers())
    const { listing } = setUp({ category: SPORTSKA })
    await listing.load()
    expect(listing.previous()).toBe(false)
    expect(listing.next()).toBe(true)
    await listing.settled()
    expect(listing.next()).toBe(true)
    await listing.settled()
    expect(listing.$page.get()).toBe(3)
    expect(listing.next()).toBe(false)
    expect(listing.previous()).toBe(true)
    await listing.settled()
    expect((await bodiesTo('web/filter')).map((body) => body.page)).toEqual([1, 2, 3, 2])
  })

  it('falls back to page 1 when the page from the URL is past the last page', async () => {
    server.use(...catalogHandlers())
    const { listing } = setUp({ category: SPORTSKA, query: { page: 9 } })
    await listing.load()
    expect((await bodiesTo('web/filter')).map((body) => body.page)).toEqual([9, 1])
    expect([listing.$page.get(), listing.$products.get().length]).toEqual([1, 12])
  })

  it('appends the next page on load more until the last page', async () => {
    server.use(...catalogHandlers())
    const { listing } = setUp({ all: true })
    await listing.load()
    expect(listing.loadMore()).toBe(true)
    expect(listing.loadMore()).toBe(false)
    await listing.settled()
    expect(listing.loadMore()).toBe(true)
    await listing.settled()
    expect(ids(listing.$products.get())).toEqual(Array.from({ length: 30 }, (_, index) => 30 - index))
    expect([listing.$page.get(), listing.loadMore()]).toEqual([3, false])
    expect(requestsTo('layered/navigation')).toHaveLength(1)
  })

  it('shows only featured products from page 1 when featured is set', async () => {
    server.use(...catalogHandlers())
    const { listing } = setUp({ category: SPORTSKA, query: { page: 2 } })
    await listing.load()
    listing.setFeatured(true)
    await listing.settled()
    expect(await lastListBody()).toMatchObject({ page: 1, filters: { featured: true } })
    expect(listing.$products.get().every((product) => product.featured)).toBe(true)
    expect(listing.$search.get()).toBe('featured=1')
  })
})

describe('listing filters', () => {
  it('resets to page 1 at once and loads after a 500 ms pause', async () => {
    server.use(...catalogHandlers())
    const { listing } = setUp({ category: SPORTSKA, query: { page: 2 } })
    await listing.load()
    seen.length = 0
    listing.setFilter('boja', { kind: 'options', ids: [2] })
    expect([listing.$page.get(), listing.$loading.get(), listing.$filterCount.get()]).toEqual([1, true, 1])
    await vi.advanceTimersByTimeAsync(499)
    expect(seen).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    await listing.settled()
    expect(await lastListBody()).toMatchObject({ page: 1, filters: { archived: false, categories: [1002], boja: [2] } })
    expect(await bodiesTo('layered/navigation')).toEqual([{ filters: { archived: false, categories: [1002], boja: [2] } }])
    expect(listing.$total.get()).toBe(8)
    expect(listing.$loading.get()).toBe(false)
  })

  it('sends one request with the last filters after ten quick changes', async () => {
    server.use(...catalogHandlers())
    const { listing } = setUp({ category: SPORTSKA })
    await listing.load()
    seen.length = 0
    for (let change = 0; change < 10; change++) {
      listing.toggleOption('boja', 1 + (change % 4))
      await vi.advanceTimersByTimeAsync(100)
    }
    await vi.advanceTimersByTimeAsync(500)
    await listing.settled()
    // Ticked 1 2 3 4 1 2 3 4 1 2: 1 and 2 ticked three times, 3 and 4 twice.
    expect(await bodiesTo('web/filter')).toEqual([
      { filters: { archived: false, categories: [1002], boja: [1, 2] }, page: 1, limit: 12, sort: { param: 'id', order: 'desc' } },
    ])
    expect(requestsTo('layered/navigation')).toHaveLength(1)
    expect(listing.$selected.get()).toEqual({ boja: { kind: 'options', ids: [1, 2] } })
  })

  it('aborts the request of a change that a newer change replaces', async () => {
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    const signals: AbortSignal[] = []
    server.use(
      mock.post(`${API}/api/v1/product/web/filter`, async ({ request }) => {
        signals.push(request.signal)
        if (signals.length === 2) await gate
      }),
      ...catalogHandlers(),
    )
    const { listing, notices } = setUp({ category: SPORTSKA })
    await listing.load()
    listing.setFilter('eko', { kind: 'yesNo', values: [true] })
    await vi.advanceTimersByTimeAsync(500)
    listing.setFilter('eko', { kind: 'yesNo', values: [false] })
    expect(signals[1]!.aborted).toBe(true)
    await vi.advanceTimersByTimeAsync(500)
    release()
    await listing.settled()
    expect((await lastListBody()).filters.eko).toEqual([false])
    expect(listing.$products.get().every((product) => Number(product.id) % 2 === 1)).toBe(true)
    expect([listing.$error.get(), notices]).toEqual([null, []])
  })

  it('never lets a late answer to an older change overwrite a newer one, even when the backend ignores the cancellation', async () => {
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    let count = 0
    server.use(
      mock.post(`${API}/api/v1/product/web/filter`, async () => {
        count++
        if (count === 2) await gate
      }),
      ...catalogHandlers(),
    )
    // A fetch that drops the abort signal, as a backend that answers anyway would look to the SDK.
    const ignoringAbort: typeof fetch = (input, init) => globalThis.fetch(new Request(input as Request, { ...init, signal: null }))
    const { listing } = setUp({ category: SPORTSKA }, { fetch: ignoringAbort })
    await listing.load()
    listing.setFilter('eko', { kind: 'yesNo', values: [true] })
    await vi.advanceTimersByTimeAsync(500)
    const older = listing.settled()
    listing.setFilter('eko', { kind: 'yesNo', values: [false] })
    await vi.advanceTimersByTimeAsync(500)
    await listing.settled()
    const odd = ids(listing.$products.get())
    expect(odd.every((id) => Number(id) % 2 === 1)).toBe(true)
    release()
    // The older load resolves with the newer outcome and leaves the newer products in place.
    expect(await older).toEqual({ ok: true, data: undefined })
    await vi.advanceTimersByTimeAsync(0)
    expect(ids(listing.$products.get())).toEqual(odd)
    expect(count).toBe(3)
  })

  it('counts the chosen filter values and writes them to the URL query', async () => {
    server.use(...catalogHandlers())
    const { listing } = setUp({ category: SPORTSKA })
    listing.toggleOption('boja', 3)
    listing.toggleOption('boja', 1)
    listing.toggleOption('eko', true)
    listing.setFilter('price', { kind: 'range', min: 10, max: 200 })
    expect(listing.$filterCount.get()).toBe(4)
    expect(listing.$search.get()).toBe('boja=1,3&eko=yes&price=10-200')
    listing.toggleOption('boja', 3)
    listing.toggleOption('eko', true)
    expect([listing.$filterCount.get(), listing.$search.get()]).toEqual([2, 'boja=1&price=10-200'])
    listing.clearFilters()
    expect([listing.$filterCount.get(), listing.$search.get()]).toEqual([0, ''])
    await vi.advanceTimersByTimeAsync(500)
    await listing.settled()
    expect(requestsTo('web/filter')).toHaveLength(1)
  })

  it('loads nothing after it is disposed', async () => {
    server.use(...catalogHandlers())
    const { listing } = setUp({ category: SPORTSKA })
    listing.setFilter('boja', { kind: 'options', ids: [2] })
    listing.dispose()
    await vi.advanceTimersByTimeAsync(1000)
    expect(seen).toHaveLength(0)
    expect(await listing.settled()).toEqual({ ok: true, data: undefined })
  })
})

describe('a search listing', () => {
  it('searches by keywords and goes back to page 1 when they change', async () => {
    server.use(...catalogHandlers())
    const { listing } = setUp({ keywords: 'kolica', query: { page: 2 } })
    await listing.load()
    expect(await lastListBody()).toMatchObject({ keywords: 'kolica', page: 2, filters: { archived: false } })
    listing.setKeywords('kolica a')
    await listing.settled()
    expect(await lastListBody()).toMatchObject({ keywords: 'kolica a', page: 1 })
    expect((await bodiesTo<{ keywords: string }>('layered/navigation')).map((body) => body.keywords)).toEqual(['kolica', 'kolica a'])
    expect(listing.$search.get()).toBe('search=kolica%20a')
  })

  it('shows nothing and asks nothing without search words', async () => {
    server.use(...catalogHandlers())
    const { listing } = setUp({ keywords: '  ' })
    await listing.load()
    expect(seen).toHaveLength(0)
    expect([listing.$products.get(), listing.$total.get()]).toEqual([[], 0])
  })
})

describe('listing state', () => {
  it('reports a failed load as an error notice and keeps the products it had', async () => {
    server.use(...catalogHandlers())
    const { listing, notices } = setUp({ category: SPORTSKA })
    await listing.load()
    server.use(mock.post(`${API}/api/v1/product/web/filter`, () => HttpResponse.json({ message: 'Boom', statusCode: 500 }, { status: 500 })))
    listing.next()
    const outcome = await listing.settled()
    expect(outcome.ok ? null : outcome.error.code).toBe('HTTP_ERROR')
    expect([listing.$error.get()?.status, listing.$loading.get(), listing.$products.get().length]).toEqual([500, false, 12])
    expect(notices.map((notice) => [notice.level, notice.key])).toEqual([['error', 'core.notifications.somethingWentWrong']])
  })

  it('asks for the same page again after a failed load more', async () => {
    server.use(...catalogHandlers())
    const { listing } = setUp({ all: true })
    await listing.load()
    server.use(mock.post(`${API}/api/v1/product/web/filter`, () => HttpResponse.json({ message: 'Boom', statusCode: 500 }, { status: 500 }), { once: true }))
    expect(listing.loadMore()).toBe(true)
    await listing.settled()
    expect([listing.$page.get(), listing.$products.get().length]).toEqual([1, 12])
    expect(listing.loadMore()).toBe(true)
    await listing.settled()
    expect((await bodiesTo('web/filter')).map((body) => body.page)).toEqual([1, 2, 2])
    expect([listing.$page.get(), listing.$products.get().length, listing.$error.get()]).toEqual([2, 24, null])
  })

  it('starts from a server snapshot without a request and pages on without reloading the filters', async () => {
    server.use(...catalogHandlers())
    const { listing: server1 } = setUp({ category: SPORTSKA, query: { filters: { eko: { kind: 'yesNo', values: [true] } } } })
    await server1.load()
    const snapshot = JSON.parse(JSON.stringify(server1.dehydrate())) as ReturnType<typeof server1.dehydrate>
    seen.length = 0

    const { listing } = setUp({ category: SPORTSKA, snapshot })
    expect([ids(listing.$products.get()), listing.$totalPages.get(), listing.$filters.get().length]).toEqual([ids(server1.$products.get()), 2, 3])
    expect(seen).toHaveLength(0)
    expect(listing.next()).toBe(true)
    await listing.settled()
    expect(await bodiesTo('web/filter')).toMatchObject([{ page: 2, filters: { eko: [true] } }])
    expect(requestsTo('layered/navigation')).toHaveLength(0)
  })
})
