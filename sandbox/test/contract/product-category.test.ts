import { describe, expect, it } from 'vitest'
import { useSandbox } from '../sandbox.fixture'
import { badRequest, getIn, listedIds, postIn } from './catalog.fixture'

const sandbox = useSandbox()
const PRODUCT = '/api/v1/product'

describe('GET api/v1/product/web/category/get/{id}', () => {
  it('answers a root category with its page data, sub-categories and related categories', async () => {
    const { status, body } = await getIn(sandbox(), `${PRODUCT}/web/category/get/1000`)
    expect(status).toBe(200)
    const category = body.data
    expect(category).toMatchObject({
      id: 1000,
      name: 'Kolica',
      slug: 'kolica',
      slugs: { hr: 'kolica', sl: 'vozicki' },
      description: expect.stringContaining('Kolica'),
      sortTypes: [1, 2, 3, 4, 5, 6, 7, 8],
      sortDefaultType: 1,
      priceOnRequest: false,
      isSale: false,
      parentId: null,
      parent: null,
      media: expect.objectContaining({ mime: 'image/png' }),
      createdAt: expect.stringMatching(/^\d{4}-/),
    })
    expect(category.children.map((child: { id: number }) => child.id)).toEqual([1001, 1002, 1003, 1004, 1028])
    expect(category.relCat.map((related: { slug: string }) => related.slug)).toEqual([
      'kombinirana-kolica',
      'sportska-kolica',
      'kolica-za-blizance',
      'dodaci-za-kolica',
      'luksuzna-kolica',
    ])
    expect(category.relCat[0]).toEqual({
      id: 1001,
      slug: 'kombinirana-kolica',
      name: 'Kombinirana kolica',
      image: expect.objectContaining({ id: expect.any(Number) }),
      createdAt: expect.any(String),
    })
  })

  it('answers the price-on-request category with its restricted sort types and parent', async () => {
    const { body } = await getIn(sandbox(), `${PRODUCT}/web/category/get/1028`)
    expect(body.data).toMatchObject({
      priceOnRequest: true,
      sortTypes: [1, 5, 6, 8],
      sortDefaultType: 8,
      parent: { id: 1000, name: 'Kolica', slug: 'kolica' },
      children: [],
    })
    expect(body.data.relCat.length).toBeGreaterThan(0)
    expect(body.data.relCat.length).toBeLessThanOrEqual(4)
  })

  it('answers the sale category akcija', async () => {
    const { body } = await getIn(sandbox(), `${PRODUCT}/web/category/get/1900`)
    expect(body.data).toMatchObject({ slug: 'akcija', isSale: true, sortTypes: [3, 4, 1, 5], sortDefaultType: 3 })
  })

  it('answers 400 for an id that is not a number and 404 for an unknown one', async () => {
    expect((await getIn(sandbox(), `${PRODUCT}/web/category/get/abc`)).body).toEqual(badRequest('id must be a positive integer.', 'id'))
    const missing = await getIn(sandbox(), `${PRODUCT}/web/category/get/4242`)
    expect(missing.status).toBe(404)
    expect(missing.body).toEqual({ message: 'Category not found.', statusCode: 404 })
  })
})

describe('GET api/v1/product/web/category/get/slug/{slug}', () => {
  it('answers a category by its slug in the request language', async () => {
    const hr = await getIn(sandbox(), `${PRODUCT}/web/category/get/slug/kolica`)
    expect(hr.body.data).toMatchObject({ id: 1000, name: 'Kolica' })
    const sl = await getIn(sandbox(), `${PRODUCT}/web/category/get/slug/vozicki`, 'sl')
    expect(sl.body.data).toMatchObject({ id: 1000, name: 'Vozički', slug: 'vozicki' })
    expect(sl.body.data.children[0]).toMatchObject({ id: 1001, slug: 'kombinirani-vozicki' })
  })

  it('finds an hr slug in sl too, answering the sl slug', async () => {
    const { body } = await getIn(sandbox(), `${PRODUCT}/web/category/get/slug/kombinirana-kolica`, 'sl')
    expect(body.data).toMatchObject({ id: 1001, slug: 'kombinirani-vozicki' })
  })

  it('answers 404 for an unknown slug', async () => {
    const { status, body } = await getIn(sandbox(), `${PRODUCT}/web/category/get/slug/nema-je`)
    expect(status).toBe(404)
    expect(body.message).toBe('Category not found.')
  })
})

describe('POST api/v1/product/web/category/filter', () => {
  const categories = (body: unknown, language = 'hr') => postIn(sandbox(), `${PRODUCT}/web/category/filter`, body, language)

  it('lists every category sorted by id (the link builder list)', async () => {
    const { status, body } = await categories({})
    expect(status).toBe(200)
    const ids = body.data.records.map((c: { id: number }) => c.id)
    expect(ids).toHaveLength(54)
    expect(ids).toEqual([...ids].sort((a: number, b: number) => a - b))
    expect(body.data.pagination).toEqual({ page: 1, perPage: 100, total: 54, lastPage: 1 })
    expect(body.data.records[0]).toEqual({
      id: 1000,
      name: 'Kolica',
      slug: 'kolica',
      parentId: null,
      position: expect.any(Number),
      priceOnRequest: false,
      isSale: false,
      media: expect.any(Object),
    })
  })

  it('nests the tree with tree=true: roots with their children, all by id', async () => {
    const { body } = await categories({ tree: true })
    const roots = body.data.records
    expect(roots.map((c: { id: number }) => c.id)).toEqual([1000, 1100, 1200, 1300, 1400, 1500, 1600, 1700, 1800, 1900])
    expect(roots[0].children.map((c: { id: number }) => c.id)).toEqual([1001, 1002, 1003, 1004, 1028])
    expect(roots[9].children).toEqual([])
    expect(body.data.pagination.total).toBe(10)
  })

  it('narrows by ids, parentId and keywords, names in the request language, and pages', async () => {
    expect((await categories({ ids: [1900, 1001] })).body.data.records.map((c: { id: number }) => c.id)).toEqual([1001, 1900])
    expect((await categories({ parentId: 1800 })).body.data.records.map((c: { slug: string }) => c.slug)).toEqual([
      'poklon-bonovi',
      'e-knjige',
      'poklon-paketi',
    ])
    expect((await categories({ keywords: 'kolica' })).body.data.records.map((c: { id: number }) => c.id)).toEqual([1000, 1001, 1002, 1003, 1004, 1028])
    expect((await categories({ ids: [1000] }, 'sl')).body.data.records[0]).toMatchObject({ name: 'Vozički', slug: 'vozicki' })
    const page = await categories({ limit: 20, page: 3 })
    expect(page.body.data.records).toHaveLength(14)
    expect(page.body.data.pagination).toEqual({ page: 3, perPage: 20, total: 54, lastPage: 3 })
  })

  it.each([
    [{ tree: 'yes' }, 'tree must be a boolean.', 'tree'],
    [{ ids: 'kolica' }, 'ids must be a list of positive integers.', 'ids'],
    [{ limit: 1001 }, 'limit must be at most 1000.', 'limit'],
  ])('answers 400 for %j', async (body, message, path) => {
    expect((await categories(body)).body).toEqual(badRequest(message, path))
  })
})

describe('POST api/v1/product/web/tag/filter', () => {
  const tags = (body: unknown) => postIn(sandbox(), `${PRODUCT}/web/tag/filter`, body)

  it('lists the tags with their listed product counts', async () => {
    const { status, body } = await tags({})
    expect(status).toBe(200)
    const count = (name: string) =>
      listedIds(sandbox(), 'EXISTS (SELECT 1 FROM product_tags pt JOIN tags tg ON tg.id = pt.tag_id WHERE pt.product_id = p.id AND tg.name = ?)', name).length
    expect(body.data.records).toEqual([
      { id: expect.any(Number), name: 'novo', slug: 'novo', productCount: count('novo') },
      { id: expect.any(Number), name: 'najprodavanije', slug: 'najprodavanije', productCount: count('najprodavanije') },
      { id: expect.any(Number), name: 'popust', slug: 'popust', productCount: 57 },
    ])
    expect(body.data.pagination).toEqual({ page: 1, perPage: 10, total: 3, lastPage: 1 })
  })

  it('narrows by slugs, ids and keywords', async () => {
    expect((await tags({ slugs: ['popust'] })).body.data.records.map((t: { name: string }) => t.name)).toEqual(['popust'])
    const { body } = await tags({ keywords: 'NAJ' })
    expect(body.data.records.map((t: { name: string }) => t.name)).toEqual(['najprodavanije'])
    expect((await tags({ ids: [body.data.records[0].id] })).body.data.pagination.total).toBe(1)
  })

  it('answers 400 for bad input', async () => {
    expect((await tags({ slugs: [1] })).body).toEqual(badRequest('slugs must be a list of non-empty strings.', 'slugs'))
  })
})
