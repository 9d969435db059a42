import { http as mock, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { catalogHandlers } from '../../test/catalog.handlers'
import { API, pathOf, seen, server, useMswServer } from '../../test/msw'
import { createStorefront } from '../storefront/storefront.create'
import { createCatalogService } from './catalog.service'

useMswServer()

const shop = () => createStorefront({ apiUrl: API, apiKey: 'vitrina-sandbox-key', siteId: 1, storeId: 1 })
const calls = () => seen.map((request) => `${request.method} ${pathOf(request)}`)

describe('the catalog service', () => {
  it('reads a product by slug with the store, keeping the fields it does not check', async () => {
    server.use(...catalogHandlers())
    const result = await createCatalogService(shop()).getProduct({ slug: 'pikula-lipa-bocica-protiv-grceva-150-ml' })
    expect(calls()).toEqual(['GET /api/v1/product/products/get?slug=pikula-lipa-bocica-protiv-grceva-150-ml&store=1'])
    expect(result.ok && result.data).toMatchObject({
      id: 97,
      finalPrice: 15.99,
      description: '<p>Bočica protiv grčeva.</p>',
      attributeSet: { code: 'djecja-oprema' },
    })
  })

  it('reads a product by id, and through web/get', async () => {
    server.use(...catalogHandlers())
    const storefront = shop()
    const byId = await createCatalogService(storefront).getProduct({ id: 97 })
    const web = await createCatalogService(storefront).getWebProduct(97)
    expect(calls()).toEqual(['GET /api/v1/product/products/get?id=97&store=1', 'GET /api/v1/product/web/get?id=97&storeId=1'])
    expect([byId.ok && byId.data.sku, web.ok && web.data.sku]).toEqual(['HRA-1201-002', 'HRA-1201-002'])
  })

  it('answers a missing product with NOT_FOUND (404) and no notice', async () => {
    server.use(...catalogHandlers())
    const storefront = shop()
    const notices: unknown[] = []
    storefront.notices.listen((notice) => notices.push(notice))
    const result = await createCatalogService(storefront).getProduct({ slug: 'nema-ga' })
    expect(result.ok ? null : [result.error.code, result.error.status, result.error.messageKey]).toEqual(['NOT_FOUND', 404, 'core.notifications.notFound'])
    expect(notices).toEqual([])
  })

  it('refuses a product whose prices are missing as an invalid response', async () => {
    server.use(mock.get(`${API}/api/v1/product/products/get`, () => HttpResponse.json({ data: { id: 1, name: 'x', slug: 'x', sku: 'x', format: 'simple' } })))
    const result = await createCatalogService(shop()).getProduct({ id: 1 })
    expect(result.ok ? null : result.error.code).toBe('INVALID_RESPONSE')
  })

  it.each([{}, { filters: {} }, { keywords: '   ', ids: [] }, { mainCategory: '' }])(
    'answers a product list without criteria %j with an empty page and no request',
    async (query) => {
      server.use(...catalogHandlers())
      const storefront = shop()
      const list = await createCatalogService(storefront).filterProducts({ ...query, limit: 12 })
      const layered = await createCatalogService(storefront).getLayeredNavigation(query)
      expect(list).toEqual({ ok: true, data: { records: [], page: 1, perPage: 12, total: 0, totalPages: 1 } })
      expect(layered).toEqual({ ok: true, data: [] })
      expect(seen).toHaveLength(0)
    },
  )

  it('lists products with the paging numbers of the answer', async () => {
    server.use(...catalogHandlers())
    const result = await createCatalogService(shop()).filterProducts({
      filters: { archived: false, categories: [1002] },
      page: 2,
      limit: 12,
      sort: { param: 'finalPrice', order: 'asc' },
    })
    expect(result.ok && { ...result.data, records: result.data.records.length }).toEqual({ records: 12, page: 2, perPage: 12, total: 30, totalPages: 3 })
    expect(await seen[0]!.json()).toEqual({ filters: { archived: false, categories: [1002] }, page: 2, limit: 12, sort: { param: 'finalPrice', order: 'asc' } })
  })

  it('reads the layered filters of a list', async () => {
    server.use(...catalogHandlers())
    const result = await createCatalogService(shop()).getLayeredNavigation({ filters: { archived: false, categories: [1900] } })
    expect(result.ok && result.data.map((filter) => [filter.attributeCode, filter.type])).toEqual([
      ['price', 'numberField'],
      ['boja', 'visualSwatch'],
      ['eko', 'yesNo'],
    ])
  })

  it('reads a category by id and by slug', async () => {
    server.use(...catalogHandlers())
    const storefront = shop()
    const byId = await createCatalogService(storefront).getCategory(1028)
    const bySlug = await createCatalogService(storefront).getCategory('akcija')
    expect(calls()).toEqual(['GET /api/v1/product/web/category/get/1028', 'GET /api/v1/product/web/category/get/slug/akcija'])
    expect(byId.ok && [byId.data.sortTypes, byId.data.sortDefaultType, byId.data.relCat[0]?.slug]).toEqual([[1, 5, 6, 8], 8, 'kombinirana-kolica'])
    expect(bySlug.ok && bySlug.data.id).toBe(1900)
  })

  it('reads the category tree sorted by id', async () => {
    server.use(...catalogHandlers())
    const result = await createCatalogService(shop()).getCategoryTree()
    expect(await seen[0]!.json()).toEqual({ tree: true, sort: { param: 'id', order: 'asc' } })
    expect(result.ok && result.data.map((root) => [root.slug, root.children.map((child) => child.slug)])).toEqual([
      ['kolica', ['kombinirana-kolica', 'sportska-kolica']],
      ['akcija', []],
    ])
  })

  it('lists the product tags', async () => {
    server.use(...catalogHandlers())
    const result = await createCatalogService(shop()).filterTags()
    expect(result.ok && result.data.records.map((tag) => tag.name)).toEqual(['novo', 'najprodavanije', 'popust'])
  })

  it('checks whether a bundle needs the customisation modal', async () => {
    server.use(...catalogHandlers())
    const result = await createCatalogService(shop()).checkBundles(626)
    expect(calls()).toEqual(['GET /api/v1/product/checkBundles?product=626'])
    expect(result.ok && [result.data.hasConfigurable, result.data.hasBundle, result.data.items.map((item) => item.format)]).toEqual([
      true,
      false,
      ['configurable', 'simple'],
    ])
  })
})
