import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { createCatalogService, createStorefront, formatPrice, memoryStorage } from '@vitrina/sdk'
import { describe, expect, it } from 'vitest'
import { useShopSession } from './browser'
import { logInOnPage } from './log-in'
import { cookieHeader, rawGet, type RawResponse } from './raw-http'

const session = useShopSession()

const CHROMIUM_ACCEPTS = 'gzip, deflate, br, zstd'
const PRODUCT = '/product/kvarner-kids-nova-sportska-kolica'
const SHOPPER = { email: 'kupac@vitrina.test', password: 'Kupac123!' }
const clientBuild = fileURLToPath(new URL('../build/client', import.meta.url))

// The only part of a page that differs between two renders is its CSP nonce.
const withoutNonces = (html: string) => html.replace(/ nonce="[^"]+"/g, '')

const get = (path: string, headers: Record<string, string> = {}) => rawGet(`${session.shopUrl}${path}`, headers)

/** The entry chunk the home page loads, as its path and the file the build wrote. */
async function entryChunk(): Promise<{ path: string; file: string }> {
  const html = (await get('/', { 'Accept-Encoding': 'identity' })).text()
  // Named in the list of chunks the page starts once it has painted (scripts-after-paint.server.ts).
  const path = /"(\/assets\/entry\.client-[^"]+\.js)"/.exec(html)?.[1]
  if (!path) throw new Error('The home page names no entry chunk')
  return { path, file: `${clientBuild}${path}` }
}

function expectPublicForCdns(response: RawResponse, path: string) {
  expect(response.status, path).toBe(200)
  expect(response.header('cache-control'), path).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300')
  expect(response.header('vary'), path).toMatch(/\bCookie\b/)
  expect(response.setCookies(), path).toEqual([])
}

function expectPrivate(response: RawResponse, path: string) {
  expect(response.header('cache-control'), path).toBe('private, no-store')
}

/** The one nonce a page's inline scripts carry, checked against the one its Content-Security-Policy names. */
function nonceOf(response: RawResponse): string {
  const nonces = new Set([...response.text().matchAll(/ nonce="([^"]+)"/g)].map((match) => match[1]!))
  expect(nonces.size).toBe(1)
  const [nonce] = nonces
  expect(response.header('content-security-policy')).toContain(`'nonce-${nonce}'`)
  return nonce!
}

describe('the page cache', () => {
  it('answers a visitor without cookies with the page rendered for the one before, under a nonce of its own', async () => {
    const first = await get(PRODUCT, { 'Accept-Encoding': 'identity' })
    const second = await get(PRODUCT, { 'Accept-Encoding': 'identity' })
    expectPublicForCdns(second, PRODUCT)
    expect(nonceOf(second)).not.toBe(nonceOf(first))
    expect(withoutNonces(second.text())).toBe(withoutNonces(first.text()))
  })

  it('shows a change of the backend once the server cache is purged, as the admin cache screen will', async () => {
    const shop = createStorefront({ apiUrl: session.sandboxUrl, apiKey: 'vitrina-sandbox-key', siteId: 1, storeId: 1, apiKeyId: 7, storage: memoryStorage() })
    const product = await createCatalogService(shop).getProduct({ slug: PRODUCT.slice('/product/'.length) })
    if (!product.ok) throw product.error
    const newPrice = formatPrice(product.data.finalPrice + 5)
    expect((await get(PRODUCT, { 'Accept-Encoding': 'identity' })).text()).not.toContain(newPrice)

    // The control call purges the shop's server cache (in the tests' Redis), page entries included.
    await session.control(`products/${product.data.id}`, { method: 'PATCH', body: { finalPrice: product.data.finalPrice + 5 } })
    expect((await get(PRODUCT, { 'Accept-Encoding': 'identity' })).text()).toContain(newPrice)
  })
})

/** The chunks a page's starter preloads once the page has painted: its first argument (then the script itself, and the longest wait for the main image). */
const startedChunks = (html: string) => JSON.parse(/(\["\/assets\/[^\]]+\]),document\.currentScript,\d+\)<\/script>/.exec(html)?.[1] ?? '[]') as string[]

/** Each language's catalog chunk, and each area's catalog chunk per language, as the client build listed them (catalog-chunks.ts). */
const { areas: areaChunks, ...catalogChunks } = JSON.parse(readFileSync(new URL('../build/catalog-chunks.json', import.meta.url), 'utf8')) as Record<
  string,
  string
> & { areas: { account: Record<string, string> } }

describe('the page’s JavaScript', () => {
  it('starts once the page has painted: the HTML neither preloads nor runs a chunk, the browser then loads them all and hydrates', async () => {
    const html = (await get(PRODUCT, { 'Accept-Encoding': 'identity' })).text()
    expect(html).not.toContain('rel="modulepreload"')
    expect(html).not.toContain('type="module"')
    expect(html).toContain('type="text/x-module-after-paint"')
    // The starter's first argument: the chunks it preloads once the page has painted (then the script itself, and the
    // longest wait for the main image).
    const listed = startedChunks(html)
    expect(listed).toContainEqual(expect.stringMatching(/^\/assets\/entry\.client-/))
    expect(listed.length).toBeGreaterThan(3)
    // With them the Croatian catalog, which the entry imports before it hydrates (catalog-chunks.ts).
    expect(listed).toContain(catalogChunks.hr)

    const requested: string[] = []
    session.page.on('request', (request) => requested.push(new URL(request.url()).pathname))
    // Waits until React has hydrated the page.
    await session.open(PRODUCT)
    expect(requested).toEqual(expect.arrayContaining(listed))
  })

  it('preloads the catalog of the page’s language only, which the page then uses without asking for another', async () => {
    expect(new Set(Object.values(catalogChunks)).size).toBe(4)
    const slovenian = startedChunks((await get('/sl/kosarica', { 'Accept-Encoding': 'identity' })).text())
    expect(slovenian).toContain(catalogChunks.sl)
    expect(slovenian).not.toContain(catalogChunks.hr)
    const english = startedChunks((await get('/en/cart', { 'Accept-Encoding': 'identity' })).text())
    expect(english.filter((chunk) => Object.values(catalogChunks).includes(chunk))).toEqual([catalogChunks.en])

    const requested: string[] = []
    session.page.on('request', (request) => requested.push(new URL(request.url()).pathname))
    // Waits until React has hydrated the page, which it does once the catalog is in.
    await session.open('/sl/kosarica')
    expect(new Set(requested.filter((path) => Object.values(catalogChunks).includes(path)))).toEqual(new Set([catalogChunks.sl]))
  })

  it("preloads the account area's catalog with a page of that area only, in the page's language, and the page shows its texts", async () => {
    expect(new Set(Object.values(areaChunks.account)).size).toBe(4)
    const register = startedChunks((await get('/sl/registracija', { 'Accept-Encoding': 'identity' })).text())
    expect(register).toContain(catalogChunks.sl)
    expect(register.filter((chunk) => Object.values(areaChunks.account).includes(chunk))).toEqual([areaChunks.account.sl])
    const cart = startedChunks((await get('/sl/kosarica', { 'Accept-Encoding': 'identity' })).text())
    expect(cart.filter((chunk) => Object.values(areaChunks.account).includes(chunk))).toEqual([])

    const requested: string[] = []
    session.page.on('request', (request) => requested.push(new URL(request.url()).pathname))
    await session.open('/sl/registracija')
    expect(requested).toContain(areaChunks.account.sl)
    // A text of the registration form (app/features/account), still in Slovenian once the page has hydrated: without
    // the area's texts the browser's render would have put the Croatian source text in its place.
    expect(await session.page.getByText('Neobvezno. Če imate člansko kartico, jo bomo preverili pred registracijo.').count()).toBe(1)
  })
})

describe('compression', () => {
  it('sends a page brotli-compressed when the browser takes it, gzip when only that, and plain otherwise, each decoding to the same page', async () => {
    const plain = await get(PRODUCT, { 'Accept-Encoding': 'identity' })
    expect(plain.header('content-encoding')).toBeUndefined()
    expect(plain.header('vary')).toMatch(/Accept-Encoding/)
    expect(plain.text()).toContain('Kvarner Kids Nova sportska kolica')

    for (const [accept, encoding] of [
      [CHROMIUM_ACCEPTS, 'br'],
      ['gzip, deflate', 'gzip'],
    ] as const) {
      const compressed = await get(PRODUCT, { 'Accept-Encoding': accept })
      expect(compressed.status).toBe(200)
      expect(compressed.header('content-encoding')).toBe(encoding)
      expect(compressed.header('vary')).toMatch(/Accept-Encoding/)
      expect(compressed.header('content-type')).toBe('text/html; charset=utf-8')
      expect(compressed.bytes.length).toBeLessThan(plain.bytes.length / 4)
      expect(withoutNonces(compressed.text())).toBe(withoutNonces(plain.text()))
    }
  })

  it('serves the client build’s precompressed twins with the original’s type, their own length and the immutable caching', async () => {
    const { path, file } = await entryChunk()
    const original = readFileSync(file)

    for (const [accept, encoding, twin] of [
      [CHROMIUM_ACCEPTS, 'br', '.br'],
      ['gzip', 'gzip', '.gz'],
    ] as const) {
      const response = await get(path, { 'Accept-Encoding': accept })
      expect(response.header('content-encoding')).toBe(encoding)
      expect(response.header('content-type')).toBe('text/javascript; charset=utf-8')
      // The bytes of the file the build wrote, not a compression made per request.
      expect(response.bytes.equals(readFileSync(file + twin))).toBe(true)
      expect(response.header('content-length')).toBe(String(response.bytes.length))
      expect(response.header('cache-control')).toBe('public, max-age=31536000, immutable')
      expect(response.header('vary')).toMatch(/Accept-Encoding/)
      expect(response.text()).toBe(original.toString('utf8'))
    }

    const plain = await get(path, { 'Accept-Encoding': 'identity' })
    expect(plain.header('content-encoding')).toBeUndefined()
    expect(plain.bytes.equals(original)).toBe(true)
    expect(plain.header('content-length')).toBe(String(original.length))
  })

  /** Where two bodies part, with a little of each around it: vitest cuts a long string's diff before it. */
  function firstDifference(received: string, expected: string): string {
    let at = 0
    while (at < received.length && received[at] === expected[at]) at += 1
    const around = (text: string) => JSON.stringify(text.slice(Math.max(0, at - 120), at + 240))
    return `the bodies part at character ${at} of ${received.length} / ${expected.length}: received ${around(received)}, expected ${around(expected)}`
  }

  it('compresses the data of a client-side navigation and nothing when the browser does not ask for it', async () => {
    const dataPath = `${PRODUCT}.data`
    const plain = await get(dataPath)
    expect(plain.status).toBe(200)
    expect(plain.header('content-encoding')).toBeUndefined()
    expect(plain.text()).toContain('Kvarner Kids Nova sportska kolica')

    for (const [accept, encoding] of [
      [CHROMIUM_ACCEPTS, 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const compressed = await get(dataPath, { 'Accept-Encoding': accept })
      expect(compressed.header('content-encoding')).toBe(encoding)
      expect(compressed.header('content-type')).toBe('text/x-script')
      expect(compressed.text(), firstDifference(compressed.text(), plain.text())).toBe(plain.text())
    }
  })

  it('leaves a body too small to gain alone', async () => {
    const icon = await get('/favicon.svg', { 'Accept-Encoding': CHROMIUM_ACCEPTS })
    expect(icon.status).toBe(200)
    expect(icon.header('content-encoding')).toBeUndefined()
    expect(icon.text()).toContain('<svg')
  })

  it('compresses the sitemap too', async () => {
    const sitemap = await get('/sitemap.xml', { 'Accept-Encoding': CHROMIUM_ACCEPTS })
    expect(sitemap.header('content-encoding')).toBe('br')
    expect(sitemap.text()).toContain('<urlset')
  })
})

describe('HTTP caching', () => {
  it('lets a CDN keep anonymous pages and their data, and sets no cookie on a first visit', async () => {
    for (const path of ['/', PRODUCT, '/o-nama', '/sl', `${PRODUCT}.data`]) expectPublicForCdns(await get(path), path)
  })

  it('still empties a cart started on a first visit (which set no cookie) when the shopper then switches the language', async () => {
    const { page } = session
    await session.open(PRODUCT)
    await page.getByRole('button', { name: 'Dodaj u košaricu' }).first().click()
    await page.getByRole('dialog', { name: 'Proizvod dodan u košaricu!' }).getByRole('button', { name: 'Nastavi kupovinu' }).click()
    await page.getByRole('button', { name: 'Košarica (1)' }).waitFor()

    await page.getByRole('link', { name: 'Slovenščina' }).click()

    await page.waitForURL((url) => url.pathname.startsWith('/sl/'))
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' })
    await page.getByRole('button', { name: 'Košarica (0)' }).waitFor()
  })

  it('keeps the cart, the login and the registration private even for a visitor without cookies', async () => {
    for (const path of ['/kosarica', '/prijava', '/registracija', '/sl/kosarica', '/kosarica.data']) expectPrivate(await get(path), path)
  })

  it('turns every page private once the visitor has a cart', async () => {
    const { page, context } = session
    await session.open(PRODUCT)
    await page.getByRole('button', { name: 'Dodaj u košaricu' }).first().click()
    await page.getByRole('button', { name: 'Košarica (1)' }).waitFor()

    const cookies = await context.cookies()
    expect(cookies.map(({ name }) => name)).toEqual(expect.arrayContaining(['cartId', 'protectCode']))
    for (const path of ['/', PRODUCT, `${PRODUCT}.data`]) {
      const response = await get(path, { Cookie: cookieHeader(cookies) })
      expect(response.status, path).toBe(200)
      expectPrivate(response, path)
    }
  })

  it('turns every page private once the shopper is logged in', async () => {
    const { page, context } = session
    await session.open('/profil')
    await logInOnPage(page, SHOPPER)
    await page.getByRole('heading', { name: 'Pregled računa' }).waitFor()

    const cookies = await context.cookies()
    expect(cookies.map(({ name }) => name)).toEqual(expect.arrayContaining(['accessToken', 'refreshToken']))
    for (const path of ['/', '/o-nama', '/_root.data']) expectPrivate(await get(path, { Cookie: cookieHeader(cookies) }), path)
  })

  it('answers 304 without a body to a crawler that has the current sitemap, and the whole sitemap otherwise', async () => {
    const first = await get('/sitemap.xml')
    const etag = first.header('etag')
    expect(first.status).toBe(200)
    expect(etag).toMatch(/^W\/".+"$/)
    expect(first.header('cache-control')).toBe('public, max-age=3600')

    const again = await get('/sitemap.xml', { 'If-None-Match': etag!, 'Accept-Encoding': CHROMIUM_ACCEPTS })
    expect(again.status).toBe(304)
    expect(again.bytes.length).toBe(0)
    expect(again.header('etag')).toBe(etag)

    const stale = await get('/sitemap.xml', { 'If-None-Match': 'W/"an-older-sitemap"' })
    expect(stale.status).toBe(200)
    expect(stale.text()).toBe(first.text())
  })
})
