import { describe, expect, it } from 'vitest'
import { call, json, SHOP_HEADERS, useSandbox } from '../sandbox.fixture'

const sandbox = useSandbox()
const inLanguage = (language: string) => ({ ...SHOP_HEADERS, 'x-gaussbox-language': language })

describe('POST api/v1/cms/element/getByHandlers', () => {
  const ELEMENTS = '/api/v1/cms/element/getByHandlers'

  it('answers the asked elements in the asked order, leaving unknown handlers out', async () => {
    const { status, body } = await json(
      call(sandbox(), 'POST', ELEMENTS, { body: { handlers: ['cookie-section', 'nope', 'header-section', 'footer-section'] } }),
    )
    expect(status).toBe(200)
    expect(body.data.map((element: { handler: string }) => element.handler)).toEqual(['cookie-section', 'header-section', 'footer-section'])
    for (const element of body.data) {
      expect(Object.keys(element).sort()).toEqual(
        ['handler', 'id', 'language_code', 'linkMeta', 'meta', 'mobileMeta', 'mobileOptions', 'options', 'parts', 'slug', 'title', 'type'].sort(),
      )
      expect(element).toMatchObject({ type: 'static-element', language_code: 'hr' })
    }
  })

  it('fills the header, footer and cookie meta the shop renders', async () => {
    const { body } = await json(call(sandbox(), 'POST', ELEMENTS, { body: { handlers: ['header-section', 'footer-section', 'cookie-section'] } }))
    const [header, footer, cookie] = body.data
    expect(header.meta.topBar.text).toContain('67,00')
    expect(header.meta.logo).toMatchObject({
      mediaId: expect.any(Number),
      alt: 'Vitrina',
      url: expect.stringMatching(/^\/media\/7\/\d+\/original\/vitrina\.png$/),
    })
    expect(footer.meta).toMatchObject({ contact: { email: 'info@vitrina.test' }, copyright: expect.stringContaining('Vitrina') })
    expect(footer.meta.socials.map((s: { network: string }) => s.network)).toEqual(['facebook', 'instagram', 'youtube', 'tiktok'])
    expect(footer.meta.columns).toHaveLength(4)
    expect(cookie.meta).toMatchObject({
      policyLink: { href: '/politika-kolacica' },
      acceptLabel: 'Dopusti kolačiće',
      categories: ['necessary', 'marketing', 'analytics'],
    })
  })

  it('answers the elements of the request language: Slovenian for sl, German for de', async () => {
    const sl = await json(call(sandbox(), 'POST', ELEMENTS, { headers: inLanguage('sl'), body: { handlers: ['cookie-section'] } }))
    expect(sl.body.data[0]).toMatchObject({ language_code: 'sl', meta: { acceptLabel: 'Dovoli piškotke', policyLink: { href: '/sl/politika-piskotkov' } } })
    const de = await json(call(sandbox(), 'POST', ELEMENTS, { headers: inLanguage('de'), body: { handlers: ['cookie-section'] } }))
    expect(de.body.data[0]).toMatchObject({ language_code: 'de', meta: { acceptLabel: 'Cookies erlauben', policyLink: { href: '/de/cookie-policy' } } })
  })

  it.each([
    ['no handlers', {}],
    ['an empty list', { handlers: [] }],
    ['a non-string', { handlers: ['header-section', 3] }],
    ['a string instead of a list', { handlers: 'header-section' }],
  ])('answers 400 for %s', async (_, requestBody) => {
    const { status, body } = await json(call(sandbox(), 'POST', ELEMENTS, { body: requestBody }))
    expect(status).toBe(400)
    expect(body).toEqual({
      message: 'handlers must be a non-empty array of strings.',
      statusCode: 400,
      errors: [{ path: 'handlers', message: 'handlers must be a non-empty array of strings.' }],
    })
  })

  it('answers 400 for more than 20 handlers', async () => {
    const handlers = Array.from({ length: 21 }, (_, i) => `h${i}`)
    const { status, body } = await json(call(sandbox(), 'POST', ELEMENTS, { body: { handlers } }))
    expect(status).toBe(400)
    expect(body.message).toBe('handlers must hold at most 20 handlers.')
  })

  it('answers 400 for a body that is not an object', async () => {
    const { status, body } = await json(call(sandbox(), 'POST', ELEMENTS, { body: ['header-section'] }))
    expect(status).toBe(400)
    expect(body.message).toBe('Request body must be a JSON object.')
  })
})

describe('GET api/v1/cms/navigation/tree/{id}', () => {
  const tree = async (id: string, language = 'hr') => json(call(sandbox(), 'GET', `/api/v1/cms/navigation/tree/${id}`, { headers: inLanguage(language) }))

  it('answers main as categories with their sub-categories, hrefs unprefixed in hr', async () => {
    const { status, body } = await tree('main')
    expect(status).toBe(200)
    const [prams] = body.data
    expect(prams).toMatchObject({
      title: 'Kolica',
      type: 'productCategory',
      slug: 'kolica',
      href: '/shop/kolica',
      prodcategory: { id: 1000, slug: 'kolica', name: 'Kolica' },
    })
    expect(prams.prodcategory.media).toMatchObject({ id: expect.any(Number), mime: 'image/png', width: 1200, height: 900 })
    expect(prams.children.map((child: { prodcategory: { id: number } }) => child.prodcategory.id)).toEqual([1001, 1002, 1003, 1004, 1028])
    expect(prams.children[0]).toMatchObject({ href: '/shop/kombinirana-kolica', children: [] })
    expect(body.data.length).toBeGreaterThanOrEqual(8)
    expect(body.data.every((item: { children: unknown[] }) => item.children.every((child: any) => child.children.length === 0))).toBe(true)
  })

  it('answers titles and /sl-prefixed hrefs in Slovenian', async () => {
    const { body } = await tree('main', 'sl')
    expect(body.data[0]).toMatchObject({ title: 'Vozički', slug: 'vozicki', href: '/sl/shop/vozicki' })
    const sale = body.data.find((item: { slug: string }) => item.slug === 'akcija')
    expect(sale.href).toBe('/sl/shop/akcija')
  })

  it('answers flat footer trees of pages and links', async () => {
    const footer1 = await tree('footer1')
    expect(footer1.body.data.map((item: { href: string }) => item.href)).toEqual(['/uvjeti-kupnje', '/dostava', '/nacini-placanja', '/povrat-i-zamjena'])
    const footer2 = await tree('footer2', 'sl')
    expect(footer2.body.data).toContainEqual(expect.objectContaining({ type: 'page', title: 'O nas', slug: 'o-nas', href: '/sl/o-nas' }))
    expect(footer2.body.data).toContainEqual(expect.objectContaining({ type: 'external', href: '/sl/nase-poslovnice' }))
    const footer3 = await tree('footer3')
    expect(footer3.body.data.map((item: { href: string }) => item.href)).toContain('/politika-kolacica')
    for (const item of [...footer1.body.data, ...footer2.body.data, ...footer3.body.data]) expect(item.children).toEqual([])
  })

  it('answers the social links in footer4', async () => {
    const { body } = await tree('footer4')
    expect(body.data.map((item: { slug: string }) => item.slug)).toEqual(['facebook', 'instagram', 'youtube', 'tiktok'])
    expect(body.data[0]).toMatchObject({ type: 'social', href: 'https://www.facebook.com/vitrina.test', prodcategory: null })
  })

  it('answers 404 for an unknown tree', async () => {
    const { status, body } = await tree('footer9')
    expect(status).toBe(404)
    expect(body).toEqual({ message: 'Navigation tree not found.', statusCode: 404 })
  })
})

describe('GET api/v1/cms/option/filter', () => {
  it('answers every site option as a paged list', async () => {
    const { status, body } = await json(call(sandbox(), 'GET', '/api/v1/cms/option/filter'))
    expect(status).toBe(200)
    expect(body.data.records).toEqual([
      { id: 1, key: 'maintenanceMode', value: '0', media: null },
      { id: 2, key: 'cartAdditionBehaviour', value: '2', media: null },
      { id: 3, key: 'redis', value: '0', media: null },
    ])
    expect(body.data.pagination).toEqual({ page: 1, perPage: 100, total: 3, lastPage: 1 })
  })

  it('narrows to one key', async () => {
    const { body } = await json(call(sandbox(), 'GET', '/api/v1/cms/option/filter?key=cartAdditionBehaviour'))
    expect(body.data.records).toEqual([{ id: 2, key: 'cartAdditionBehaviour', value: '2', media: null }])
  })
})

describe('GET api/v1/cms/pipeline/hasRunningPipeline', () => {
  it('answers that no pipeline runs', async () => {
    expect((await json(call(sandbox(), 'GET', '/api/v1/cms/pipeline/hasRunningPipeline'))).body).toEqual({ data: { hasRunningPipeline: false } })
  })
})

describe('POST api/v1/cms/redirect/addFailedRequest', () => {
  const report = (body: unknown) => json(call(sandbox(), 'POST', '/api/v1/cms/redirect/addFailedRequest', { body }))

  it('counts how often a path was reported', async () => {
    expect((await report({ path: '/stara-stranica' })).body).toEqual({ data: { path: '/stara-stranica', count: 1 } })
    expect((await report({ path: '/stara-stranica' })).body).toEqual({ data: { path: '/stara-stranica', count: 2 } })
    expect((await report({ path: '/druga' })).body.data.count).toBe(1)
  })

  it.each([[{}], [{ path: 'bez-kose-crte' }], [{ path: 42 }]])('answers 400 for %j', async (requestBody) => {
    const { status, body } = await report(requestBody)
    expect(status).toBe(400)
    expect(body.message).toBe('path must be a string starting with "/".')
  })

  it('answers 400 for a path longer than 2000 characters', async () => {
    const { status, body } = await report({ path: `/${'a'.repeat(2000)}` })
    expect(status).toBe(400)
    expect(body.message).toBe('path must be at most 2000 characters.')
  })
})
