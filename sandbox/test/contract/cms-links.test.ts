import { describe, expect, it, vi } from 'vitest'
import { bad, cms, contentCounts, type EditedPost, expectBackofficeOnly, failure, newPost, newPostType } from './cms-backoffice.fixture'
import { useEditorSandbox } from './media-backoffice.fixture'

const { clock, sandbox, editor } = useEditorSandbox()

type Entry = { language: string; postId: unknown }
const link = (slugMain: string, translations: unknown, mode = 'bulk') =>
  cms(sandbox(), 'PUT', `link/postTranslation/${slugMain}/${mode}`, { translations }, editor())
const translate = (id: number | string, body: unknown, language = 'hr') =>
  cms(sandbox(), 'POST', `link/${id}/createTranslationFromOriginal`, body, editor(), language)
const master = (id: number | string, language = 'hr') => cms(sandbox(), 'POST', `link/masters/${id}`, undefined, editor(), language)
const linkTypes = (id: number | string, translations: unknown) => cms(sandbox(), 'PUT', `link/postType/${id}/bulk`, { translations }, editor())
/** What the shop's language switcher asks: the path of post `postId` in `newLanguage`, from a page in `from`. */
const urlOn = (postId: number, newLanguage: string, from: string) => cms(sandbox(), 'POST', 'finder/getUrlOnLanguage', { newLanguage, postId }, undefined, from)
const bySlug = (slug: string, language: string) => cms(sandbox(), 'GET', `post/get/slug/${slug}`, undefined, undefined, language)
const seededId = (slugMain: string) => (sandbox().db.prepare('SELECT id FROM posts WHERE slug_main = ?').get(slugMain) as { id: number }).id
const url = (path: string) => ({ status: 200, body: { data: { url: path } } })
const notFound = failure(404, 'Post not found.')

/** A published hr page and a published sl page, not linked. */
async function twoPages(): Promise<{ hr: EditedPost; sl: EditedPost }> {
  const hr = await newPost(sandbox(), editor(), { slug: 'ljetna-ponuda', title: 'Ljetna ponuda' })
  const sl = await newPost(sandbox(), editor(), { slug: 'poletna-ponudba', title: 'Poletna ponudba' }, 'sl')
  return { hr, sl }
}

const translation = (language: string, post: { id: number; slug: string; title: string }, status = 'published') => ({
  language,
  postId: post.id,
  slug: post.slug,
  title: post.title,
  status,
})
const O_NAMA = { hr: { slug: 'o-nama', title: 'O nama' }, sl: { slug: 'o-nas', title: 'O nas' } }

describe('PUT api/v1/cms/link/postTranslation/{slugMain}/bulk', () => {
  it('links an hr and an sl page into one group, which getUrlOnLanguage, get/slug and the slugs then follow', async () => {
    const { hr, sl } = await twoPages()
    expect(await urlOn(hr.id, 'sl', 'hr')).toEqual(notFound)
    expect(await urlOn(sl.id, 'hr', 'sl')).toEqual(notFound)

    const { status, body } = await link('ljetna-ponuda', [
      { language: 'hr', postId: hr.id },
      { language: 'sl', postId: sl.id },
    ])
    expect(status).toBe(200)
    expect(body).toEqual({ data: { slugMain: 'ljetna-ponuda', master: null, translations: [translation('hr', hr), translation('sl', sl)] } })

    expect(await urlOn(hr.id, 'sl', 'hr')).toEqual(url('/sl/poletna-ponudba'))
    expect(await urlOn(sl.id, 'hr', 'sl')).toEqual(url('/ljetna-ponuda'))
    expect(await urlOn(hr.id, 'slv', 'hr')).toEqual(url('/sl/poletna-ponudba'))
    const slPage = await bySlug('poletna-ponudba', 'sl')
    expect(slPage.body.data).toMatchObject({ id: sl.id, slugMain: 'ljetna-ponuda', slugs: { hr: 'ljetna-ponuda', sl: 'poletna-ponudba' } })
    // The hr slug asked in sl finds the sl page, as it does for a seeded page.
    expect((await bySlug('ljetna-ponuda', 'sl')).body.data.id).toBe(sl.id)
    expect((await bySlug('ljetna-ponuda', 'hr')).body.data).toMatchObject({ id: hr.id, slugs: { hr: 'ljetna-ponuda', sl: 'poletna-ponudba' } })
  })

  it("replaces the translation a seeded page's group held; the one replaced stands alone in a group of its own", async () => {
    const { sl } = await twoPages()
    const page = seededId('o-nama')
    expect(await urlOn(page, 'sl', 'hr')).toEqual(url('/sl/o-nas'))

    const { body } = await link('o-nama', [
      { language: 'hr', postId: page },
      { language: 'sl', postId: sl.id },
    ])
    expect(body.data).toEqual({ slugMain: 'o-nama', master: null, translations: [translation('hr', { id: page, ...O_NAMA.hr }), translation('sl', sl)] })
    expect(await urlOn(page, 'sl', 'hr')).toEqual(url('/sl/poletna-ponudba'))
    expect(await urlOn(sl.id, 'hr', 'sl')).toEqual(url('/o-nama'))
    // Asked from the sl page o-nas, the same post id now has no hr translation.
    expect(await urlOn(page, 'hr', 'sl')).toEqual(notFound)
    expect((await bySlug('o-nas', 'sl')).body.data).toMatchObject({ id: page, slugMain: 'o-nas', slugs: { sl: 'o-nas' } })
  })

  it('takes a translation out of the group it was linked in', async () => {
    const { hr } = await twoPages()
    const page = seededId('o-nama')
    const { body } = await link('o-nama-novo', [
      { language: 'hr', postId: hr.id },
      { language: 'sl', postId: page },
    ])
    expect(body.data.translations).toEqual([translation('hr', hr), translation('sl', { id: page, ...O_NAMA.sl })])
    expect(await urlOn(page, 'sl', 'hr')).toEqual(notFound)
    expect(await urlOn(page, 'hr', 'sl')).toEqual(url('/ljetna-ponuda'))
    expect((await bySlug('o-nama', 'hr')).body.data.slugs).toEqual({ hr: 'o-nama' })
  })

  it('lists a draft translation in the group, but visitors are not sent to it', async () => {
    const hr = await newPost(sandbox(), editor(), { slug: 'ljetna-ponuda', title: 'Ljetna ponuda' })
    const draft = await newPost(sandbox(), editor(), { slug: 'poletna-ponudba', title: 'Poletna ponudba', status: 'draft' }, 'sl')
    const { body } = await link('ljetna-ponuda', [
      { language: 'sl', postId: draft.id },
      { language: 'hr', postId: hr.id },
    ])
    expect(body.data.translations).toEqual([translation('hr', hr), translation('sl', draft, 'draft')])
    expect(await urlOn(hr.id, 'sl', 'hr')).toEqual(notFound)
    expect((await bySlug('ljetna-ponuda', 'hr')).body.data.slugs).toEqual({ hr: 'ljetna-ponuda' })
  })

  it('unlinks: a group of one translation leaves the other one in a group of its own', async () => {
    const { hr, sl } = await twoPages()
    await link('ljetna-ponuda', [
      { language: 'hr', postId: hr.id },
      { language: 'sl', postId: sl.id },
    ])
    const { body } = await link('ljetna-ponuda', [{ language: 'hr', postId: hr.id }])
    expect(body.data.translations).toEqual([translation('hr', hr)])
    expect(await urlOn(hr.id, 'sl', 'hr')).toEqual(notFound)
    expect((await bySlug('poletna-ponudba', 'sl')).body.data.slugMain).toBe('poletna-ponudba')
  })
})

describe('PUT api/v1/cms/link/postTranslation/{slugMain}/bulkExisting', () => {
  it('links translations that stand alone, or are in the group already', async () => {
    const { hr, sl } = await twoPages()
    const entries = [
      { language: 'hr', postId: hr.id },
      { language: 'sl', postId: sl.id },
    ]
    const { status, body } = await link('ljetna-ponuda', entries, 'bulkExisting')
    expect(status).toBe(200)
    expect(body.data.translations).toEqual([translation('hr', hr), translation('sl', sl)])
    expect(await urlOn(hr.id, 'sl', 'hr')).toEqual(url('/sl/poletna-ponudba'))
    expect((await link('ljetna-ponuda', entries, 'bulkExisting')).status).toBe(200)
    const page = seededId('o-nama')
    expect(
      (
        await link(
          'o-nama',
          [
            { language: 'hr', postId: page },
            { language: 'sl', postId: page },
          ],
          'bulkExisting',
        )
      ).status,
    ).toBe(200)
  })

  it('answers 409 for a translation linked in another group, and changes nothing', async () => {
    const { hr } = await twoPages()
    const page = seededId('o-nama')
    const counts = contentCounts(sandbox())
    expect(
      await link(
        'ljetna-ponuda',
        [
          { language: 'hr', postId: hr.id },
          { language: 'sl', postId: page },
        ],
        'bulkExisting',
      ),
    ).toEqual(failure(409, `Post ${page} (sl) already belongs to the translation group o-nama.`))
    expect(contentCounts(sandbox())).toEqual(counts)
    expect(await urlOn(page, 'sl', 'hr')).toEqual(url('/sl/o-nas'))
  })
})

describe('bulk link bodies', () => {
  const SLUG_MAIN_FORMAT = 'slugMain must be lowercase letters (a-z) and digits, in words joined by single hyphens (like o-nama).'
  const cases: Array<[string, string, (ids: { hr: number; sl: number }) => unknown, string, string]> = [
    ['a slugMain of 3 characters', 'abc', ({ hr }) => [{ language: 'hr', postId: hr }], 'slugMain must be at least 4 characters.', 'slugMain'],
    ['a slugMain with capitals', 'Ljetna-Ponuda', ({ hr }) => [{ language: 'hr', postId: hr }], SLUG_MAIN_FORMAT, 'slugMain'],
    ['no translations', 'ljetna-ponuda', () => undefined, 'translations must be a non-empty array of objects.', 'translations'],
    ['an empty list', 'ljetna-ponuda', () => [], 'translations must be a non-empty array of objects.', 'translations'],
    [
      'an entry that is no object',
      'ljetna-ponuda',
      ({ hr }) => [{ language: 'hr', postId: hr }, 'sl'],
      'translations must be a non-empty array of objects.',
      'translations.1',
    ],
    ['a language without content', 'ljetna-ponuda', ({ hr }) => [{ language: 'en', postId: hr }], 'language must be hr or sl.', 'translations.0.language'],
    ['no language', 'ljetna-ponuda', ({ hr }) => [{ postId: hr }], 'language must be hr or sl.', 'translations.0.language'],
    [
      'a postId that is no id',
      'ljetna-ponuda',
      () => [{ language: 'hr', postId: 'ljetna-ponuda' }],
      'translations.0.postId must be a positive integer.',
      'translations.0.postId',
    ],
    [
      'a language twice',
      'ljetna-ponuda',
      ({ hr, sl }) => [
        { language: 'hr', postId: hr },
        { language: 'hr', postId: sl },
      ],
      'hr is listed twice: a group holds one translation per language.',
      'translations.1.language',
    ],
    [
      'a post that does not exist',
      'ljetna-ponuda',
      ({ hr }) => [
        { language: 'hr', postId: hr },
        { language: 'sl', postId: 999999 },
      ],
      'Post 999999 has no sl translation.',
      'translations.1.postId',
    ],
    [
      'a post without a translation in that language',
      'ljetna-ponuda',
      ({ hr }) => [{ language: 'sl', postId: hr }],
      'Post HR has no sl translation.',
      'translations.0.postId',
    ],
  ]
  it.each(cases.flatMap(([what, ...rest]) => ['bulk', 'bulkExisting'].map((mode) => [`${mode}: ${what}`, mode, ...rest] as const)))(
    'answers 400 for %s and changes nothing',
    async (_, mode, slugMain, entries, message, path) => {
      const { hr, sl } = await twoPages()
      const counts = contentCounts(sandbox())
      const text = message.replace('HR', String(hr.id))
      const { status, body } = await cms(
        sandbox(),
        'PUT',
        `link/postTranslation/${slugMain}/${mode}`,
        { translations: entries({ hr: hr.id, sl: sl.id }) },
        editor(),
      )
      expect({ status, body }).toEqual(bad(text, path))
      expect(contentCounts(sandbox())).toEqual(counts)
    },
  )

  it('writes nothing when the third entry is refused, though the first two were good', async () => {
    const { hr, sl } = await twoPages()
    const counts = contentCounts(sandbox())
    const entries: Entry[] = [
      { language: 'hr', postId: hr.id },
      { language: 'sl', postId: sl.id },
      { language: 'sl', postId: 999999 },
    ]
    expect(await link('ljetna-ponuda', entries)).toEqual(bad('sl is listed twice: a group holds one translation per language.', 'translations.2.language'))
    expect(contentCounts(sandbox())).toEqual(counts)
    expect(await urlOn(hr.id, 'sl', 'hr')).toEqual(notFound)
  })

  it('writes nothing when the database refuses the second write of a link (one transaction)', async () => {
    const { hr, sl } = await twoPages()
    const page = seededId('o-nama')
    // A fault only this test installs: the sl page cannot change group. The released seeded sl page and the hr page
    // are written first; both must be undone.
    sandbox().db.exec(`CREATE TRIGGER refuse_sl BEFORE UPDATE OF translation_group ON post_translations WHEN NEW.post_id = ${sl.id}
      BEGIN SELECT RAISE(ABORT, 'refused by the test'); END`)
    const counts = contentCounts(sandbox())
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      const answer = await link('o-nama', [
        { language: 'hr', postId: hr.id },
        { language: 'sl', postId: sl.id },
      ])
      expect(answer).toEqual(failure(500, 'Internal server error.'))
    } finally {
      quiet.mockRestore()
    }
    expect(contentCounts(sandbox())).toEqual(counts)
    expect(await urlOn(page, 'sl', 'hr')).toEqual(url('/sl/o-nas'))
  })
})

describe('POST api/v1/cms/link/{id}/createTranslationFromOriginal', () => {
  it('copies a post into a draft in the other language, linked into its group, and marks the original as the master', async () => {
    const original = await newPost(sandbox(), editor(), {
      type: 'post',
      slug: 'ljetni-savjeti',
      title: 'Ljetni savjeti',
      excerpt: 'Kako s bebom kroz vrućine.',
      content: '<p>Hladovina i voda.</p>',
      meta: { title: 'Ljeto s bebom', hero: { mediaId: 1 } },
    })
    const db = sandbox().db
    const media = (db.prepare('SELECT id FROM media ORDER BY id LIMIT 1').get() as { id: number }).id
    const term = (db.prepare("SELECT term_id AS id FROM term_translations WHERE slug = 'savjeti'").get() as { id: number }).id
    db.prepare('UPDATE posts SET media_id = ? WHERE id = ?').run(media, original.id)
    db.prepare('INSERT INTO post_terms (post_id, term_id) VALUES (?, ?)').run(original.id, term)
    clock.advance(120)
    const now = new Date(clock.now()).toISOString()

    const { status, body } = await translate(original.id, { language: 'sl' })
    expect(status).toBe(200)
    const copy = body.data as EditedPost
    expect(copy).toEqual({
      ...original,
      id: expect.any(Number),
      slugs: { hr: 'ljetni-savjeti', sl: 'ljetni-savjeti' },
      media: expect.objectContaining({ id: media }),
      publishedAt: now,
      createdAt: now,
      updatedAt: now,
      terms: { categories: [], tags: [{ id: term, title: 'Nasveti', slug: 'nasveti' }] },
      status: 'draft',
      language: 'sl',
    })
    expect(copy.id).not.toBe(original.id)
    expect(copy.slugMain).toBe('ljetni-savjeti')
    expect((await master(copy.id)).body.data).toEqual({
      slugMain: 'ljetni-savjeti',
      master: copy.id,
      translations: [translation('hr', original), translation('sl', copy, 'draft')],
    })
    // A draft: the switcher does not go there yet.
    expect(await urlOn(original.id, 'sl', 'hr')).toEqual(notFound)
  })

  it('makes the original the master only when the group has none', async () => {
    const hr = await newPost(sandbox(), editor(), { slug: 'ljetna-ponuda', title: 'Ljetna ponuda' })
    expect((await translate(hr.id, { language: 'sl' })).status).toBe(200)
    const row = sandbox().db.prepare('SELECT post_id FROM post_group_masters WHERE translation_group = ?').get('ljetna-ponuda')
    expect(row).toEqual({ post_id: hr.id })
  })

  it('gives the copy a free slug in its language, and the post type linked to the original type in that language', async () => {
    const hrType = await newPostType(sandbox(), editor(), 'odredisna-stranica')
    const slType = await newPostType(sandbox(), editor(), 'ciljna-stran')
    expect(
      (
        await linkTypes(hrType.id, [
          { language: 'hr', postTypeId: hrType.id },
          { language: 'sl', postTypeId: slType.id },
        ])
      ).status,
    ).toBe(200)
    const hr = await newPost(sandbox(), editor(), { type: 'odredisna-stranica', slug: 'ljetna-ponuda' })
    await newPost(sandbox(), editor(), { slug: 'ljetna-ponuda' }, 'sl')
    await newPost(sandbox(), editor(), { slug: 'ljetna-ponuda-2' }, 'sl')
    const { body } = await translate(hr.id, { language: 'sl' })
    expect(body.data).toMatchObject({ slug: 'ljetna-ponuda-3', postType: 'ciljna-stran', slugMain: 'ljetna-ponuda', language: 'sl' })
  })

  it('answers 409 when the group has a translation in that language, and makes nothing', async () => {
    const hr = await newPost(sandbox(), editor(), { slug: 'ljetna-ponuda' })
    const sl = await newPost(sandbox(), editor(), { slug: 'poletna-ponudba' }, 'sl')
    expect((await translate(hr.id, { language: 'sl' })).status).toBe(200)
    const counts = contentCounts(sandbox())
    expect(await translate(hr.id, { language: 'sl' })).toEqual(failure(409, 'The post already has a translation in sl.'))
    expect(await translate(seededId('o-nama'), { language: 'sl' })).toEqual(failure(409, 'The post already has a translation in sl.'))
    expect(await translate(seededId('o-nama'), { language: 'hr' })).toEqual(failure(409, 'The post already has a translation in hr.'))
    expect(await translate(sl.id, { language: 'sl' })).toEqual(failure(409, 'The post already has a translation in sl.'))
    expect(contentCounts(sandbox())).toEqual(counts)
  })

  it('copies a seeded translation that a link left alone', async () => {
    const page = seededId('o-nama')
    const hr = await newPost(sandbox(), editor(), { slug: 'ljetna-ponuda' })
    await link('o-nama-novo', [
      { language: 'hr', postId: hr.id },
      { language: 'sl', postId: page },
    ])
    const { status, body } = await translate(page, { language: 'sl' })
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ title: 'O nama', slug: 'o-nama', slugMain: 'o-nama', language: 'sl', status: 'draft' })
  })

  it.each([
    ['no language', {}, 'language must be hr or sl.', 'language'],
    ['a language without content', { language: 'de' }, 'language must be hr or sl.', 'language'],
  ])('answers 400 for %s', async (_, body, message, path) => {
    expect(await translate(seededId('o-nama'), body)).toEqual(bad(message, path))
  })

  it('answers 404 for an unknown post and 400 for an id that is no id or a body that is no object', async () => {
    expect(await translate(999999, { language: 'sl' })).toEqual(notFound)
    expect(await translate('abc', { language: 'sl' })).toEqual(bad('id must be a positive integer.', 'id'))
    expect(await translate(seededId('o-nama'), ['sl'])).toEqual(bad('Request body must be a JSON object.'))
  })
})

describe('POST api/v1/cms/link/masters/{id}', () => {
  it('marks a post as the original of its group and answers the group', async () => {
    const page = seededId('o-nama')
    const { status, body } = await master(page)
    expect(status).toBe(200)
    expect(body).toEqual({
      data: { slugMain: 'o-nama', master: page, translations: [translation('hr', { id: page, ...O_NAMA.hr }), translation('sl', { id: page, ...O_NAMA.sl })] },
    })
  })

  it('moves the mark to another post of the group, and forgets it when the master leaves the group', async () => {
    const { hr, sl } = await twoPages()
    await link('ljetna-ponuda', [
      { language: 'hr', postId: hr.id },
      { language: 'sl', postId: sl.id },
    ])
    expect((await master(hr.id)).body.data.master).toBe(hr.id)
    expect((await master(sl.id)).body.data.master).toBe(sl.id)
    expect((await link('ljetna-ponuda', [{ language: 'hr', postId: hr.id }])).body.data).toEqual({
      slugMain: 'ljetna-ponuda',
      master: null,
      translations: [translation('hr', hr)],
    })
  })

  it("takes the group of the post's translation in the request language when a link split its translations", async () => {
    const { hr } = await twoPages()
    const page = seededId('o-nama')
    await link('o-nama-novo', [
      { language: 'hr', postId: hr.id },
      { language: 'sl', postId: page },
    ])
    expect((await master(page, 'sl')).body.data.slugMain).toBe('o-nama-novo')
    expect((await master(page, 'hr')).body.data.slugMain).toBe('o-nama')
  })

  it('answers 404 for an unknown post and 400 for an id that is no id', async () => {
    expect(await master(999999)).toEqual(notFound)
    expect(await master('abc')).toEqual(bad('id must be a positive integer.', 'id'))
  })
})

describe('PUT api/v1/cms/link/postType/{id}/bulk', () => {
  it('links post types across languages and answers the type with its translations', async () => {
    const hr = await newPostType(sandbox(), editor(), 'odredisna-stranica')
    const sl = await newPostType(sandbox(), editor(), 'ciljna-stran')
    const { status, body } = await linkTypes(hr.id, [
      { language: 'sl', postTypeId: sl.id },
      { language: 'hr', postTypeId: hr.id },
    ])
    expect(status).toBe(200)
    const translations = [
      { language: 'hr', postTypeId: hr.id, slug: 'odredisna-stranica' },
      { language: 'sl', postTypeId: sl.id, slug: 'ciljna-stran' },
    ]
    expect(body.data).toEqual({ ...hr, language: 'hr', translations })
    const listed = (await cms(sandbox(), 'POST', 'postType/filterStandard', {}, editor())).body.data.records as Array<{ id: number }>
    expect(listed.filter((type) => type.id === hr.id || type.id === sl.id)).toEqual([
      { ...hr, language: 'hr', translations },
      { ...sl, language: 'sl', translations },
    ])
  })

  it('swaps languages, and sending only the type itself unlinks it', async () => {
    const hr = await newPostType(sandbox(), editor(), 'odredisna-stranica')
    const sl = await newPostType(sandbox(), editor(), 'ciljna-stran')
    await linkTypes(hr.id, [
      { language: 'hr', postTypeId: hr.id },
      { language: 'sl', postTypeId: sl.id },
    ])
    const swapped = await linkTypes(hr.id, [
      { language: 'sl', postTypeId: hr.id },
      { language: 'hr', postTypeId: sl.id },
    ])
    expect(swapped.body.data).toMatchObject({
      language: 'sl',
      translations: [
        { language: 'hr', postTypeId: sl.id },
        { language: 'sl', postTypeId: hr.id },
      ],
    })
    const alone = await linkTypes(hr.id, [{ language: 'hr', postTypeId: hr.id }])
    expect(alone.body.data).toMatchObject({ language: null, translations: [] })
    expect(contentCounts(sandbox()).typeGroups).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ id: sl.id, translation_group: expect.any(Number) })]),
    )
  })

  it('takes a type out of the group it was linked in', async () => {
    const a = await newPostType(sandbox(), editor(), 'odredisna-stranica')
    const b = await newPostType(sandbox(), editor(), 'ciljna-stran')
    const c = await newPostType(sandbox(), editor(), 'ciljna-stran-nova')
    await linkTypes(a.id, [
      { language: 'hr', postTypeId: a.id },
      { language: 'sl', postTypeId: b.id },
    ])
    const { body } = await linkTypes(c.id, [
      { language: 'sl', postTypeId: c.id },
      { language: 'hr', postTypeId: a.id },
    ])
    expect(body.data.translations).toEqual([
      { language: 'hr', postTypeId: a.id, slug: 'odredisna-stranica' },
      { language: 'sl', postTypeId: c.id, slug: 'ciljna-stran-nova' },
    ])
    const [left] = (await cms(sandbox(), 'POST', 'postType/filterStandard', { keywords: 'ciljna-stran' }, editor())).body.data.records
    expect(left).toMatchObject({ id: b.id, language: null, translations: [] })
  })

  it('answers 404 for an unknown type and 400 for an id that is no id', async () => {
    expect(await linkTypes(999999, [{ language: 'hr', postTypeId: 999999 }])).toEqual(failure(404, 'Post type not found.'))
    expect(await linkTypes('abc', [{ language: 'hr', postTypeId: 1 }])).toEqual(bad('id must be a positive integer.', 'id'))
  })

  const typeCases: Array<[string, (ids: { hr: number; sl: number }) => unknown, string, string]> = [
    ['no translations', () => undefined, 'translations must be a non-empty array of objects.', 'translations'],
    ['a language without content', ({ hr }) => [{ language: 'en', postTypeId: hr }], 'language must be hr or sl.', 'translations.0.language'],
    [
      'a postTypeId that is no id',
      () => [{ language: 'hr', postTypeId: 0 }],
      'translations.0.postTypeId must be a positive integer.',
      'translations.0.postTypeId',
    ],
    [
      'a language twice',
      ({ hr, sl }) => [
        { language: 'hr', postTypeId: hr },
        { language: 'hr', postTypeId: sl },
      ],
      'hr is listed twice: a group holds one translation per language.',
      'translations.1.language',
    ],
    [
      'a type twice',
      ({ hr }) => [
        { language: 'hr', postTypeId: hr },
        { language: 'sl', postTypeId: hr },
      ],
      'Post type HR is listed twice.',
      'translations.1.postTypeId',
    ],
    [
      'an unknown type',
      ({ hr }) => [
        { language: 'hr', postTypeId: hr },
        { language: 'sl', postTypeId: 999999 },
      ],
      'Post type 999999 does not exist.',
      'translations.1.postTypeId',
    ],
    ['a list without the type itself', ({ sl }) => [{ language: 'sl', postTypeId: sl }], 'translations must include post type HR itself.', 'translations'],
  ]
  it.each(typeCases)('answers 400 for %s and changes nothing', async (_, entries, message, path) => {
    const hr = await newPostType(sandbox(), editor(), 'odredisna-stranica')
    const sl = await newPostType(sandbox(), editor(), 'ciljna-stran')
    const counts = contentCounts(sandbox())
    expect(await linkTypes(hr.id, entries({ hr: hr.id, sl: sl.id }))).toEqual(bad(message.replace('HR', String(hr.id)), path))
    expect(contentCounts(sandbox())).toEqual(counts)
  })

  it('writes nothing when the third entry is refused, though the first two were good', async () => {
    const hr = await newPostType(sandbox(), editor(), 'odredisna-stranica')
    const sl = await newPostType(sandbox(), editor(), 'ciljna-stran')
    const counts = contentCounts(sandbox())
    const entries = [
      { language: 'hr', postTypeId: hr.id },
      { language: 'sl', postTypeId: sl.id },
      { language: 'hr', postTypeId: 999999 },
    ]
    expect(await linkTypes(hr.id, entries)).toEqual(bad('hr is listed twice: a group holds one translation per language.', 'translations.2.language'))
    expect(contentCounts(sandbox())).toEqual(counts)
  })
})

describe('who may call the link calls', () => {
  it.each([
    ['PUT', 'link/postTranslation/o-nama/bulk', { translations: [{ language: 'hr', postId: 1 }] }],
    ['PUT', 'link/postTranslation/o-nama/bulkExisting', { translations: [{ language: 'hr', postId: 1 }] }],
    ['POST', 'link/1/createTranslationFromOriginal', { language: 'sl' }],
    ['PUT', 'link/postType/1/bulk', { translations: [{ language: 'hr', postTypeId: 1 }] }],
    ['POST', 'link/masters/1', undefined],
  ])('%s %s answers 401 without or with a bad token and 403 Forbidden. for a shopper, and changes nothing', async (method, path, body) => {
    const counts = contentCounts(sandbox())
    await expectBackofficeOnly(sandbox(), method, path, body)
    expect(contentCounts(sandbox())).toEqual(counts)
  })
})
