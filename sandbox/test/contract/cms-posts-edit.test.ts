import { describe, expect, it } from 'vitest'
import { bad, cms, contentCounts, expectBackofficeOnly, failure, newPostType } from './cms-backoffice.fixture'
import { useEditorSandbox } from './media-backoffice.fixture'

const { clock, sandbox, editor } = useEditorSandbox()

const create = (body: unknown, language = 'hr') => cms(sandbox(), 'POST', 'post/create', body, editor(), language)
const visitor = (method: string, path: string, body?: unknown, language = 'hr') => cms(sandbox(), method, path, body, undefined, language)
const listed = async (postTypeSlugs: string[], language = 'hr') =>
  (await visitor('POST', 'post/filterStandard', { postTypeSlugs, limit: 100 }, language)).body.data.records as Array<{ id: number }>

const PAGE = {
  type: 'page',
  title: '  Ljetna ponuda  ',
  slug: 'ljetna-ponuda',
  excerpt: 'Sve za ljeto s bebom.',
  content: '<p>Sve za ljeto s bebom.</p>',
  status: 'published',
  meta: { hero: { mediaId: 3 }, blocks: [{ type: 'text' }] },
}

describe('POST api/v1/cms/post/create', () => {
  it('makes a published page in the language asked, answered like a post record, which filterStandard, get/slug and finder/decide then find', async () => {
    clock.advance(60)
    const now = new Date(clock.now()).toISOString()
    const { status, body } = await create({ ...PAGE, language: 'sl' })
    expect(status).toBe(200)
    expect(body.data).toEqual({
      id: expect.any(Number),
      postType: 'page',
      title: 'Ljetna ponuda',
      slug: 'ljetna-ponuda',
      slugMain: 'ljetna-ponuda',
      slugs: { sl: 'ljetna-ponuda' },
      excerpt: 'Sve za ljeto s bebom.',
      body: '<p>Sve za ljeto s bebom.</p>',
      media: null,
      author: 'Iva Kovač',
      allowComments: false,
      publishedAt: now,
      createdAt: now,
      updatedAt: now,
      metaTitle: 'Ljetna ponuda',
      metaDescription: 'Sve za ljeto s bebom.',
      terms: { categories: [], tags: [] },
      status: 'published',
      language: 'sl',
      meta: PAGE.meta,
    })
    // What visitors read: the record without the editors' fields, and the body only in the full display.
    const { body: html, status: _status, language: _language, meta: _meta, ...publicPost } = body.data
    const { id } = body.data

    const list = await visitor('POST', 'post/filterStandard', { postTypeSlugs: ['page'], limit: 100, sort: { param: 'id', order: 'desc' } }, 'sl')
    expect(list.body.data.records[0]).toEqual(publicPost)
    expect(list.body.data.pagination.total).toBe(11)
    expect(await visitor('GET', 'post/get/slug/ljetna-ponuda', undefined, 'sl')).toEqual({ status: 200, body: { data: { ...publicPost, body: html } } })
    expect(await visitor('GET', 'finder/decide?slug=ljetna-ponuda', undefined, 'sl')).toEqual({
      status: 200,
      body: { data: { type: 'page', id, slug: 'ljetna-ponuda', path: '/sl/ljetna-ponuda' } },
    })
    // One post in one language: hr visitors do not get it.
    expect((await listed(['page'])).map((post) => post.id)).not.toContain(id)
  })

  it('makes a draft in the content language of the request by default, which no visitor call finds', async () => {
    const { status, body } = await create({ type: 'post', title: 'Skica', slug: 'skica-objave' }, 'en')
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ postType: 'post', status: 'draft', language: 'hr', allowComments: true, excerpt: '', body: '', meta: {} })
    expect((await listed(['post'])).map((post) => post.id)).not.toContain(body.data.id)
    expect(await visitor('GET', 'post/get/slug/skica-objave')).toEqual(failure(404, 'Post not found.'))
    expect(await visitor('GET', 'finder/decide?slug=skica-objave')).toEqual(failure(404, 'Slug not found.'))
  })

  it('takes a post type made through postType/create, and its posts are listed by that type', async () => {
    await newPostType(sandbox(), editor(), 'odredisna-stranica')
    const { status, body } = await create({ ...PAGE, type: 'odredisna-stranica' })
    expect(status).toBe(200)
    expect(body.data.postType).toBe('odredisna-stranica')
    expect((await listed(['odredisna-stranica'])).map((post) => post.id)).toEqual([body.data.id])
  })

  it('takes the meta title and description from meta.title and meta.description when they are strings', async () => {
    const { body } = await create({ ...PAGE, meta: { title: 'Ljeto | Vitrina', description: 'Ljetna ponuda za bebe.' } })
    expect(body.data).toMatchObject({ metaTitle: 'Ljeto | Vitrina', metaDescription: 'Ljetna ponuda za bebe.' })
  })

  it('answers 409 for a slug taken in that language, takes it in the other one and gives that post a free slugMain', async () => {
    const counts = contentCounts(sandbox())
    expect(await create({ ...PAGE, slug: 'o-nama' })).toEqual(failure(409, 'Slug already exists in this language.'))
    expect(await create({ ...PAGE, slug: 'o-nas', language: 'sl' })).toEqual(failure(409, 'Slug already exists in this language.'))
    expect(contentCounts(sandbox())).toEqual(counts)

    const { status, body } = await create({ ...PAGE, slug: 'o-nama', language: 'sl' })
    expect(status).toBe(200)
    // o-nama names the seeded page's translations; the new sl page is a group of its own.
    expect(body.data).toMatchObject({ slug: 'o-nama', slugMain: 'o-nama-2', slugs: { sl: 'o-nama' } })
    expect((await visitor('GET', 'post/get/slug/o-nama')).body.data.slugs).toEqual({ hr: 'o-nama', sl: 'o-nas' })
  })

  const SLUG_FORMAT = 'slug must be lowercase letters (a-z) and digits, in words joined by single hyphens (like o-nama).'
  it.each([
    ['no type', { type: undefined }, 'type must be post, page or the slug of a post type.', 'type'],
    ['a type that is no string', { type: 2 }, 'type must be post, page or the slug of a post type.', 'type'],
    ['an unknown type', { type: 'galerija' }, 'type must be post, page or the slug of a post type.', 'type'],
    ['no title', { title: undefined }, 'title must be a non-empty string.', 'title'],
    ['a blank title', { title: '  ' }, 'title must be a non-empty string.', 'title'],
    ['a title of 201 characters', { title: 'x'.repeat(201) }, 'title must be at most 200 characters.', 'title'],
    ['no slug', { slug: undefined }, 'slug is required.', 'slug'],
    ['an empty slug', { slug: '' }, 'slug is required.', 'slug'],
    ['a slug of 3 characters', { slug: 'abc' }, 'slug must be at least 4 characters.', 'slug'],
    ['a slug of 201 characters', { slug: 'a'.repeat(201) }, 'slug must be at most 200 characters.', 'slug'],
    ['a slug with capitals', { slug: 'Ljetna-ponuda' }, SLUG_FORMAT, 'slug'],
    ['a slug with two hyphens', { slug: 'ljetna--ponuda' }, SLUG_FORMAT, 'slug'],
    ['a slug ending in a hyphen', { slug: 'ljetna-' }, SLUG_FORMAT, 'slug'],
    ['a slug with an underscore', { slug: 'ljetna_ponuda' }, SLUG_FORMAT, 'slug'],
    ['a slug with a diacritic', { slug: 'ljetna-ponuda-za-bebe-č' }, SLUG_FORMAT, 'slug'],
    ['a slug that is no string', { slug: 12345 }, SLUG_FORMAT, 'slug'],
    ['a language without content', { language: 'en' }, 'language must be hr or sl.', 'language'],
    ['a three-letter language', { language: 'slv' }, 'language must be hr or sl.', 'language'],
    ['an unknown status', { status: 'archived' }, 'status must be published or draft.', 'status'],
    ['meta as an array', { meta: [] }, 'meta must be an object.', 'meta'],
    ['a null meta', { meta: null }, 'meta must be an object.', 'meta'],
    ['an excerpt that is no string', { excerpt: 5 }, 'excerpt must be a string.', 'excerpt'],
    ['content that is no string', { content: ['<p>'] }, 'content must be a string.', 'content'],
  ])('answers 400 naming the field for %s and makes nothing', async (_, change, message, path) => {
    const counts = contentCounts(sandbox())
    expect(await create({ ...PAGE, ...change })).toEqual(bad(message, path))
    expect(contentCounts(sandbox())).toEqual(counts)
  })

  it('answers 400 for a body that is not a JSON object', async () => {
    expect(await create([PAGE])).toEqual(bad('Request body must be a JSON object.'))
  })

  it('answers 401 without or with a bad token and 403 Forbidden. for a shopper, and makes nothing', async () => {
    const counts = contentCounts(sandbox())
    await expectBackofficeOnly(sandbox(), 'POST', 'post/create', PAGE)
    expect(contentCounts(sandbox())).toEqual(counts)
  })
})
