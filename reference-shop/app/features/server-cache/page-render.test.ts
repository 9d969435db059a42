// @vitest-environment node
import { createSandbox, type Sandbox } from '@vitrina/sandbox'
import type { AppLoadContext } from 'react-router'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { loader as rootLoader } from '../../root'
import { loadCategoryPage, loadProductPage } from '../catalog/catalog.server'
import { loadHomePage } from '../home/home.server'
import { requestStorefront } from '../storefront/storefront.server'
import { createServerCache } from './server-cache'
import { createMemoryStore } from './server-cache.memory'
import { setServerCache } from './server-cache.server'

// Page renders against the seeded sandbox in memory, counting the backend calls the shop server makes: the root
// loader and the page's loader run together, as React Router runs them for a document request.

const CONFIG = { apiUrl: 'http://sandbox.test', apiKey: 'vitrina-sandbox-key', siteId: '1', storeId: '1', apiKeyId: '7' }
const LAYOUT_CALL = /\/cms\/(navigation\/tree|element\/getByHandlers|option\/filter)/

let sandbox: Sandbox
const calls: string[] = []

beforeAll(async () => {
  sandbox = createSandbox({ database: ':memory:' })
  // The component tests build with the development tools on (vitest.config.ts), whose redirect sends every visitor to
  // /adminLogin while no domain is set: the editor sets one, as a developer would, and the tools' own calls
  // (/_cli/...), which a production build never makes, are not counted below.
  const headers = { apiKey: CONFIG.apiKey, site: CONFIG.siteId, store: CONFIG.storeId, 'content-type': 'application/json' }
  const login = await sandbox.app.fetch(
    new Request(`${CONFIG.apiUrl}/api/v1/login`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ username: 'urednik@vitrina.test', password: 'Urednik123!', apiKey: CONFIG.apiKey, admin: true }),
    }),
  )
  const { accessToken } = ((await login.json()) as { data: { tokens: { accessToken: string } } }).data.tokens
  const set = await sandbox.app.fetch(
    new Request(`${CONFIG.apiUrl}/_cli/set-domain`, {
      method: 'POST',
      headers: { ...headers, authorization: `Bearer ${accessToken}` },
      body: JSON.stringify({ domain: 'http://vitrina.test' }),
    }),
  )
  if (!set.ok) throw new Error(`set-domain answered ${set.status}`)
})

afterAll(async () => {
  await sandbox.close()
})

beforeEach(() => {
  setServerCache(createServerCache({ store: createMemoryStore() }))
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    if (!new URL(request.url).pathname.startsWith('/_cli/'))
      calls.push(`${request.method} ${new URL(request.url).pathname}${request.headers.has('authorization') ? ' (with token)' : ''}`)
    return sandbox.app.fetch(request)
  })
})

afterEach(() => {
  vi.unstubAllGlobals()
  setServerCache(undefined)
})

/** The backend calls of one document request for `path`, with `page` as the page's own loader. */
async function render(path: string, page: (input: { request: Request; context: AppLoadContext }) => Promise<unknown>, cookie?: string): Promise<string[]> {
  calls.length = 0
  const request = new Request(`http://shop.test${path}`, cookie ? { headers: { cookie } } : {})
  const context: AppLoadContext = { vitrina: CONFIG }
  await Promise.all([rootLoader({ request, context, params: {} } as Parameters<typeof rootLoader>[0]), page({ request, context })])
  return [...calls]
}

describe('a page render with the server cache', () => {
  it('calls the backend for the layout on the first render only, then only for what is the page’s own', async () => {
    const firstHome = await render('/', loadHomePage)
    const secondHome = await render('/', loadHomePage)
    const category = await render('/shop/kolica', (input) => loadCategoryPage(input, 'kolica'))
    const product = await render('/product/kutija-cokolada-za-nove-mame', (input) => loadProductPage(input, 'kutija-cokolada-za-nove-mame'))

    expect(firstHome.filter((call) => LAYOUT_CALL.test(call))).toHaveLength(7)
    expect(secondHome).toEqual(['POST /api/v1/product/web/filter', 'POST /api/v1/product/web/filter', 'POST /api/v1/cms/post/filterStandard'])
    // The category itself is cached metadata too, once loaded; its listing and slider are its own.
    expect(category.filter((call) => LAYOUT_CALL.test(call))).toEqual([])
    expect(category.sort()).toEqual([
      'GET /api/v1/product/web/category/get/slug/kolica',
      'POST /api/v1/product/layered/navigation',
      'POST /api/v1/product/web/filter',
      'POST /api/v1/product/web/filter',
    ])
    expect(product).toEqual(['GET /api/v1/product/products/get'])
  })

  it('costs a 404 no backend call once the layout is cached', async () => {
    await render('/', loadHomePage)
    const notFound = await render('/ova-stranica-ne-postoji/zaista', async () => undefined)
    expect(notFound).toEqual([])
  })

  it('takes the layout from the cache for a logged-in shopper too, without sending the token', async () => {
    const { shop, storage } = requestStorefront(new Request('http://shop.test/prijava'), { vitrina: CONFIG })
    expect((await shop.auth.login({ username: 'kupac@vitrina.test', password: 'Kupac123!' })).ok).toBe(true)
    const cookie = storage
      .setCookieHeaders()
      .map((header) => header.split(';')[0])
      .join('; ')

    const first = await render('/', loadHomePage, cookie)
    const second = await render('/', loadHomePage, cookie)

    expect(first.filter((call) => LAYOUT_CALL.test(call))).toHaveLength(7)
    expect(first.filter((call) => LAYOUT_CALL.test(call) && call.endsWith('(with token)'))).toEqual([])
    expect(second.filter((call) => LAYOUT_CALL.test(call))).toEqual([])
    // The shopper's own data still comes with the token.
    expect(second).toContainEqual(expect.stringMatching(/wishlist.* \(with token\)$/))
  })
})
