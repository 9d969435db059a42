import { http as mock, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { EDITOR, SHOPPER } from '../../test/auth.backend'
import { authShop } from '../../test/auth.setup'
import { API, pathOf, seen, server, useMswServer } from '../../test/msw'
import { isHttpError, isValidationError } from '../errors/errors.guards'
import type { Result } from '../result/result.types'
import { BACK_OFFICE_MESSAGE_KEYS } from './back-office.messages.keys'
import { createPagesService } from './pages.service'

useMswServer()

const CMS = `${API}/api/v1/cms`

// Answers as docs/contract.md "Posts, page templates and translation links" gives them.
const POST = {
  id: 51,
  postType: 'page',
  title: 'Ljetna akcija',
  slug: 'ljetna-akcija',
  slugMain: 'ljetna-akcija',
  slugs: { hr: 'ljetna-akcija' },
  excerpt: '',
  body: '<p>Sve za ljeto.</p>',
  media: null,
  author: 'Iva Kovač',
  allowComments: false,
  publishedAt: '2026-06-15T10:00:00.000Z',
  createdAt: '2026-06-15T10:00:00.000Z',
  updatedAt: '2026-06-15T10:00:00.000Z',
  metaTitle: 'Ljetna akcija',
  metaDescription: '',
  terms: { categories: [], tags: [] },
  status: 'published',
  language: 'hr',
  meta: { hero: 12 },
}
const TYPE = {
  id: 7,
  slug: 'odredisna-stranica',
  name: 'Odredišna stranica',
  fields: [{ key: 'hero', type: 'image', label: 'Naslovna slika' }],
  postCount: 0,
  language: null,
  translations: [],
}
const GROUP = {
  slugMain: 'ljetna-akcija',
  master: null,
  translations: [
    { language: 'hr', postId: 51, slug: 'ljetna-akcija', title: 'Ljetna akcija', status: 'published' },
    { language: 'sl', postId: 52, slug: 'poletna-akcija', title: 'Poletna akcija', status: 'draft' },
  ],
}

const failure = (status: number, message: string, errors?: Array<{ path: string; message: string }>) =>
  HttpResponse.json({ message, statusCode: status, ...(errors ? { errors } : {}) }, { status })

/** The user id of the request's token (the test tokens carry it as `sub`), or undefined without one. */
function userIdOf(request: Request): number | undefined {
  const token = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1]
  return token === undefined ? undefined : (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: number }).sub
}

/** As the sandbox checks a back-office call, before the body: 401 without a token, 403 for anyone but the editor (id 1). */
function refusal(request: Request): Response | undefined {
  const userId = userIdOf(request)
  if (userId === undefined) return failure(401, 'Unauthorized.')
  return userId === 1 ? undefined : failure(403, 'Forbidden.')
}

const body = async (request: Request) => (await request.json()) as Record<string, unknown>

/** The fake backend: the calls' happy answers, each behind the back-office check. */
function pagesHandlers() {
  return [
    mock.post(`${CMS}/post/create`, async ({ request }) => refusal(request) ?? HttpResponse.json({ data: { ...POST, ...(await body(request)) } })),
    mock.post(`${CMS}/postType/create`, async ({ request }) => refusal(request) ?? HttpResponse.json({ data: { ...TYPE, ...(await body(request)) } })),
    mock.post(
      `${CMS}/postType/filterStandard`,
      ({ request }) =>
        refusal(request) ??
        HttpResponse.json({ data: { records: [TYPE], pagination: { page: 2, perPage: 1, total: 4, lastPage: 4 }, totalPages: 4, totalRecords: 4 } }),
    ),
    mock.delete(`${CMS}/postType/delete/:id`, ({ request, params }) => refusal(request) ?? HttpResponse.json({ data: { id: Number(params.id) } })),
    mock.put(
      `${CMS}/link/postTranslation/:slugMain/:mode`,
      ({ request, params }) => refusal(request) ?? HttpResponse.json({ data: { ...GROUP, slugMain: params.slugMain } }),
    ),
    mock.post(
      `${CMS}/link/:id/createTranslationFromOriginal`,
      async ({ request }) =>
        refusal(request) ?? HttpResponse.json({ data: { ...POST, id: 52, slug: 'ljetna-akcija', status: 'draft', ...(await body(request)) } }),
    ),
    mock.post(`${CMS}/link/masters/:id`, ({ request, params }) => refusal(request) ?? HttpResponse.json({ data: { ...GROUP, master: Number(params.id) } })),
    mock.put(`${CMS}/link/postType/:id/bulk`, async ({ request }) => {
      const { translations } = (await body(request)) as { translations: Array<{ language: string; postTypeId: number }> }
      return (
        refusal(request) ??
        HttpResponse.json({ data: { ...TYPE, language: 'hr', translations: translations.map((entry) => ({ ...entry, slug: `tip-${entry.postTypeId}` })) } })
      )
    }),
  ]
}

async function signedIn(credentials: { username: string; password: string } = EDITOR, options: Parameters<typeof authShop>[0] = {}) {
  const setup = authShop(options)
  server.use(...pagesHandlers())
  await setup.shop.auth.login(credentials)
  seen.length = 0
  return { ...setup, pages: createPagesService(setup.shop) }
}

const calls = () => seen.map((request) => `${request.method} ${pathOf(request)}`)
const sent = async (index = 0) => (await seen[index]!.clone().text()) || undefined
const problem = (result: Result<unknown>) => (result.ok ? null : { code: result.error.code, status: result.error.status, messageKey: result.error.messageKey })

describe('the pages service', () => {
  it('is one service per storefront instance', async () => {
    const { shop, pages } = await signedIn()
    expect(createPagesService(shop)).toBe(pages)
    expect(createPagesService(authShop().shop)).not.toBe(pages)
  })

  it('creates a page with what it is given, in the request’s language unless told, and answers it as saved', async () => {
    const { pages } = await signedIn(EDITOR, { language: 'sl' })
    const input = { type: 'odredisna-stranica', title: 'Ljetna akcija', slug: 'ljetna-akcija', status: 'published' as const, meta: { hero: 12 } }
    const made = await pages.createPost(input)
    expect(made).toEqual({
      ok: true,
      data: expect.objectContaining({ id: 51, type: 'odredisna-stranica', slugMain: 'ljetna-akcija', status: 'published', meta: { hero: 12 } }),
    })
    expect(calls()).toEqual(['POST /api/v1/cms/post/create'])
    expect(JSON.parse((await sent())!)).toEqual(input)
    expect(seen[0]!.headers.get('x-gaussbox-language')).toBe('sl')
  })

  it.each([
    ['abc', 'validation.slugTooShort'],
    ['', 'validation.slugTooShort'],
    ['Ljetna-akcija', 'validation.slugFormat'],
    ['ljetna--akcija', 'validation.slugFormat'],
    ['ljetna/akcija', 'validation.slugFormat'],
  ])('refuses the slug %j of a post and of a page template with %s, sending nothing', async (slug, messageKey) => {
    const { pages } = await signedIn()
    const post = await pages.createPost({ type: 'page', title: 'Naslov', slug })
    const type = await pages.createPostType({ name: 'Predložak', slug })
    for (const refused of [post, type]) {
      expect(refused.ok ? null : [refused.error.code, refused.error.messageKey, isValidationError(refused.error) && refused.error.issues]).toEqual([
        'VALIDATION_ERROR',
        messageKey,
        [{ path: ['slug'], messageKey }],
      ])
    }
    expect(calls()).toEqual([])
  })

  it('passes a taken slug (409) and the backend’s field errors (400) on with their status and text', async () => {
    const { pages } = await signedIn()
    server.use(
      mock.post(`${CMS}/post/create`, async ({ request }) =>
        (await body(request)).title === ' '
          ? failure(400, 'title must be a non-empty string.', [{ path: 'title', message: 'title must be a non-empty string.' }])
          : failure(409, 'Slug already exists in this language.'),
      ),
      mock.post(`${CMS}/postType/create`, () => failure(409, 'Post type slug already exists.')),
    )
    const taken = await pages.createPost({ type: 'page', title: 'O nama', slug: 'o-nama' })
    const blank = await pages.createPost({ type: 'page', title: ' ', slug: 'o-nama-2' })
    const typeTaken = await pages.createPostType({ name: 'Stranica', slug: 'page' })
    expect([taken, blank, typeTaken].map(problem)).toEqual([
      { code: 'HTTP_ERROR', status: 409, messageKey: 'core.notifications.somethingWentWrong' },
      { code: 'HTTP_ERROR', status: 400, messageKey: 'core.notifications.somethingWentWrong' },
      { code: 'HTTP_ERROR', status: 409, messageKey: 'core.notifications.somethingWentWrong' },
    ])
    expect(!taken.ok && isHttpError(taken.error) && taken.error.serverMessage).toBe('Slug already exists in this language.')
    expect(!blank.ok && isHttpError(blank.error) && blank.error.body).toEqual({
      message: 'title must be a non-empty string.',
      statusCode: 400,
      errors: [{ path: 'title', message: 'title must be a non-empty string.' }],
    })
  })

  it('answers 401 for a call without a token, as the transport maps it', async () => {
    const setup = authShop()
    server.use(...pagesHandlers())
    const anonymous = await createPagesService(setup.shop).createPostType({ name: 'Predložak', slug: 'predlozak' })
    expect(problem(anonymous)).toEqual({ code: 'HTTP_ERROR', status: 401, messageKey: 'core.notifications.somethingWentWrong' })
  })

  it('logs a shopper out on the 403 and answers the retry’s 401, writing nothing', async () => {
    const { pages, shop, noticeKeys } = await signedIn(SHOPPER)
    const refused = await pages.deletePostType(7)
    expect(problem(refused)).toEqual({ code: 'HTTP_ERROR', status: 401, messageKey: 'core.notifications.somethingWentWrong' })
    expect(calls()).toEqual(['DELETE /api/v1/cms/postType/delete/7', 'DELETE /api/v1/cms/postType/delete/7'])
    expect(seen.map((request) => request.headers.has('authorization'))).toEqual([true, false])
    expect(shop.auth.$user.get()).toBeNull()
    expect(noticeKeys()).toContain('core.notifications.logoutSuccess')
  })

  it('creates a page template with its fields', async () => {
    const { pages } = await signedIn()
    const input = { name: 'Odredišna stranica', slug: 'odredisna-stranica', fields: [{ key: 'hero', type: 'image' as const, label: 'Naslovna slika' }] }
    const made = await pages.createPostType(input)
    expect(made).toEqual({ ok: true, data: expect.objectContaining({ id: 7, slug: 'odredisna-stranica', postCount: 0, language: null, translations: [] }) })
    expect(JSON.parse((await sent())!)).toEqual(input)
  })

  it('lists the page templates as a page of them, sending the query (an empty one by default)', async () => {
    const { pages } = await signedIn()
    const first = await pages.listPostTypes()
    const found = await pages.listPostTypes({ keywords: 'stranica', page: 2, limit: 1 })
    expect(first).toEqual({
      ok: true,
      data: { records: [expect.objectContaining({ id: 7, name: 'Odredišna stranica' })], page: 2, perPage: 1, total: 4, totalPages: 4 },
    })
    expect(found.ok && found.data.records).toHaveLength(1)
    expect([await sent(0), await sent(1)].map((text) => JSON.parse(text!))).toEqual([{}, { keywords: 'stranica', page: 2, limit: 1 }])
  })

  it('deletes a page template', async () => {
    const { pages } = await signedIn()
    expect(await pages.deletePostType(7)).toEqual({ ok: true, data: { id: 7 } })
    expect(calls()).toEqual(['DELETE /api/v1/cms/postType/delete/7'])
  })

  it('tells that a page template still has posts with a code and a back-office message key, keeping the server’s answer', async () => {
    const { pages } = await signedIn()
    const text = 'Post type still has posts: delete them or give them another type first.'
    server.use(mock.delete(`${CMS}/postType/delete/:id`, ({ params }) => (params.id === '2' ? failure(409, text) : failure(404, 'Post type not found.'))))
    const inUse = await pages.deletePostType(2)
    expect(problem(inUse)).toEqual({ code: 'POST_TYPE_HAS_POSTS', status: 409, messageKey: BACK_OFFICE_MESSAGE_KEYS.postTypeHasPosts })
    expect(!inUse.ok && isHttpError(inUse.error) && [inUse.error.serverMessage, inUse.error.body]).toEqual([text, { message: text, statusCode: 409 }])
    expect(problem(await pages.deletePostType(99))).toEqual({ code: 'NOT_FOUND', status: 404, messageKey: 'core.notifications.notFound' })
  })

  it('links translations into a group with bulk, and with bulkExisting only those that stand alone', async () => {
    const { pages } = await signedIn()
    const translations = [
      { language: 'hr' as const, postId: 51 },
      { language: 'sl' as const, postId: 52 },
    ]
    const linked = await pages.linkTranslations('ljetna-akcija', translations)
    const standalone = await pages.linkStandaloneTranslations('ljetna-akcija', translations)
    expect(linked).toEqual({ ok: true, data: GROUP })
    expect(standalone).toEqual(linked)
    expect(calls()).toEqual(['PUT /api/v1/cms/link/postTranslation/ljetna-akcija/bulk', 'PUT /api/v1/cms/link/postTranslation/ljetna-akcija/bulkExisting'])
    expect(JSON.parse((await sent())!)).toEqual({ translations })
  })

  it('refuses a group name against the slug rules before it becomes part of the URL', async () => {
    const { pages } = await signedIn()
    const outcomes = [
      await pages.linkTranslations('../postType', [{ language: 'hr', postId: 51 }]),
      await pages.linkStandaloneTranslations('abc', [{ language: 'hr', postId: 51 }]),
    ]
    expect(outcomes.map((outcome) => (!outcome.ok && isValidationError(outcome.error) ? outcome.error.issues : null))).toEqual([
      [{ path: ['slugMain'], messageKey: 'validation.slugFormat' }],
      [{ path: ['slugMain'], messageKey: 'validation.slugTooShort' }],
    ])
    expect(calls()).toEqual([])
  })

  it('passes bulkExisting’s 409 and a translation’s 400 on', async () => {
    const { pages } = await signedIn()
    server.use(
      mock.put(`${CMS}/link/postTranslation/:slugMain/bulkExisting`, () =>
        failure(409, 'Post 52 (sl) already belongs to the translation group poletna-akcija.'),
      ),
      mock.put(`${CMS}/link/postTranslation/:slugMain/bulk`, () =>
        failure(400, 'Post 99 has no sl translation.', [{ path: 'translations.0.postId', message: 'Post 99 has no sl translation.' }]),
      ),
    )
    const elsewhere = await pages.linkStandaloneTranslations('ljetna-akcija', [{ language: 'sl', postId: 52 }])
    const missing = await pages.linkTranslations('ljetna-akcija', [{ language: 'sl', postId: 99 }])
    expect(
      [elsewhere, missing].map((outcome) => (!outcome.ok && isHttpError(outcome.error) ? [outcome.error.status, outcome.error.serverMessage] : null)),
    ).toEqual([
      [409, 'Post 52 (sl) already belongs to the translation group poletna-akcija.'],
      [400, 'Post 99 has no sl translation.'],
    ])
  })

  it('makes a translation from the original, and passes on the 409 of a language the group has', async () => {
    const { pages } = await signedIn()
    const copy = await pages.createTranslation(51, 'sl')
    expect(copy).toEqual({ ok: true, data: expect.objectContaining({ id: 52, language: 'sl', status: 'draft' }) })
    expect(calls()).toEqual(['POST /api/v1/cms/link/51/createTranslationFromOriginal'])
    expect(JSON.parse((await sent())!)).toEqual({ language: 'sl' })
    server.use(mock.post(`${CMS}/link/:id/createTranslationFromOriginal`, () => failure(409, 'The post already has a translation in sl.')))
    expect(problem(await pages.createTranslation(51, 'sl'))).toMatchObject({ code: 'HTTP_ERROR', status: 409 })
  })

  it('marks a post as the original of its group, sending no body', async () => {
    const { pages } = await signedIn()
    const group = await pages.markOriginal(52)
    expect(group.ok && group.data.master).toBe(52)
    expect(calls()).toEqual(['POST /api/v1/cms/link/masters/52'])
    expect(await sent()).toBeUndefined()
  })

  it('links page templates as translations of each other', async () => {
    const { pages } = await signedIn()
    const translations = [
      { language: 'hr' as const, postTypeId: 7 },
      { language: 'sl' as const, postTypeId: 8 },
    ]
    const linked = await pages.linkPostTypes(7, translations)
    expect(linked).toEqual({
      ok: true,
      data: expect.objectContaining({
        id: 7,
        language: 'hr',
        translations: [
          { ...translations[0], slug: 'tip-7' },
          { ...translations[1], slug: 'tip-8' },
        ],
      }),
    })
    expect(calls()).toEqual(['PUT /api/v1/cms/link/postType/7/bulk'])
    expect(JSON.parse((await sent())!)).toEqual({ translations })
  })

  it('refuses an answer without the fields the back office relies on', async () => {
    const { pages } = await signedIn()
    server.use(mock.post(`${CMS}/link/masters/:id`, () => HttpResponse.json({ data: { master: 52 } })))
    expect(problem(await pages.markOriginal(52))).toMatchObject({ code: 'INVALID_RESPONSE' })
  })
})
