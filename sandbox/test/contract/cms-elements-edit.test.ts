import { describe, expect, it } from 'vitest'
import { call, json, SHOP_HEADERS } from '../sandbox.fixture'
import { withBearer } from './auth.fixture'
import { shopperToken, useEditorSandbox } from './media-backoffice.fixture'

const { clock, sandbox, editor } = useEditorSandbox()

type Element = Record<string, any> & { id: number; handler: string; language_code: string; meta: Record<string, any> }

/** A call as the holder of `token` (none: a visitor) in `language`. */
const send = (method: string, path: string, body: unknown, token: string | undefined, language = 'hr') =>
  json(
    call(sandbox(), method, `/api/v1/cms/element/${path}`, {
      headers: { ...(token ? withBearer(token) : SHOP_HEADERS), 'x-gaussbox-language': language },
      body,
    }),
  )
const update = (id: number | string, body: unknown, token: string | undefined = editor()) => send('PATCH', `update/${id}`, body, token)
const create = (body: unknown, language = 'hr', token: string | undefined = editor()) => send('POST', 'create', body, token, language)

/** What a visitor reads for `handler` in `language` (undefined when there is no element). */
async function visitorElement(handler: string, language = 'hr'): Promise<Element | undefined> {
  const { status, body } = await send('POST', 'getByHandlers', { handlers: [handler] }, undefined, language)
  expect(status).toBe(200)
  return body.data[0]
}

/** The seeded element row of `handler` in `language`, read as a visitor in that language. */
async function seeded(handler: string, language: 'hr' | 'sl' | 'en' | 'de' = 'hr'): Promise<Element> {
  const element = await visitorElement(handler, language)
  expect(element?.language_code).toBe(language)
  return element!
}

const updatedAt = (id: number) => (sandbox().db.prepare('SELECT updated_at FROM cms_elements WHERE id = ?').get(id) as { updated_at: string }).updated_at
const elementCount = () => (sandbox().db.prepare('SELECT count(*) AS n FROM cms_elements').get() as { n: number }).n
const bad = (message: string, path?: string) => ({
  status: 400,
  body: path ? { message, statusCode: 400, errors: [{ path, message }] } : { message, statusCode: 400 },
})

describe('PATCH api/v1/cms/element/update/{id}', () => {
  it("changes the hr footer's infoText for visitors, stamps updated_at by the sandbox clock and leaves the sl and en footers as they were", async () => {
    const footer = await seeded('footer-section')
    const slBefore = await seeded('footer-section', 'sl')
    const enBefore = await seeded('footer-section', 'en')
    const before = updatedAt(footer.id)
    clock.advance(60)
    const meta = { ...footer.meta, infoText: 'Vitrina: sve za bebe, od kolica do prve žlice.' }

    const { status, body } = await update(footer.id, { id: footer.id, meta })
    expect(status).toBe(200)
    expect(body).toEqual({ data: { ...footer, meta } })
    expect(await visitorElement('footer-section')).toEqual({ ...footer, meta })
    expect(updatedAt(footer.id)).toBe(new Date(clock.now()).toISOString())
    expect(updatedAt(footer.id)).not.toBe(before)

    expect(await visitorElement('footer-section', 'sl')).toEqual(slBefore)
    expect(updatedAt(slBefore.id)).toBe(before)
    expect(await visitorElement('footer-section', 'en')).toEqual(enBefore)
  })

  it('replaces each sent field whole, without merging, and keeps the fields not sent', async () => {
    const header = await seeded('header-section')
    const fields = {
      title: '  Zaglavlje (zima)  ',
      meta: { topBar: { text: 'Zimska akcija' } },
      mobileMeta: { compact: true },
      options: { visible: false },
      mobileOptions: {},
      parts: [{ type: 'banner', mediaId: 1 }],
      linkMeta: { href: '/zima', target: '_self' },
    }
    const { status, body } = await update(header.id, fields)
    expect(status).toBe(200)
    expect(body.data).toEqual({ ...header, ...fields, title: 'Zaglavlje (zima)' })
    expect(body.data.meta.logo).toBeUndefined()

    const again = await update(header.id, { parts: [] })
    expect(again.body.data).toEqual({ ...header, ...fields, title: 'Zaglavlje (zima)', parts: [] })
  })

  it('takes back an element as getByHandlers answered it without changing its handler, language, type or slug', async () => {
    const cookie = await seeded('cookie-section')
    const edited = { ...cookie, handler: 'other-section', language_code: 'sl', type: 'other', slug: 'other', title: 'Kolačići i privola' }
    const { status, body } = await update(cookie.id, edited)
    expect(status).toBe(200)
    expect(body.data).toEqual({ ...cookie, title: 'Kolačići i privola' })
    expect((await visitorElement('cookie-section', 'sl'))?.title).toBe('Piškotki')
  })

  it.each([
    ['an empty title', { title: '' }, 'title must be a non-empty string.', 'title'],
    ['a blank title', { title: '   ' }, 'title must be a non-empty string.', 'title'],
    ['a title that is no string', { title: 5 }, 'title must be a non-empty string.', 'title'],
    ['a null title', { title: null }, 'title must be a non-empty string.', 'title'],
    ['a title of 201 characters', { title: 'x'.repeat(201) }, 'title must be at most 200 characters.', 'title'],
    ['meta as an array', { meta: [] }, 'meta must be an object.', 'meta'],
    ['meta as a string', { meta: '{}' }, 'meta must be an object.', 'meta'],
    ['a null meta', { meta: null }, 'meta must be an object.', 'meta'],
    ['mobileMeta as a number', { mobileMeta: 1 }, 'mobileMeta must be an object.', 'mobileMeta'],
    ['options as an array', { options: [{ visible: true }] }, 'options must be an object.', 'options'],
    ['mobileOptions as a boolean', { mobileOptions: true }, 'mobileOptions must be an object.', 'mobileOptions'],
    ['linkMeta as a string', { linkMeta: '/zima' }, 'linkMeta must be an object.', 'linkMeta'],
    ['parts as an object', { parts: {} }, 'parts must be an array.', 'parts'],
    ['parts as a string', { parts: 'banner' }, 'parts must be an array.', 'parts'],
    ['another id in the body', { id: 999, title: 'X' }, 'id must be the id of the URL.', 'id'],
    ['an id in the body that is no id', { id: 'abc', title: 'X' }, 'id must be a positive integer.', 'id'],
  ])('answers 400 naming the field for %s and changes nothing', async (_, requestBody, message, path) => {
    const footer = await seeded('footer-section')
    const before = updatedAt(footer.id)
    // A valid title beside the wrong field: a half-applied update would show in it.
    expect(await update(footer.id, { ...(path === 'title' ? {} : { title: 'Ne' }), ...requestBody })).toEqual(bad(message, path))
    expect(await visitorElement('footer-section')).toEqual(footer)
    expect(updatedAt(footer.id)).toBe(before)
  })

  it.each([
    ['an empty object', () => ({})],
    ['the id alone', (id: number) => ({ id })],
    ['keys that are not editable', () => ({ handler: 'footer-section', slug: 'x' })],
  ])('answers 400 Nothing to update for %s', async (_, bodyOf) => {
    const footer = await seeded('footer-section')
    expect(await update(footer.id, bodyOf(footer.id))).toEqual(
      bad('Nothing to update: send at least one of title, meta, mobileMeta, options, mobileOptions, parts, linkMeta.'),
    )
  })

  it('answers 400 for a body that is not a JSON object', async () => {
    const footer = await seeded('footer-section')
    expect(await update(footer.id, [{ title: 'X' }])).toEqual(bad('Request body must be a JSON object.'))
    const raw = await json(call(sandbox(), 'PATCH', `/api/v1/cms/element/update/${footer.id}`, { headers: withBearer(editor()), raw: 'title=X' }))
    expect(raw).toEqual(bad('Request body must be JSON.'))
  })

  it('answers 404 Element not found. for an unknown id and 400 for an id that is no id', async () => {
    expect(await update(999999, { title: 'X' })).toEqual({ status: 404, body: { message: 'Element not found.', statusCode: 404 } })
    expect(await update('abc', { title: 'X' })).toEqual(bad('id must be a positive integer.', 'id'))
    expect(await update(0, { title: 'X' })).toEqual(bad('id must be a positive integer.', 'id'))
  })
})

describe('POST api/v1/cms/element/create', () => {
  it('makes a static element in the content language of the request, which visitors of that language read', async () => {
    clock.advance(60)
    const { status, body } = await create({ handler: 'promo-banner', title: 'Promocija' }, 'sl')
    expect(status).toBe(200)
    expect(body.data).toEqual({
      id: expect.any(Number),
      handler: 'promo-banner',
      type: 'static-element',
      language_code: 'sl',
      title: 'Promocija',
      slug: 'promo-banner',
      meta: {},
      mobileMeta: {},
      options: {},
      mobileOptions: {},
      parts: [],
      linkMeta: {},
    })
    expect(updatedAt(body.data.id)).toBe(new Date(clock.now()).toISOString())
    expect(await visitorElement('promo-banner', 'sl')).toEqual(body.data)
    // No hr row: hr visitors do not fall back to another language's element.
    expect(await visitorElement('promo-banner', 'hr')).toBeUndefined()
  })

  it('takes the language, type and every editable field from the body', async () => {
    const fields = {
      meta: { text: 'Dostava gratis', links: [{ title: 'Više', href: '/dostava' }] },
      mobileMeta: { text: 'Gratis' },
      options: { visible: true },
      mobileOptions: { visible: false },
      parts: [{ type: 'text' }],
      linkMeta: { target: '_blank' },
    }
    const { status, body } = await create({ handler: 'delivery-bar-2', title: ' Traka ', language: 'hr', type: 'banner', ...fields }, 'sl')
    expect(status).toBe(200)
    expect(body.data).toEqual({
      id: expect.any(Number),
      handler: 'delivery-bar-2',
      type: 'banner',
      language_code: 'hr',
      title: 'Traka',
      slug: 'delivery-bar-2',
      ...fields,
    })
    expect(await visitorElement('delivery-bar-2', 'de')).toEqual(body.data)
  })

  it('makes an element in en when the body asks for it, which en visitors read and hr and de visitors do not', async () => {
    const { status, body } = await create({ handler: 'promo-banner', title: 'Promotion', language: 'en' })
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ handler: 'promo-banner', language_code: 'en', title: 'Promotion' })
    expect(await visitorElement('promo-banner', 'en')).toEqual(body.data)
    expect(await visitorElement('promo-banner', 'hr')).toBeUndefined()
    expect(await visitorElement('promo-banner', 'de')).toBeUndefined()
  })

  it('answers 409 for a handler that has an element in that language, and makes the other language', async () => {
    const conflict = { status: 409, body: { message: 'Element already exists for this handler and language.', statusCode: 409 } }
    expect(await create({ handler: 'footer-section', title: 'Podnožje 2' })).toEqual(conflict)
    expect(await create({ handler: 'footer-section', title: 'Noga 2' }, 'sl')).toEqual(conflict)

    expect((await create({ handler: 'promo-banner', title: 'Promocija' })).status).toBe(200)
    expect(await create({ handler: 'promo-banner', title: 'Opet' }, 'en')).toEqual(conflict)
    const sl = await create({ handler: 'promo-banner', title: 'Promocija', language: 'sl' })
    expect(sl.status).toBe(200)
    expect(sl.body.data.language_code).toBe('sl')
    expect((await visitorElement('promo-banner', 'hr'))?.title).toBe('Promocija')
    expect((await seeded('footer-section')).title).toBe('Podnožje')
  })

  const HANDLER = 'handler must be lowercase letters and digits, in words joined by single dashes (like footer-section), at most 100 characters.'
  it.each([
    ['no handler', { title: 'T' }, HANDLER, 'handler'],
    ['an empty handler', { handler: '', title: 'T' }, HANDLER, 'handler'],
    ['capitals', { handler: 'Promo-banner', title: 'T' }, HANDLER, 'handler'],
    ['an underscore', { handler: 'promo_banner', title: 'T' }, HANDLER, 'handler'],
    ['a space', { handler: 'promo banner', title: 'T' }, HANDLER, 'handler'],
    ['a leading dash', { handler: '-promo', title: 'T' }, HANDLER, 'handler'],
    ['two dashes', { handler: 'promo--banner', title: 'T' }, HANDLER, 'handler'],
    ['a diacritic', { handler: 'košarica', title: 'T' }, HANDLER, 'handler'],
    ['a number', { handler: 7, title: 'T' }, HANDLER, 'handler'],
    ['a handler of 101 characters', { handler: 'a'.repeat(101), title: 'T' }, HANDLER, 'handler'],
    ['no title', { handler: 'promo-banner' }, 'title must be a non-empty string.', 'title'],
    ['a blank title', { handler: 'promo-banner', title: ' ' }, 'title must be a non-empty string.', 'title'],
    ['a language the sandbox does not answer in', { handler: 'promo-banner', title: 'T', language: 'fr' }, 'language must be hr, sl, en or de.', 'language'],
    ['a three-letter language', { handler: 'promo-banner', title: 'T', language: 'hrv' }, 'language must be hr, sl, en or de.', 'language'],
    ['a capital language', { handler: 'promo-banner', title: 'T', language: 'HR' }, 'language must be hr, sl, en or de.', 'language'],
    ['an empty type', { handler: 'promo-banner', title: 'T', type: '' }, 'type must be a non-empty string of at most 50 characters.', 'type'],
    ['a type that is no string', { handler: 'promo-banner', title: 'T', type: 1 }, 'type must be a non-empty string of at most 50 characters.', 'type'],
    ['meta as an array', { handler: 'promo-banner', title: 'T', meta: [] }, 'meta must be an object.', 'meta'],
    ['parts as an object', { handler: 'promo-banner', title: 'T', parts: {} }, 'parts must be an array.', 'parts'],
  ])('answers 400 naming the field for %s and makes nothing', async (_, requestBody, message, path) => {
    const count = elementCount()
    expect(await create(requestBody)).toEqual(bad(message, path))
    expect(elementCount()).toBe(count)
  })

  it('answers 400 for a body that is not a JSON object', async () => {
    expect(await create([{ handler: 'promo-banner', title: 'T' }])).toEqual(bad('Request body must be a JSON object.'))
  })
})

describe('who may call', () => {
  const CALLS: Array<[string, string, unknown]> = [
    ['PATCH', 'update/1', { id: 1, title: 'X' }],
    ['POST', 'create', { handler: 'promo-banner', title: 'X' }],
  ]

  it.each(CALLS)(
    '%s element/%s answers 401 without or with a bad token and 403 Forbidden. for a shopper, and changes nothing',
    async (method, path, requestBody) => {
      const count = elementCount()
      const unauthorized = { status: 401, body: { message: 'Unauthorized.', statusCode: 401 } }
      expect(await send(method, path, requestBody, undefined)).toEqual(unauthorized)
      expect(await send(method, path, requestBody, 'not-a-token')).toEqual(unauthorized)
      expect(await send(method, path, requestBody, await shopperToken(sandbox()))).toEqual({ status: 403, body: { message: 'Forbidden.', statusCode: 403 } })
      expect(elementCount()).toBe(count)
      expect(sandbox().db.prepare("SELECT count(*) AS n FROM cms_elements WHERE title = 'X'").get()).toEqual({ n: 0 })
    },
  )

  it.each(CALLS)('%s element/%s checks the user before the body', async (method, path) => {
    const refused = (token?: string) =>
      json(call(sandbox(), method, `/api/v1/cms/element/${path}`, { headers: token ? withBearer(token) : SHOP_HEADERS, raw: 'not json' }))
    expect((await refused()).status).toBe(401)
    expect((await refused(await shopperToken(sandbox()))).status).toBe(403)
    expect((await refused(editor())).status).toBe(400)
  })

  it('keeps getByHandlers open to visitors', async () => {
    expect((await visitorElement('footer-section'))?.handler).toBe('footer-section')
  })
})
