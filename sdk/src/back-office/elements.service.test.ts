import { http as mock, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { EDITOR } from '../../test/auth.backend'
import { authShop } from '../../test/auth.setup'
import { API, pathOf, seen, server, useMswServer } from '../../test/msw'
import { createElementsService } from './elements.service'

useMswServer()

/** The footer element as the contract answers it (every field present). */
const FOOTER = {
  id: 12,
  handler: 'footer-section',
  type: 'static-element',
  language_code: 'hr',
  title: 'Podnožje',
  slug: 'podnozje',
  meta: { infoText: 'Stari tekst' },
  mobileMeta: {},
  options: {},
  mobileOptions: {},
  parts: [],
  linkMeta: {},
}
const EMPTY = { mobileMeta: {}, options: {}, mobileOptions: {}, parts: [], linkMeta: {} }

async function editorElements() {
  const setup = authShop({ language: 'sl' })
  server.use(
    mock.patch(`${API}/api/v1/cms/element/update/:id`, async ({ request, params }) => {
      const body = (await request.json()) as Record<string, unknown>
      if (params.id !== '12') return HttpResponse.json({ message: 'Element not found.', statusCode: 404 }, { status: 404 })
      return HttpResponse.json({ data: { ...FOOTER, ...body } })
    }),
    mock.post(`${API}/api/v1/cms/element/create`, async ({ request }) =>
      HttpResponse.json({ data: { id: 40, type: 'static-element', meta: {}, ...EMPTY, ...((await request.json()) as object) } }),
    ),
  )
  await setup.shop.auth.login(EDITOR)
  seen.length = 0
  return { ...setup, elements: createElementsService(setup.shop) }
}

const calls = () => seen.map((request) => `${request.method} ${pathOf(request)}`)

describe('the elements service', () => {
  it('saves an element’s changes with its id and answers the element as saved', async () => {
    const { elements } = await editorElements()
    const saved = await elements.update(12, { meta: { infoText: 'Novi tekst' } })
    expect(saved).toMatchObject({ ok: true, data: { id: 12, handler: 'footer-section', meta: { infoText: 'Novi tekst' } } })
    expect(calls()).toEqual(['PATCH /api/v1/cms/element/update/12'])
    expect(await seen[0]!.clone().json()).toEqual({ id: 12, meta: { infoText: 'Novi tekst' } })
  })

  it('refuses no change and an empty title without a request', async () => {
    const { elements } = await editorElements()
    const none = await elements.update(12, {})
    const blank = await elements.update(12, { title: '  ' })
    expect([none, blank].map((result) => (result.ok ? null : [result.error.code, result.error.messageKey]))).toEqual([
      ['VALIDATION_ERROR', 'validation.required'],
      ['VALIDATION_ERROR', 'validation.required'],
    ])
    expect(calls()).toEqual([])
  })

  it('passes the backend’s 404 on', async () => {
    const { elements } = await editorElements()
    const missing = await elements.update(99, { title: 'Nema' })
    expect(missing.ok ? null : missing.error.status).toBe(404)
  })

  it('creates an element (in the request’s language unless told), and refuses a bad handler', async () => {
    const { elements } = await editorElements()
    const made = await elements.create({ handler: 'promo-traka', title: 'Promo' })
    expect(made).toMatchObject({ ok: true, data: { id: 40, handler: 'promo-traka' } })
    expect(await seen[0]!.clone().json()).toEqual({ handler: 'promo-traka', title: 'Promo' })
    expect(seen[0]!.headers.get('x-gaussbox-language')).toBe('sl')
    const bad = await elements.create({ handler: 'Promo Traka', title: 'Promo' })
    expect(bad.ok ? null : bad.error.messageKey).toBe('validation.invalid')
    expect(calls()).toHaveLength(1)
  })

  it.each(['en', 'de'] as const)('creates an element in %s, a language of the chrome, and answers it as the backend made it', async (language) => {
    const { elements } = await editorElements()
    server.use(
      mock.post(`${API}/api/v1/cms/element/create`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>
        return HttpResponse.json({
          data: {
            id: 41,
            type: 'static-element',
            meta: {},
            ...EMPTY,
            handler: body.handler,
            title: body.title,
            slug: body.handler,
            language_code: body.language,
          },
        })
      }),
    )
    const made = await elements.create({ handler: 'promo-traka', title: 'Promo', language })
    expect(made).toEqual({ ok: true, data: expect.objectContaining({ id: 41, handler: 'promo-traka', language_code: language }) })
    expect(await seen[0]!.clone().json()).toEqual({ handler: 'promo-traka', title: 'Promo', language })
  })
})
