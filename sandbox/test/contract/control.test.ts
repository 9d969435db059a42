import { afterAll, describe, expect, it } from 'vitest'
import { createSandbox } from '../../src/sandbox/sandbox.create'
import { call, json, useSandbox } from '../sandbox.fixture'

const sandbox = useSandbox({ control: true })

describe('POST /__sandbox/reset', () => {
  it('brings back the freshly seeded state', async () => {
    await call(sandbox(), 'POST', '/api/v1/cms/redirect/addFailedRequest', { body: { path: '/x' } })
    await call(sandbox(), 'POST', '/api/v1/cms/redirect/addFailedRequest', { body: { path: '/x' } })
    expect((await json(call(sandbox(), 'POST', '/__sandbox/reset'))).body).toEqual({ data: { ok: true } })
    const { body } = await json(call(sandbox(), 'POST', '/api/v1/cms/redirect/addFailedRequest', { body: { path: '/x' } }))
    expect(body.data.count).toBe(1)
  })
})

describe('/__sandbox/options', () => {
  it('reads all switchable options', async () => {
    const { body } = await json(call(sandbox(), 'GET', '/__sandbox/options'))
    expect(body.data).toEqual({
      maintenanceMode: false,
      cartAdditionBehaviour: 2,
      redis: false,
      guestCheckout: false,
      allowedCountries: ['HR', 'SI'],
      emailConfirmation: true,
      commentsEnabled: true,
      commentsRequireApproval: true,
    })
  })

  it('changes site options and the checkout settings the shop reads', async () => {
    const { status, body } = await json(
      call(sandbox(), 'PATCH', '/__sandbox/options', {
        body: { maintenanceMode: true, cartAdditionBehaviour: 0, guestCheckout: true, allowedCountries: 'ALL' },
      }),
    )
    expect(status).toBe(200)
    expect(body.data).toEqual({
      maintenanceMode: true,
      cartAdditionBehaviour: 0,
      redis: false,
      guestCheckout: true,
      allowedCountries: 'ALL',
      emailConfirmation: true,
      commentsEnabled: true,
      commentsRequireApproval: true,
    })
    const options = await json(call(sandbox(), 'GET', '/api/v1/cms/option/filter?key=maintenanceMode'))
    expect(options.body.data.records[0].value).toBe('1')
    const checkout = await json(call(sandbox(), 'GET', '/api/v2/ecommerce/settings/getCheckoutSettings'))
    expect(checkout.body.data).toMatchObject({ guestCheckout: true, allowedCountries: 'ALL' })
  })

  it.each([
    [{ colour: 'red' }, 'Unknown option: colour.'],
    [{ maintenanceMode: 'yes' }, 'maintenanceMode must be a boolean.'],
    [{ emailConfirmation: 1 }, 'emailConfirmation must be a boolean.'],
    [{ commentsEnabled: 'no' }, 'commentsEnabled must be a boolean.'],
    [{ cartAdditionBehaviour: 3 }, 'cartAdditionBehaviour must be 0, 1 or 2.'],
    [{ allowedCountries: ['HR', 'XX'] }, 'allowedCountries must be "ALL", a country code or a list of country codes.'],
  ])('answers 400 for %j and changes nothing', async (patch, message) => {
    const { status, body } = await json(call(sandbox(), 'PATCH', '/__sandbox/options', { body: patch }))
    expect(status).toBe(400)
    expect(body).toEqual({ message, statusCode: 400 })
    expect((await json(call(sandbox(), 'GET', '/__sandbox/options'))).body.data.cartAdditionBehaviour).toBe(2)
  })
})

describe('PATCH /__sandbox/navigation/items/:id', () => {
  it('renames a navigation item in one language, which the tree then answers', async () => {
    const tree = async (language: string) =>
      (
        await json(
          call(sandbox(), 'GET', '/api/v1/cms/navigation/tree/main', {
            headers: { apiKey: 'vitrina-sandbox-key', site: '1', store: '1', 'x-gaussbox-language': language },
          }),
        )
      ).body.data
    const first = (await tree('hr'))[0]
    const { status, body } = await json(call(sandbox(), 'PATCH', `/__sandbox/navigation/items/${first.id}`, { body: { title: 'Novi naslov' } }))
    expect(status).toBe(200)
    expect(body.data).toEqual({ id: first.id, language: 'hr', title: 'Novi naslov' })
    expect((await tree('hr'))[0].title).toBe('Novi naslov')
    expect((await tree('sl'))[0].title).not.toBe('Novi naslov')
  })

  it.each([
    [{ title: '' }, 400, 'title must be a text of 1 to 200 characters.'],
    [{ title: 'X', language: 'fr' }, 400, 'language must be one of hr, sl, en, de.'],
    [{ title: 'X', url: '/x' }, 400, 'Unknown field: url.'],
  ])('answers %j with %i', async (patch, status, message) => {
    expect(await json(call(sandbox(), 'PATCH', '/__sandbox/navigation/items/1', { body: patch }))).toEqual({ status, body: { message, statusCode: status } })
  })

  it('answers 404 for an item that does not exist', async () => {
    expect((await json(call(sandbox(), 'PATCH', '/__sandbox/navigation/items/99999', { body: { title: 'X' } }))).status).toBe(404)
  })
})

describe('without control', () => {
  const plain = createSandbox()
  afterAll(() => plain.close())

  it.each([
    ['POST', '/__sandbox/reset'],
    ['GET', '/__sandbox/options'],
    ['PATCH', '/__sandbox/options'],
  ])('refuses %s %s with 404', async (method, path) => {
    const { status, body } = await json(call(plain, method, path, method === 'GET' ? {} : { body: {} }))
    expect(status).toBe(404)
    expect(body.message).toBe(`Route not found: ${method} ${path}`)
  })
})

describe('with a control key (issue 16)', () => {
  const KEY = 'a-control-key-of-the-test'
  const keyed = createSandbox({ control: true, controlKey: KEY })
  afterAll(() => keyed.close())
  const REFUSED = { status: 401, body: { message: 'The control API needs the sandbox key (x-sandbox-key header or ?key=).', statusCode: 401 } }

  it.each([
    ['POST', '/__sandbox/reset'],
    ['GET', '/__sandbox/options'],
    ['GET', '/__sandbox/mailbox.html'],
    ['POST', '/__sandbox/carts/1/archive'],
  ])('refuses %s %s without the key, or with another, with 401', async (method, path) => {
    const body = method === 'GET' ? {} : { body: {} }
    expect(await json(call(keyed, method, path, body))).toEqual(REFUSED)
    expect(await json(call(keyed, method, `${path}?key=nope`, { ...body, headers: { 'x-sandbox-key': 'nope', 'Content-Type': 'application/json' } }))).toEqual(
      REFUSED,
    )
  })

  it('lets a request with the key in the header, or in the query (the mailbox page in a browser), through', async () => {
    expect(
      (await json(call(keyed, 'POST', '/__sandbox/reset', { body: {}, headers: { 'x-sandbox-key': KEY, 'Content-Type': 'application/json' } }))).body,
    ).toEqual({ data: { ok: true } })
    const page = await call(keyed, 'GET', `/__sandbox/mailbox.html?key=${KEY}`)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toContain('text/html')
  })

  it('leaves the rest of the API as it is', async () => {
    expect((await call(keyed, 'GET', '/api/v1/cms/navigation/tree/main')).status).toBe(200)
  })
})
