// @vitest-environment node
import { createSandbox, type Sandbox } from '@vitrina/sandbox'
import { createSiteService } from '@vitrina/sdk'
import type { AppLoadContext } from 'react-router'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createServerCache } from '../server-cache/server-cache'
import { createMemoryStore } from '../server-cache/server-cache.memory'
import { setServerCache } from '../server-cache/server-cache.server'
import { requestStorefront } from '../storefront/storefront.server'
import { saveElementAction } from './edit-element.server'

// The save route against the seeded sandbox in memory, with the demo editor's session: what a post stores, and what
// the next page's layout reads back.

const CONFIG = { apiUrl: 'http://sandbox.test', apiKey: 'vitrina-sandbox-key', siteId: '1', storeId: '1', apiKeyId: '7' }
const HEADERS = { apiKey: CONFIG.apiKey, site: CONFIG.siteId, store: CONFIG.storeId, 'content-type': 'application/json' }
const PAYLOAD =
  '<p>Koristimo <strong>nužne</strong> kolačiće.<img src="x" onerror="alert(1)"></p><script>alert(2)</script><ul><li><a href="javascript:alert(3)">više</a></li></ul>'
const CLEAN = '<p>Koristimo <strong>nužne</strong> kolačiće.<img src="x" /></p><ul><li><a rel="noopener">više</a></li></ul>'

let sandbox: Sandbox
let accessToken: string

beforeAll(async () => {
  sandbox = createSandbox({ database: ':memory:' })
  const login = await sandbox.app.fetch(
    new Request(`${CONFIG.apiUrl}/api/v1/login`, {
      method: 'POST',
      headers: HEADERS,
      body: JSON.stringify({ username: 'urednik@vitrina.test', password: 'Urednik123!', apiKey: CONFIG.apiKey, admin: true }),
    }),
  )
  accessToken = ((await login.json()) as { data: { tokens: { accessToken: string } } }).data.tokens.accessToken
})

afterAll(async () => {
  await sandbox.close()
})

beforeEach(() => {
  setServerCache(createServerCache({ store: createMemoryStore() }))
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => sandbox.app.fetch(new Request(input, init)))
})

afterEach(() => {
  vi.unstubAllGlobals()
  setServerCache(undefined)
})

const context = (): AppLoadContext => ({ vitrina: CONFIG })

/** The cookie element as a page of the shop's server reads it (its layout, sanitised). */
async function layoutCookieElement() {
  const storefront = requestStorefront(new Request('http://shop.test/'), context())
  await storefront.layout
  return createSiteService(storefront.shop).$elements.get()['cookie-section']!
}

/** The cookie element as the backend holds it. */
async function storedCookieElement() {
  const response = await sandbox.app.fetch(
    new Request(`${CONFIG.apiUrl}/api/v1/cms/element/getByHandlers`, {
      method: 'POST',
      headers: HEADERS,
      body: JSON.stringify({ handlers: ['cookie-section'] }),
    }),
  )
  return ((await response.json()) as { data: Array<{ id: number; meta: Record<string, unknown> }> }).data[0]!
}

/** Posts a save as edit mode does, with the editor's session cookie (or another cookie). */
function post(body: unknown, cookie = `accessToken=${accessToken}`) {
  const request = new Request('http://shop.test/__edit/element', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://shop.test', cookie },
    body: JSON.stringify(body),
  })
  return saveElementAction({ request, context: context() })
}

describe('saving the cookie element from edit mode', () => {
  it('strips scripts, event handlers and javascript: links from the text before it is stored, and keeps the other keys', async () => {
    const before = await storedCookieElement()

    const response = await post({ id: before.id, meta: { ...before.meta, text: PAYLOAD, acceptLabel: 'U redu' } })

    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ok: true })
    const after = await storedCookieElement()
    expect(after.meta).toEqual({ ...before.meta, text: CLEAN, acceptLabel: 'U redu' })
    expect((await layoutCookieElement()).meta.text).toBe(CLEAN)
  })

  it.each([
    ['a text that is no string', { text: { html: '<p>x</p>' } }],
    ['a text past the longest a notice may be', { text: `<p>${'a'.repeat(20_001)}</p>` }],
  ])('refuses %s with validation.invalid, and stores nothing', async (_name, change) => {
    const before = await storedCookieElement()

    const response = await post({ id: before.id, meta: { ...before.meta, ...change } })

    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ ok: false, messageKey: 'validation.invalid' })
    expect(await storedCookieElement()).toEqual(before)
  })

  it('refuses a visitor without an editor’s session', async () => {
    const before = await storedCookieElement()
    const response = await post({ id: before.id, meta: { ...before.meta, text: '<p>Drugi tekst</p>' } }, '')
    expect(response.status).toBe(403)
    expect(await storedCookieElement()).toEqual(before)
  })
})

describe('reading the cookie element for a page', () => {
  it('sanitises a text the backend holds unsanitised (written around the shop) before the page renders or ships it', async () => {
    const { id, meta } = await storedCookieElement()
    // Written straight to the backend, as another tool could: the shop's save route never saw it.
    const written = await sandbox.app.fetch(
      new Request(`${CONFIG.apiUrl}/api/v1/cms/element/update/${id}`, {
        method: 'PATCH',
        headers: { ...HEADERS, authorization: `Bearer ${accessToken}` },
        body: JSON.stringify({ id, meta: { ...meta, text: PAYLOAD } }),
      }),
    )
    expect(written.status).toBe(200)

    const element = await layoutCookieElement()

    expect(element.meta.text).toBe(CLEAN)
    expect(element.meta.title).toBe(meta.title)
  })
})
