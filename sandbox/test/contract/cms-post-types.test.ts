import { describe, expect, it } from 'vitest'
import { bad, cms, contentCounts, expectBackofficeOnly, failure, newPost, newPostType } from './cms-backoffice.fixture'
import { useEditorSandbox } from './media-backoffice.fixture'

const { sandbox, editor } = useEditorSandbox()

const create = (body: unknown) => cms(sandbox(), 'POST', 'postType/create', body, editor())
const filter = (body: unknown, language = 'hr') => cms(sandbox(), 'POST', 'postType/filterStandard', body, editor(), language)
const remove = (id: number | string) => cms(sandbox(), 'DELETE', `postType/delete/${id}`, undefined, editor())

const LANDING = {
  name: ' Odredišna stranica ',
  slug: 'odredisna-stranica',
  fields: [
    { key: 'hero', type: 'image', label: 'Naslovna slika' },
    { key: 'intro', type: 'richText', label: ' Uvod ' },
    { key: 'cta_link', type: 'link', label: 'Poveznica' },
  ],
}

const SEEDED = [
  { slug: 'post', hr: 'Objave', sl: 'Objave', postCount: 20 },
  { slug: 'page', hr: 'Stranice', sl: 'Strani', postCount: 10 },
  { slug: 'poslovnice', hr: 'Poslovnice', sl: 'Poslovalnice', postCount: 5 },
]

describe('POST api/v1/cms/postType/create', () => {
  it('makes a page template with its fields, unlinked and without posts', async () => {
    const { status, body } = await create(LANDING)
    expect(status).toBe(200)
    expect(body.data).toEqual({
      id: expect.any(Number),
      slug: 'odredisna-stranica',
      name: 'Odredišna stranica',
      fields: [
        { key: 'hero', type: 'image', label: 'Naslovna slika' },
        { key: 'intro', type: 'richText', label: 'Uvod' },
        { key: 'cta_link', type: 'link', label: 'Poveznica' },
      ],
      postCount: 0,
      language: null,
      translations: [],
    })
    expect((await create({ name: 'Galerija', slug: 'galerija' })).body.data.fields).toEqual([])
  })

  it('answers 409 for a slug that a post type has', async () => {
    await create(LANDING)
    const counts = contentCounts(sandbox())
    expect(await create({ ...LANDING, name: 'Druga' })).toEqual(failure(409, 'Post type slug already exists.'))
    expect(await create({ name: 'Stranica', slug: 'page' })).toEqual(failure(409, 'Post type slug already exists.'))
    expect(contentCounts(sandbox())).toEqual(counts)
  })

  const NAME = 'name must be a non-empty string of at most 100 characters.'
  const FIELDS = 'fields must be an array of at most 50 objects { key, type, label }.'
  const KEY = 'key must start with a lowercase letter and hold only letters, digits and _, at most 50 characters.'
  const field = { key: 'hero', type: 'image', label: 'Slika' }
  it.each([
    ['no name', { name: undefined }, NAME, 'name'],
    ['a blank name', { name: ' ' }, NAME, 'name'],
    ['a name of 101 characters', { name: 'x'.repeat(101) }, NAME, 'name'],
    ['no slug', { slug: undefined }, 'slug is required.', 'slug'],
    ['a slug of 3 characters', { slug: 'faq' }, 'slug must be at least 4 characters.', 'slug'],
    ['a slug with capitals', { slug: 'Landing' }, 'slug must be lowercase letters (a-z) and digits, in words joined by single hyphens (like o-nama).', 'slug'],
    ['fields as an object', { fields: field }, FIELDS, 'fields'],
    ['51 fields', { fields: Array.from({ length: 51 }, (_, i) => ({ ...field, key: `f${i}` })) }, FIELDS, 'fields'],
    ['a field that is no object', { fields: ['hero'] }, FIELDS, 'fields.0'],
    ['a key with a hyphen', { fields: [field, { ...field, key: 'cta-link' }] }, KEY, 'fields.1.key'],
    ['a key starting with a digit', { fields: [{ ...field, key: '1hero' }] }, KEY, 'fields.0.key'],
    ['no key', { fields: [{ type: 'text', label: 'Tekst' }] }, KEY, 'fields.0.key'],
    ['a key twice', { fields: [field, { ...field, label: 'Druga' }] }, 'The key hero is used by two fields.', 'fields.1.key'],
    [
      'an unknown field type',
      { fields: [{ ...field, type: 'video' }] },
      'type must be one of text, richText, number, boolean, image, link, list.',
      'fields.0.type',
    ],
    ['a blank label', { fields: [{ ...field, label: ' ' }] }, 'label must be a non-empty string of at most 100 characters.', 'fields.0.label'],
  ])('answers 400 naming the field for %s and makes nothing', async (_, change, message, path) => {
    const counts = contentCounts(sandbox())
    expect(await create({ ...LANDING, ...change })).toEqual(bad(message, path))
    expect(contentCounts(sandbox())).toEqual(counts)
  })
})

describe('POST api/v1/cms/postType/filterStandard', () => {
  it('lists the post types by id with their names in the request language, post counts and the paging envelope', async () => {
    const landing = (await create(LANDING)).body.data
    for (const language of ['hr', 'sl'] as const) {
      const { status, body } = await filter({}, language)
      expect(status).toBe(200)
      expect(body.data).toEqual({
        records: [
          ...SEEDED.map((type) => ({
            id: expect.any(Number),
            slug: type.slug,
            name: type[language],
            fields: [],
            postCount: type.postCount,
            language: null,
            translations: [],
          })),
          landing,
        ],
        pagination: { page: 1, perPage: 20, total: 4, lastPage: 1 },
        totalPages: 1,
        totalRecords: 4,
      })
    }
  })

  it('finds by every keyword in a name of either language or the slug, without diacritics, and pages', async () => {
    await create(LANDING)
    const slugs = async (body: unknown) => ((await filter(body)).body.data.records as Array<{ slug: string }>).map((type) => type.slug)
    expect(await slugs({ keywords: 'stranice' })).toEqual(['page'])
    expect(await slugs({ keywords: 'strani' })).toEqual(['page', 'odredisna-stranica'])
    expect(await slugs({ keywords: 'POSLOVALNICE' })).toEqual(['poslovnice'])
    expect(await slugs({ keywords: 'odredisna stranica' })).toEqual(['odredisna-stranica'])
    expect(await slugs({ keywords: 'stranica galerija' })).toEqual([])
    const second = await filter({ page: 2, limit: 3 })
    expect(second.body.data.records.map((type: { slug: string }) => type.slug)).toEqual(['odredisna-stranica'])
    expect(second.body.data.pagination).toEqual({ page: 2, perPage: 3, total: 4, lastPage: 2 })
  })

  it.each([
    ['a limit over 100', { limit: 101 }, 'limit must be at most 100.', 'limit'],
    ['page 0', { page: 0 }, 'page must be a positive integer.', 'page'],
    ['keywords that are no string', { keywords: ['x'] }, 'keywords must be a string.', 'keywords'],
  ])('answers 400 for %s', async (_, body, message, path) => {
    expect(await filter(body)).toEqual(bad(message, path))
  })
})

describe('DELETE api/v1/cms/postType/delete/{id}', () => {
  it('deletes a post type without posts, which the list then leaves out', async () => {
    const { id } = await newPostType(sandbox(), editor(), 'odredisna-stranica')
    expect(await remove(id)).toEqual({ status: 200, body: { data: { id } } })
    expect((await filter({})).body.data.pagination.total).toBe(3)
    expect(await remove(id)).toEqual(failure(404, 'Post type not found.'))
  })

  it('answers 409 while posts have the type, drafts included, and deletes nothing', async () => {
    const { id } = await newPostType(sandbox(), editor(), 'odredisna-stranica')
    await newPost(sandbox(), editor(), { type: 'odredisna-stranica', slug: 'skica-stranice', status: 'draft' })
    const page = (await filter({ keywords: 'page' })).body.data.records[0].id as number
    const counts = contentCounts(sandbox())
    const hasPosts = failure(409, 'Post type still has posts: delete them or give them another type first.')
    expect(await remove(id)).toEqual(hasPosts)
    expect(await remove(page)).toEqual(hasPosts)
    expect(contentCounts(sandbox())).toEqual(counts)
  })

  it('unlinks the translation of a deleted type', async () => {
    const hr = await newPostType(sandbox(), editor(), 'odredisna-stranica')
    const sl = await newPostType(sandbox(), editor(), 'ciljna-stran')
    const link = await cms(
      sandbox(),
      'PUT',
      `link/postType/${hr.id}/bulk`,
      {
        translations: [
          { language: 'hr', postTypeId: hr.id },
          { language: 'sl', postTypeId: sl.id },
        ],
      },
      editor(),
    )
    expect(link.status).toBe(200)
    expect((await remove(hr.id)).status).toBe(200)
    const [left] = (await filter({ keywords: 'ciljna' })).body.data.records
    expect(left).toMatchObject({ id: sl.id, language: null, translations: [] })
  })

  it('answers 400 for an id that is no id and 404 for an unknown one', async () => {
    expect(await remove('abc')).toEqual(bad('id must be a positive integer.', 'id'))
    expect(await remove(999999)).toEqual(failure(404, 'Post type not found.'))
  })
})

describe('who may call the post type calls', () => {
  it.each([
    ['POST', 'postType/create', LANDING],
    ['POST', 'postType/filterStandard', {}],
    ['DELETE', 'postType/delete/1', undefined],
  ])('%s %s answers 401 without or with a bad token and 403 Forbidden. for a shopper, and changes nothing', async (method, path, body) => {
    const counts = contentCounts(sandbox())
    await expectBackofficeOnly(sandbox(), method, path, body)
    expect(contentCounts(sandbox())).toEqual(counts)
  })
})
