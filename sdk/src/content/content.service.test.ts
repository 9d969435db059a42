import { describe, expect, it } from 'vitest'
import { contentHandlers } from '../../test/catalog.handlers'
import { API, pathOf, seen, server, useMswServer } from '../../test/msw'
import { createStorefront } from '../storefront/storefront.create'
import { createContentService } from './content.service'

useMswServer()

const shop = () => createStorefront({ apiUrl: API, apiKey: 'vitrina-sandbox-key', siteId: 1, storeId: 1 })
const calls = () => seen.map((request) => `${request.method} ${pathOf(request)}`)

describe('the content service', () => {
  it('lists posts newest published first, with the filter keys of the spec', async () => {
    server.use(...contentHandlers())
    const result = await createContentService(shop()).filterPosts({
      display: 'list',
      termSlugs: ['trudnoca'],
      postTypeSlugs: ['post'],
      dateFrom: '2026-05-01',
      dateTo: '2026-05-31',
      limit: 5,
    })
    expect(await seen[0]!.json()).toEqual({
      sort: { param: 'published_at', order: 'desc' },
      display: 'list',
      termSlugs: ['trudnoca'],
      postTypeSlugs: ['post'],
      dateFrom: '2026-05-01',
      dateTo: '2026-05-31',
      limit: 5,
    })
    expect(result.ok && [result.data.records.length, result.data.total, result.data.totalPages, result.data.records[0]!.terms.categories[0]!.slug]).toEqual([
      5,
      12,
      3,
      'trudnoca',
    ])
  })

  it('reads a post by slug with its body', async () => {
    server.use(...contentHandlers())
    const result = await createContentService(shop()).getPost('objava-3')
    expect(calls()).toEqual(['GET /api/v1/cms/post/get/slug/objava-3'])
    expect(result.ok && [result.data.title, result.data.body]).toEqual(['Objava 3', '<p>Tijelo.</p>'])
  })

  it('fills in empty terms and excerpt for a post that has none', async () => {
    const { http: mock, HttpResponse } = await import('msw')
    server.use(mock.get(`${API}/api/v1/cms/post/get/slug/:slug`, () => HttpResponse.json({ data: { id: 1, title: 'Kontakt', slug: 'kontakt' } })))
    const result = await createContentService(shop()).getPost('kontakt')
    expect(result.ok && [result.data.excerpt, result.data.terms]).toEqual(['', { categories: [], tags: [] }])
  })

  it('lists terms by query parameters and by body, and reads one by id or slug', async () => {
    server.use(...contentHandlers())
    const content = createContentService(shop())
    await content.filterTerms({ taxonomy: 'category', slugs: ['trudnoca', 'prehrana'] })
    await content.filterTermsStandard({ taxonomy: 'tag' })
    const byId = await content.getTerm(1)
    const bySlug = await content.getTerm('trudnoca')
    expect(calls()).toEqual([
      'GET /api/v1/cms/term/filter?taxonomy=category&slugs=trudnoca%2Cprehrana',
      'POST /api/v1/cms/term/filterStandard',
      'GET /api/v1/cms/term/get/1',
      'GET /api/v1/cms/term/get/slug/trudnoca',
    ])
    expect([byId.ok && byId.data.slugs, bySlug.ok && bySlug.data.id]).toEqual([{ hr: 'trudnoca', sl: 'nosecnost' }, 1])
  })

  it('lists and reads public events through the event service', async () => {
    server.use(...contentHandlers())
    const content = createContentService(shop())
    const list = await content.filterEvents({ upcoming: true })
    const one = await content.getEvent(1)
    expect(calls()).toEqual(['POST /api/v1/event/public/filter', 'GET /api/v1/event/public/get/1'])
    expect([list.ok && list.data.total, one.ok && one.data.startsAt]).toEqual([2, '2027-01-16T10:00:00.000Z'])
  })

  it("lists a product's reviews", async () => {
    server.use(...contentHandlers())
    const result = await createContentService(shop()).filterReviews({ productId: 97, limit: 5 })
    expect(await seen[0]!.json()).toEqual({ productId: 97, limit: 5 })
    expect(result.ok && result.data.records.map((review) => review.rating)).toEqual([5, 5])
  })

  it('decides what a slug names and searches slugs for the link builder', async () => {
    server.use(...contentHandlers())
    const content = createContentService(shop())
    const decided = await content.decideSlug('kolica', ['product', 'category'])
    const hits = await content.searchSlugs('trud', { types: ['term'], limit: 5 })
    expect(calls()).toEqual([
      'GET /api/v1/cms/finder/decide?slug=kolica&types=product%2Ccategory',
      'GET /api/v1/cms/finder/searchSlugs?keywords=trud&types=term&limit=5',
    ])
    expect(decided.ok && decided.data).toEqual({ type: 'category', id: 1000, slug: 'kolica', path: '/shop/kolica' })
    expect(hits.ok && hits.data.map((hit) => hit.path)).toEqual(['/objave/trudnoca'])
  })
})

describe('language switching of content pages', () => {
  it('asks the finder for the path of a term or post in the other language', async () => {
    server.use(...contentHandlers())
    const content = createContentService(shop())
    const term = await content.pathOnLanguage({ language: 'sl', pathname: '/objave/trudnoca', termId: 1 })
    const post = await content.pathOnLanguage({ language: 'sl', pathname: '/o-nama', postId: 3 })
    expect(await Promise.all(seen.map((request) => request.json()))).toEqual([
      { newLanguage: 'sl', twoLetterCode: 'sl', termId: 1 },
      { newLanguage: 'sl', twoLetterCode: 'sl', postId: 3 },
    ])
    expect([term, post]).toEqual([
      { ok: true, data: '/sl/objave/nosecnost' },
      { ok: true, data: '/sl/o-nas' },
    ])
  })

  it('switches the locale of the same path without a request when the page has no CMS data', async () => {
    server.use(...contentHandlers())
    const result = await createContentService(shop()).pathOnLanguage({ language: 'en', pathname: '/sl/kosarica?tab=1' })
    expect(result).toEqual({ ok: true, data: '/en/cart?tab=1' })
    expect(seen).toHaveLength(0)
  })

  it('builds the blog or post route around a bare slug from the finder', async () => {
    const { http: mock, HttpResponse } = await import('msw')
    server.use(
      mock.post(`${API}/api/v1/cms/finder/getUrlOnLanguage`, async ({ request }) => {
        const body = (await request.json()) as { termId?: number }
        return HttpResponse.json({ data: body.termId ? 'nosecnost' : { url: 'o-nas' } })
      }),
    )
    const content = createContentService(shop())
    expect(await content.pathOnLanguage({ language: 'sl', pathname: '/objave/trudnoca', termId: 1 })).toEqual({ ok: true, data: '/sl/objave/nosecnost' })
    expect(await content.pathOnLanguage({ language: 'de', pathname: '/o-nama', postId: 3 })).toEqual({ ok: true, data: '/de/o-nas' })
  })

  it('reports a page that does not exist in the other language', async () => {
    server.use(...contentHandlers())
    const result = await createContentService(shop()).pathOnLanguage({ language: 'sl', pathname: '/nesto', postId: 99 })
    expect(result.ok ? null : [result.error.code, result.error.status]).toEqual(['NOT_FOUND', 404])
  })
})
