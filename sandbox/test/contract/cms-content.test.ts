import { describe, expect, it } from 'vitest'
import { useSandbox } from '../sandbox.fixture'
import { badRequest, getIn, postIn, productId } from './catalog.fixture'

const sandbox = useSandbox()
const CMS = '/api/v1/cms'
const termId = (slug: string) =>
  (sandbox().db.prepare("SELECT term_id AS id FROM term_translations WHERE slug = ? AND language = 'hr'").get(slug) as { id: number }).id
const postId = (slug: string) => (sandbox().db.prepare('SELECT id FROM posts WHERE slug_main = ?').get(slug) as { id: number }).id

describe('GET api/v1/cms/term/filter and POST api/v1/cms/term/filterStandard', () => {
  it('lists the blog terms, ten per page, categories first', async () => {
    const { status, body } = await getIn(sandbox(), `${CMS}/term/filter`)
    expect(status).toBe(200)
    expect(body.data.pagination).toEqual({ page: 1, perPage: 10, total: 12, lastPage: 2 })
    expect(body.data.records[0]).toEqual({
      id: termId('trudnoca'),
      taxonomy: 'category',
      title: 'Trudnoća',
      slug: 'trudnoca',
      slugMain: 'trudnoca',
      slugs: { hr: 'trudnoca', sl: 'nosecnost' },
      description: '',
      media: null,
      parentId: null,
      position: 0,
      postCount: expect.any(Number),
    })
  })

  it('narrows by taxonomy (query parameters on GET, body on POST)', async () => {
    const categories = await getIn(sandbox(), `${CMS}/term/filter?taxonomy=category&limit=50`)
    expect(categories.body.data.records.map((t: { slug: string }) => t.slug)).toEqual(['trudnoca', 'prva-godina', 'prehrana', 'sigurnost', 'igra-i-razvoj'])
    const tags = await postIn(sandbox(), `${CMS}/term/filterStandard`, { taxonomy: 'tag', limit: 50 })
    expect(tags.body.data.pagination.total).toBe(7)
    expect(tags.body.data.records.every((t: { taxonomy: string }) => t.taxonomy === 'tag')).toBe(true)
  })

  it('counts the published posts of each term', async () => {
    const { body } = await postIn(sandbox(), `${CMS}/term/filterStandard`, { slugs: ['sigurnost'] })
    const expected = sandbox().db.prepare('SELECT count(*) AS n FROM post_terms WHERE term_id = ?').get(termId('sigurnost')) as { n: number }
    expect(body.data.records).toHaveLength(1)
    expect(body.data.records[0].postCount).toBe(expected.n)
    expect(expected.n).toBeGreaterThan(0)
  })

  it('answers titles and slugs in Slovenian, keeping slugMain', async () => {
    const { body } = await postIn(sandbox(), `${CMS}/term/filterStandard`, { slugs: ['nosecnost'] }, 'sl')
    expect(body.data.records[0]).toMatchObject({ title: 'Nosečnost', slug: 'nosecnost', slugMain: 'trudnoca' })
  })

  it.each([
    [{ taxonomy: 'author' }, 'taxonomy must be category or tag.', 'taxonomy'],
    [{ limit: 0 }, 'limit must be a positive integer.', 'limit'],
    [{ ids: ['x'] }, 'ids must be a list of positive integers.', 'ids'],
  ])('answers 400 for %j', async (requestBody, message, path) => {
    expect((await postIn(sandbox(), `${CMS}/term/filterStandard`, requestBody)).body).toEqual(badRequest(message, path))
  })
})

describe('GET api/v1/cms/term/get/{id} and term/get/slug/{slug}', () => {
  it('answers a term by id and by slug in either language', async () => {
    const id = termId('trudnoca')
    expect((await getIn(sandbox(), `${CMS}/term/get/${id}`)).body.data).toMatchObject({ id, slug: 'trudnoca' })
    expect((await getIn(sandbox(), `${CMS}/term/get/slug/trudnoca`)).body.data).toMatchObject({ id, title: 'Trudnoća' })
    expect((await getIn(sandbox(), `${CMS}/term/get/slug/nosecnost`, 'sl')).body.data).toMatchObject({ id, title: 'Nosečnost', slugMain: 'trudnoca' })
    // The slugMain (the hr slug) finds the term in sl too.
    expect((await getIn(sandbox(), `${CMS}/term/get/slug/trudnoca`, 'sl')).body.data).toMatchObject({ id, slug: 'nosecnost' })
  })

  it('answers 404 for an unknown term and 400 for a bad id', async () => {
    expect((await getIn(sandbox(), `${CMS}/term/get/999`)).body).toEqual({ message: 'Term not found.', statusCode: 404 })
    expect((await getIn(sandbox(), `${CMS}/term/get/slug/nema`)).body).toEqual({ message: 'Term not found.', statusCode: 404 })
    expect((await getIn(sandbox(), `${CMS}/term/get/abc`)).body).toEqual(badRequest('id must be a positive integer.', 'id'))
  })
})

describe('POST api/v1/cms/post/filterStandard', () => {
  const posts = (body: unknown, language = 'hr') => postIn(sandbox(), `${CMS}/post/filterStandard`, body, language)

  it('lists blog posts newest first in pages of 5, without the body', async () => {
    const { status, body } = await posts({ postTypeSlugs: ['post'], limit: 5 })
    expect(status).toBe(200)
    expect(body.data.pagination).toEqual({ page: 1, perPage: 5, total: 20, lastPage: 4 })
    expect(body.data).toMatchObject({ totalPages: 4, totalRecords: 20 })
    const [first] = body.data.records
    expect(first).toMatchObject({
      postType: 'post',
      slug: 'kako-odabrati-prva-kolica',
      slugMain: 'kako-odabrati-prva-kolica',
      slugs: { hr: 'kako-odabrati-prva-kolica', sl: 'kako-izbrati-prvi-vozicek' },
      title: 'Kako odabrati prva kolica',
      excerpt: expect.stringContaining('Teren'),
      media: expect.objectContaining({ mime: 'image/png' }),
      terms: {
        categories: [{ id: termId('prva-godina'), title: 'Prva godina', slug: 'prva-godina' }],
        tags: expect.arrayContaining([expect.objectContaining({ slug: 'savjeti' })]),
      },
    })
    expect(first).not.toHaveProperty('body')
    const dates = body.data.records.map((post: { publishedAt: string }) => post.publishedAt)
    expect(dates).toEqual([...dates].sort().reverse())
  })

  it('adds the body with display full, and lists pages or both types', async () => {
    const full = await posts({ postTypeSlugs: ['post'], limit: 1, display: 'full' })
    expect(full.body.data.records[0].body).toContain('<h2>Ukratko</h2>')
    expect((await posts({ postTypeSlugs: ['page'] })).body.data.pagination.total).toBe(10)
    expect((await posts({ postTypeSlugs: ['post', 'page'] })).body.data.pagination.total).toBe(30)
    expect((await posts({})).body.data.pagination.total).toBe(35)
  })

  it('lists the branch offices as posts of type poslovnice, with address and work hours, in both languages', async () => {
    const { body } = await posts({ postTypeSlugs: ['poslovnice'], display: 'full', limit: 10 })
    expect(body.data.pagination.total).toBe(5)
    const zagreb = body.data.records.find((p: { title: string }) => p.title === 'Vitrina Zagreb')
    expect(zagreb).toMatchObject({
      postType: 'poslovnice',
      slug: 'poslovnica-zagreb',
      excerpt: 'Ilica 45, 10000 Zagreb',
      media: expect.objectContaining({ id: expect.any(Number) }),
    })
    expect(zagreb.body).toContain('<h2>Radno vrijeme</h2>')
    expect(zagreb.body).toContain('<li>Subota: 08:00 – 14:00</li>')
    expect(zagreb.body).toContain('href="tel:+38514000101"')
    const sl = await posts({ postTypeSlugs: ['poslovnice'], display: 'full', limit: 10 }, 'sl')
    expect(sl.body.data.records.find((p: { title: string }) => p.title === 'Vitrina Ljubljana')).toMatchObject({
      slug: 'poslovalnica-ljubljana',
      body: expect.stringContaining('Delovni čas'),
    })
  })

  it('narrows by term slugs (categories or tags, any language)', async () => {
    const safety = await posts({ termSlugs: ['sigurnost'], limit: 50 })
    expect(safety.body.data.records.length).toBeGreaterThan(0)
    expect(safety.body.data.records.every((p: any) => p.terms.categories.some((t: { slug: string }) => t.slug === 'sigurnost'))).toBe(true)
    const tips = await posts({ termSlugs: ['savjeti'], limit: 50 })
    expect(tips.body.data.records.every((p: any) => p.terms.tags.some((t: { slug: string }) => t.slug === 'savjeti'))).toBe(true)
    const sl = await posts({ termSlugs: ['varnost'], limit: 50 }, 'sl')
    expect(sl.body.data.pagination.total).toBe(safety.body.data.pagination.total)
    expect(sl.body.data.records[0].terms.categories[0]).toMatchObject({ title: 'Varnost', slug: 'varnost' })
    expect((await posts({ termSlugs: ['nepoznato'] })).body.data.records).toEqual([])
  })

  it('narrows by a published date range (a bare dateTo takes its whole day)', async () => {
    const all = (await posts({ postTypeSlugs: ['post'], limit: 50 })).body.data.records as Array<{ publishedAt: string; id: number }>
    const [newest, second] = all
    const day = newest!.publishedAt.slice(0, 10)
    const sameDay = await posts({ postTypeSlugs: ['post'], dateFrom: day, dateTo: day })
    expect(sameDay.body.data.records.map((p: { id: number }) => p.id)).toEqual([newest!.id])
    const older = await posts({ postTypeSlugs: ['post'], dateTo: second!.publishedAt, limit: 50 })
    expect(older.body.data.pagination.total).toBe(19)
  })

  it('sorts by published_at ascending when asked', async () => {
    const { body } = await posts({ postTypeSlugs: ['post'], sort: { param: 'published_at', order: 'asc' }, limit: 50 })
    const dates = body.data.records.map((post: { publishedAt: string }) => post.publishedAt)
    expect(dates).toEqual([...dates].sort())
  })

  it.each([
    [{ display: 'card' }, 'display must be list or full.', 'display'],
    [{ dateFrom: 'last week' }, 'dateFrom must be an ISO date or date-time.', 'dateFrom'],
    [{ termSlugs: [''] }, 'termSlugs must be a list of non-empty strings.', 'termSlugs'],
    [{ postTypeSlugs: [1] }, 'postTypeSlugs must be a list of non-empty strings.', 'postTypeSlugs'],
    [{ sort: { param: 'views' } }, 'sort.param must be one of published_at, publishedAt, title, id.', 'sort.param'],
    [{ page: -1 }, 'page must be a positive integer.', 'page'],
    [{ limit: 101 }, 'limit must be at most 100.', 'limit'],
  ])('answers 400 for %j', async (requestBody, message, path) => {
    const { status, body } = await posts(requestBody)
    expect(status).toBe(400)
    expect(body).toEqual(badRequest(message, path))
  })
})

describe('GET api/v1/cms/post/get/slug/{slug}', () => {
  it('answers a page with its HTML body, in either language', async () => {
    const { status, body } = await getIn(sandbox(), `${CMS}/post/get/slug/o-nama`)
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ id: postId('o-nama'), postType: 'page', title: 'O nama', slug: 'o-nama', body: expect.stringContaining('<p>Vitrina je') })
    const sl = await getIn(sandbox(), `${CMS}/post/get/slug/o-nas`, 'sl')
    expect(sl.body.data).toMatchObject({ id: postId('o-nama'), title: 'O nas', slug: 'o-nas', slugMain: 'o-nama' })
    const crossed = await getIn(sandbox(), `${CMS}/post/get/slug/o-nama`, 'sl')
    expect(crossed.body.data.slug).toBe('o-nas')
  })

  it('answers a blog post with its category and tags', async () => {
    const { body } = await getIn(sandbox(), `${CMS}/post/get/slug/kako-odabrati-prva-kolica`)
    expect(body.data).toMatchObject({ postType: 'post', allowComments: true, terms: { categories: [{ slug: 'prva-godina' }] } })
    expect(body.data.terms.tags.map((t: { title: string }) => t.title)).toEqual(['Savjeti', 'Putovanje'])
  })

  it('answers 404 for an unknown slug', async () => {
    expect((await getIn(sandbox(), `${CMS}/post/get/slug/nema-je`)).body).toEqual({ message: 'Post not found.', statusCode: 404 })
  })
})

describe('POST api/v1/cms/comment/filterStandard', () => {
  const comments = (body: unknown) => postIn(sandbox(), `${CMS}/comment/filterStandard`, body)

  it("lists a product's approved reviews, newest first, with the shopper's own review", async () => {
    const id = productId(sandbox(), 'HRA-1201-001')
    const { status, body } = await comments({ productId: id })
    expect(status).toBe(200)
    const expected = sandbox().db.prepare("SELECT count(*) AS n FROM comments WHERE product_id = ? AND status = 'approved'").get(id) as { n: number }
    expect(body.data.pagination.total).toBe(expected.n)
    expect(body.data.records).toContainEqual({
      id: expect.any(Number),
      productId: id,
      postId: null,
      userId: 1,
      authorName: 'Ana H.',
      rating: 5,
      comment: 'Beba je odmah prihvatila bočicu, preporučujem!',
      status: 'approved',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    })
    const dates = body.data.records.map((c: { createdAt: string }) => c.createdAt)
    expect(dates).toEqual([...dates].sort().reverse())
  })

  it('lists seeded reviews of another product, sorted by rating when asked, and pages', async () => {
    const id = productId(sandbox(), 'KOL-1001-001')
    const { body } = await comments({ product_id: id, sort: { param: 'rating', order: 'asc' }, limit: 2 })
    expect(body.data.pagination).toMatchObject({ perPage: 2, total: 3 })
    expect(body.data.records[0].rating).toBeLessThanOrEqual(body.data.records[1].rating)
  })

  it('answers an empty list for a post without comments', async () => {
    expect((await comments({ postId: postId('kako-odabrati-prva-kolica') })).body.data.records).toEqual([])
  })

  it('answers 400 without exactly one of productId and postId, and 404 for unknown ones', async () => {
    expect((await comments({})).body).toEqual(badRequest('Exactly one of productId and postId is required.', 'productId'))
    expect((await comments({ productId: 1, postId: 1 })).body.message).toBe('Exactly one of productId and postId is required.')
    expect((await comments({ productId: 'x' })).body).toEqual(badRequest('productId must be a positive integer.', 'productId'))
    expect((await comments({ productId: 999999 })).body).toEqual({ message: 'Product not found.', statusCode: 404 })
    expect((await comments({ postId: 999999 })).body).toEqual({ message: 'Post not found.', statusCode: 404 })
  })
})
