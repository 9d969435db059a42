import { describe, expect, it } from 'vitest'
import { useSandbox } from '../sandbox.fixture'
import { badRequest, getIn, postIn, productId } from './catalog.fixture'

const sandbox = useSandbox()
const FINDER = '/api/v1/cms/finder'
const termId = (slug: string) =>
  (sandbox().db.prepare("SELECT term_id AS id FROM term_translations WHERE slug = ? AND language = 'hr'").get(slug) as { id: number }).id
const postId = (slug: string) => (sandbox().db.prepare('SELECT id FROM posts WHERE slug_main = ?').get(slug) as { id: number }).id
const decide = (query: string, language = 'hr') => getIn(sandbox(), `${FINDER}/decide?${query}`, language)

describe('GET api/v1/cms/finder/decide', () => {
  it.each([
    ['o-nama', 'hr', { type: 'page', slug: 'o-nama', path: '/o-nama' }],
    ['kako-odabrati-prva-kolica', 'hr', { type: 'post', slug: 'kako-odabrati-prva-kolica', path: '/kako-odabrati-prva-kolica' }],
    ['trudnoca', 'hr', { type: 'term', taxonomy: 'category', slug: 'trudnoca', path: '/objave/trudnoca' }],
    ['savjeti', 'hr', { type: 'term', taxonomy: 'tag', slug: 'savjeti', path: '/objave/savjeti' }],
    [
      'kvarner-kids-nova-sportska-kolica',
      'hr',
      { type: 'product', slug: 'kvarner-kids-nova-sportska-kolica', path: '/product/kvarner-kids-nova-sportska-kolica' },
    ],
    ['kolica', 'hr', { type: 'category', id: 1000, slug: 'kolica', path: '/shop/kolica' }],
    ['o-nas', 'sl', { type: 'page', slug: 'o-nas', path: '/sl/o-nas' }],
    ['nosecnost', 'sl', { type: 'term', taxonomy: 'category', slug: 'nosecnost', path: '/sl/objave/nosecnost' }],
    [
      'kvarner-kids-nova-sportni-vozicek',
      'sl',
      { type: 'product', slug: 'kvarner-kids-nova-sportni-vozicek', path: '/sl/product/kvarner-kids-nova-sportni-vozicek' },
    ],
    ['vozicki', 'sl', { type: 'category', id: 1000, slug: 'vozicki', path: '/sl/shop/vozicki' }],
  ])('decides what %s is in %s', async (slug, language, expected) => {
    const { status, body } = await decide(`slug=${slug}`, language)
    expect(status).toBe(200)
    expect(body.data).toEqual({ id: expect.any(Number), ...expected })
  })

  it('names the right ids', async () => {
    expect((await decide('slug=o-nama')).body.data.id).toBe(postId('o-nama'))
    expect((await decide('slug=trudnoca')).body.data.id).toBe(termId('trudnoca'))
    expect((await decide('slug=kvarner-kids-nova-sportska-kolica')).body.data.id).toBe(productId(sandbox(), 'KOL-1002-001'))
  })

  it('finds a slug of the other language and answers the slug and path of the request language', async () => {
    expect((await decide('slug=kolica', 'sl')).body.data).toEqual({ type: 'category', id: 1000, slug: 'vozicki', path: '/sl/shop/vozicki' })
    expect((await decide('slug=o-nas')).body.data).toMatchObject({ type: 'page', slug: 'o-nama', path: '/o-nama' })
  })

  it('narrows to the asked types', async () => {
    expect((await decide('slug=kolica&types=product,post')).status).toBe(404)
    expect((await decide('slug=kolica&types=category')).body.data.type).toBe('category')
  })

  it('answers 404 for an unknown slug and 400 without one or with unknown types', async () => {
    expect((await decide('slug=nema-nicega')).body).toEqual({ message: 'Slug not found.', statusCode: 404 })
    expect((await decide('')).body).toEqual(badRequest('slug is required.', 'slug'))
    expect((await decide('slug=kolica&types=event')).body).toEqual(badRequest('types must be a list of post, page, term, product, category.', 'types'))
  })
})

describe('GET api/v1/cms/finder/searchSlugs', () => {
  const search = (query: string, language = 'hr') => getIn(sandbox(), `${FINDER}/searchSlugs?${query}`, language)

  it('finds link targets of every type by title, folding diacritics, grouped by type', async () => {
    const { status, body } = await search('keywords=kolica')
    expect(status).toBe(200)
    const types = body.data.map((hit: { type: string }) => hit.type)
    expect(new Set(types)).toEqual(new Set(['post', 'product', 'category']))
    const order = ['post', 'page', 'term', 'product', 'category']
    expect(types).toEqual([...types].sort((a: string, b: string) => order.indexOf(a) - order.indexOf(b)))
    expect(body.data.filter((hit: { type: string }) => hit.type === 'product')).toHaveLength(10)
    expect(body.data).toContainEqual({ type: 'category', id: 1000, title: 'Kolica', slug: 'kolica', path: '/shop/kolica' })
    const zvoncic = await search('keywords=zvoncic&types=product')
    expect(zvoncic.body.data.length).toBeGreaterThan(0)
    expect(zvoncic.body.data.every((hit: { title: string }) => hit.title.includes('Zvončić'))).toBe(true)
  })

  it('searches terms (blog categories) and pages, in Slovenian too', async () => {
    expect((await search('keywords=trud&types=term')).body.data).toEqual([
      { type: 'term', id: termId('trudnoca'), taxonomy: 'category', title: 'Trudnoća', slug: 'trudnoca', path: '/objave/trudnoca' },
    ])
    const sl = await search('keywords=nosec&types=term', 'sl')
    expect(sl.body.data[0]).toMatchObject({ title: 'Nosečnost', path: '/sl/objave/nosecnost' })
    expect((await search('keywords=kontakt&types=page')).body.data).toEqual([expect.objectContaining({ type: 'page', slug: 'kontakt', path: '/kontakt' })])
  })

  it('lists the first targets of a type without keywords, up to limit', async () => {
    const { body } = await search('types=category&limit=3')
    expect(body.data).toHaveLength(3)
  })

  it('answers 400 for unknown types and a limit above 50', async () => {
    expect((await search('types=brand')).body.message).toBe('types must be a list of post, page, term, product, category.')
    expect((await search('limit=51')).body).toEqual(badRequest('limit must be at most 50.', 'limit'))
  })
})

describe('POST api/v1/cms/finder/getUrlOnLanguage', () => {
  const urlOn = (body: unknown, language = 'hr') => postIn(sandbox(), `${FINDER}/getUrlOnLanguage`, body, language)
  const blogPost = 'kako-odabrati-prva-kolica'

  it.each([
    ['a blog term', () => ({ termId: termId('trudnoca') }), '/objave/trudnoca', '/sl/objave/nosecnost'],
    ['a tag', () => ({ termId: termId('savjeti') }), '/objave/savjeti', '/sl/objave/nasveti'],
    ['a page', () => ({ postId: postId('o-nama') }), '/o-nama', '/sl/o-nas'],
    ['a blog post', () => ({ postId: postId(blogPost) }), `/${blogPost}`, '/sl/kako-izbrati-prvi-vozicek'],
    [
      'a product',
      () => ({ productId: productId(sandbox(), 'KOL-1002-001') }),
      '/product/kvarner-kids-nova-sportska-kolica',
      '/sl/product/kvarner-kids-nova-sportni-vozicek',
    ],
    ['a category', () => ({ categoryId: 1000 }), '/shop/kolica', '/sl/shop/vozicki'],
  ])('answers the url of %s in sl (asked in hr) and in hr (asked in sl)', async (_, ids, hrUrl, slUrl) => {
    const toSl = await urlOn({ newLanguage: 'sl', twoLetterCode: 'sl', ...ids() }, 'hr')
    expect(toSl.status).toBe(200)
    expect(toSl.body).toEqual({ data: { url: slUrl } })
    const toHr = await urlOn({ newLanguage: 'hr', twoLetterCode: 'hr', ...ids() }, 'sl')
    expect(toHr.body).toEqual({ data: { url: hrUrl } })
  })

  it('takes three-letter codes, and answers en with the hr content under /en', async () => {
    expect((await urlOn({ newLanguage: 'slv', categoryId: 1000 })).body.data.url).toBe('/sl/shop/vozicki')
    expect((await urlOn({ newLanguage: 'eng', termId: termId('trudnoca') })).body.data.url).toBe('/en/blog/trudnoca')
  })

  it("links a variant to its configurable parent's page", async () => {
    const parent = productId(sandbox(), 'ODJ-1501-001')
    const variant = (sandbox().db.prepare('SELECT id FROM products WHERE parent_id = ? LIMIT 1').get(parent) as { id: number }).id
    expect((await urlOn({ newLanguage: 'sl', productId: variant })).body.data.url).toBe('/sl/product/tratincica-organic-vrba-bodi-z-dolgimi-rokavi')
  })

  it.each([
    [{ termId: 999 }, 'Term not found.'],
    [{ postId: 999 }, 'Post not found.'],
    [{ productId: 999999 }, 'Product not found.'],
    [{ categoryId: 4242 }, 'Category not found.'],
  ])('answers 404 for %j', async (ids, message) => {
    const { status, body } = await urlOn({ newLanguage: 'sl', ...ids })
    expect(status).toBe(404)
    expect(body).toEqual({ message, statusCode: 404 })
  })

  it.each([
    ['no language', { categoryId: 1000 }, 'newLanguage or twoLetterCode is required.', 'newLanguage'],
    ['an unsupported language', { newLanguage: 'fr', categoryId: 1000 }, 'Unsupported language.', 'newLanguage'],
    ['no target', { newLanguage: 'sl' }, 'Exactly one of termId, postId, productId and categoryId is required.', 'termId'],
    ['two targets', { newLanguage: 'sl', termId: 1, postId: 1 }, 'Exactly one of termId, postId, productId and categoryId is required.', 'termId'],
    ['a bad id', { newLanguage: 'sl', postId: 'o-nama' }, 'postId must be a positive integer.', 'postId'],
  ])('answers 400 for %s', async (_, body, message, path) => {
    const answer = await urlOn(body)
    expect(answer.status).toBe(400)
    expect(answer.body).toEqual(badRequest(message, path))
  })
})
