import { beforeEach, describe, expect, it } from 'vitest'
import { call, json, SHOP_HEADERS, useSandbox } from '../sandbox.fixture'
import { manualClock } from './auth.fixture'

const clock = manualClock()
const sandbox = useSandbox({ control: true, clock })
beforeEach(() => clock.reset())

const subscribe = (body: unknown, language = 'hr') =>
  json(call(sandbox(), 'POST', '/api/v1/cms/newsletter/subscribe', { body, headers: { ...SHOP_HEADERS, 'x-gaussbox-language': language } }))
const subscribers = async () => (await json(call(sandbox(), 'GET', '/__sandbox/newsletter'))).body.data

describe('POST api/v1/cms/newsletter/subscribe', () => {
  it('subscribes a new e-mail (trimmed) with the request language, and answers subscribed: true', async () => {
    const { status, body } = await subscribe({ email: '  ana@example.com ' }, 'sl')
    expect(status).toBe(200)
    expect(body).toEqual({ data: { email: 'ana@example.com', subscribed: true } })
    expect(await subscribers()).toEqual([{ email: 'ana@example.com', language: 'sl', createdAt: new Date(clock.now()).toISOString() }])
  })

  it('answers subscribed: false for an e-mail already subscribed, in any letter case, and keeps the first subscription', async () => {
    await subscribe({ email: 'ana@example.com' }, 'hr')
    expect((await subscribe({ email: 'ana@example.com' }, 'sl')).body).toEqual({ data: { email: 'ana@example.com', subscribed: false } })
    expect((await subscribe({ email: 'ANA@Example.com' })).body.data.subscribed).toBe(false)
    expect(await subscribers()).toEqual([{ email: 'ana@example.com', language: 'hr', createdAt: expect.any(String) }])
  })

  it('subscribes other e-mails independently', async () => {
    await subscribe({ email: 'ana@example.com' })
    expect((await subscribe({ email: 'iva@example.com' })).body.data.subscribed).toBe(true)
    expect((await subscribers()).map((row: { email: string }) => row.email)).toEqual(['ana@example.com', 'iva@example.com'])
  })

  it.each([
    [{}, 'email is required.'],
    [{ email: '   ' }, 'email is required.'],
    [{ email: 'ana@' }, 'email must be an e-mail address.'],
    [{ email: 'ana example.com' }, 'email must be an e-mail address.'],
    [{ email: 42 }, 'email must be an e-mail address.'],
    [{ email: `${'a'.repeat(250)}@example.com` }, 'email must be an e-mail address.'],
  ])('answers 400 for %j with the validation envelope, and subscribes nothing', async (requestBody, message) => {
    const { status, body } = await subscribe(requestBody)
    expect(status).toBe(400)
    expect(body).toEqual({ message, statusCode: 400, errors: [{ path: 'email', message }] })
    expect(await subscribers()).toEqual([])
  })

  it('needs the shop’s apiKey like every API call', async () => {
    const { status } = await json(call(sandbox(), 'POST', '/api/v1/cms/newsletter/subscribe', { body: { email: 'ana@example.com' }, headers: {} }))
    expect(status).toBe(401)
  })
})

describe('GET /__sandbox/failed-requests', () => {
  it('lists every reported 404 path with its count, the most recent first, and nothing after a reset', async () => {
    const report = (path: string) => call(sandbox(), 'POST', '/api/v1/cms/redirect/addFailedRequest', { body: { path } })
    await report('/stara-stranica')
    await report('/stara-stranica')
    clock.advance(60)
    await report('/sl/nema-me')
    const { body } = await json(call(sandbox(), 'GET', '/__sandbox/failed-requests'))
    expect(body.data).toEqual([
      { path: '/sl/nema-me', count: 1, firstAt: expect.any(String), lastAt: expect.any(String) },
      { path: '/stara-stranica', count: 2, firstAt: expect.any(String), lastAt: expect.any(String) },
    ])
    await call(sandbox(), 'POST', '/__sandbox/reset')
    expect((await json(call(sandbox(), 'GET', '/__sandbox/failed-requests'))).body.data).toEqual([])
  })
})
