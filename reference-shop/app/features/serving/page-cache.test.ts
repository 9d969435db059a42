// @vitest-environment node
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it, vi } from 'vitest'
import { isCacheablePageRequest, pageCacheKey, servePage } from '../../../page-cache.mjs'
import { createServerCache } from '../server-cache/server-cache'
import { createMemoryStore } from '../server-cache/server-cache.memory'
import { PUBLIC_PAGE_CACHE_CONTROL } from './http-cache'

const URL_OF = 'http://shop.test/product/kvarner-kids-nova-sportska-kolica'

function clock() {
  let now = 1_000_000
  return { now: () => now, advance: (ms: number) => (now += ms) }
}

/** A render of the page: a document whose inline scripts carry the nonce it was rendered with. */
function renderer(options: { status?: number; cacheControl?: string; setCookie?: string; text?: () => string } = {}) {
  return vi.fn(async (nonce: string) => {
    const headers = new Headers({
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': options.cacheControl ?? PUBLIC_PAGE_CACHE_CONTROL,
      Vary: 'Cookie',
    })
    if (options.setCookie) headers.set('Set-Cookie', options.setCookie)
    const text = options.text?.() ?? 'Kvarner Kids Nova'
    return new Response(`<!DOCTYPE html><h1>${text}</h1><script nonce="${nonce}">window.x=1</script><link rel="modulepreload" nonce="${nonce}">`, {
      status: options.status ?? 200,
      headers,
    })
  })
}

function pageCacheWith(time = clock()) {
  return createServerCache({ store: createMemoryStore({ clock: time }), clock: time, policy: { freshMs: 60_000, staleWhileRevalidateMs: 300_000 } })
}

const get = (url = URL_OF, headers: Record<string, string> = {}) => new Request(url, { headers })

describe('the page cache', () => {
  it('renders an anonymous page once and answers the next visitor from the cache, with the new response’s nonce', async () => {
    const cache = pageCacheWith()
    const render = renderer()
    const first = await servePage({ cache, request: get(), https: false, nonce: 'first==', render })
    const second = await servePage({ cache, request: get(), https: false, nonce: 'second+/=', render })

    expect(render).toHaveBeenCalledTimes(1)
    const body = await second.text()
    expect(body).toContain('<h1>Kvarner Kids Nova</h1>')
    expect(body.match(/nonce="[^"]*"/g)).toEqual(['nonce="second+/="', 'nonce="second+/="'])
    expect([second.status, second.headers.get('cache-control'), second.headers.get('content-type')]).toEqual([
      200,
      PUBLIC_PAGE_CACHE_CONTROL,
      'text/html; charset=utf-8',
    ])
    expect((await first.text()).match(/nonce="[^"]*"/g)).toEqual(['nonce="first=="', 'nonce="first=="'])
  })

  it('serves a stale page at once after a minute and renders it again in the background', async () => {
    const time = clock()
    const cache = pageCacheWith(time)
    let version = 1
    const render = renderer({ text: () => `v${version}` })
    await servePage({ cache, request: get(), https: false, nonce: 'a', render })
    version = 2
    time.advance(61_000)

    expect(await (await servePage({ cache, request: get(), https: false, nonce: 'b', render })).text()).toContain('<h1>v1</h1>')
    await vi.waitFor(() => expect(render).toHaveBeenCalledTimes(2))
    await vi.waitFor(async () => expect(await (await servePage({ cache, request: get(), https: false, nonce: 'c', render })).text()).toContain('<h1>v2</h1>'))
    expect(render).toHaveBeenCalledTimes(2)
  })

  it.each([
    ['sets a cookie', renderer({ setCookie: 'cartId=1; Path=/' })],
    ['is private', renderer({ cacheControl: 'private, no-store' })],
    ['is a 404', renderer({ status: 404 })],
    ['is the unavailable page (503)', renderer({ status: 503, cacheControl: 'no-store' })],
  ])('renders again for every visitor a page that %s', async (_what, render) => {
    const cache = pageCacheWith()
    const statuses = []
    for (const nonce of ['a', 'b']) statuses.push((await servePage({ cache, request: get(), https: false, nonce, render })).status)
    expect(render).toHaveBeenCalledTimes(2)
    expect(statuses[0]).toBe(statuses[1])
  })

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)('sends a kept page in %s with its length when the visitor accepts it, each time with that response’s nonce', async (encoding, decode) => {
    const cache = pageCacheWith()
    const long = 'Dječja kolica, autosjedalice i igračke. '.repeat(100)
    const render = renderer({ text: () => long })
    for (const nonce of ['rendered+/=', 'kept==']) {
      const response = await servePage({ cache, request: get(), https: false, nonce, render, encoding })
      const bytes = Buffer.from(await response.arrayBuffer())
      const body = decode(bytes).toString()
      expect(body).toContain(`<h1>${long}</h1>`)
      expect(body.match(/nonce="[^"]*"/g)).toEqual([`nonce="${nonce}"`, `nonce="${nonce}"`])
      expect(bytes.length).toBeLessThan(body.length / 5)
      expect([response.headers.get('content-encoding'), response.headers.get('content-length'), response.headers.get('vary')]).toEqual([
        encoding,
        String(bytes.length),
        'Cookie, Accept-Encoding',
      ])
    }
    expect(render).toHaveBeenCalledTimes(1)
  })

  it('sends a kept page too small to be worth compressing as it is', async () => {
    const response = await servePage({ cache: pageCacheWith(), request: get(), https: false, nonce: 'a', render: renderer(), encoding: 'br' })
    expect(response.headers.get('content-encoding')).toBeNull()
    expect(await response.text()).toContain('<h1>Kvarner Kids Nova</h1>')
  })

  it('passes an answer without a body through as it is', async () => {
    const render = vi.fn(async () => new Response(null, { status: 304, headers: { ETag: '"abc"' } }))
    const response = await servePage({ cache: pageCacheWith(), request: get('http://shop.test/sitemap.xml'), https: false, nonce: 'a', render })
    expect([response.status, response.headers.get('etag'), await response.text()]).toEqual([304, '"abc"', ''])
  })

  it('keeps the pages of each address, scheme and language apart', () => {
    expect(pageCacheKey(get(), false)).toBe('page:hr:http://shop.test/product/kvarner-kids-nova-sportska-kolica')
    expect(pageCacheKey(get(), true)).toBe('page:hr:https://shop.test/product/kvarner-kids-nova-sportska-kolica')
    expect(pageCacheKey(get('http://shop.test/sl/product/x'), false)).toBe('page:sl:http://shop.test/sl/product/x')
    expect(pageCacheKey(get('http://shop.test/de'), false)).toBe('page:de:http://shop.test/de')
    expect(pageCacheKey(get('http://shop.test/slon'), false)).toBe('page:hr:http://shop.test/slon')
  })

  it('takes only cookie-less GETs of documents without a query', () => {
    expect(isCacheablePageRequest(get())).toBe(true)
    expect(isCacheablePageRequest(get(URL_OF, { cookie: 'i18n_locale=hr' }))).toBe(false)
    expect(isCacheablePageRequest(get(`${URL_OF}?editPage=true`))).toBe(false)
    expect(isCacheablePageRequest(get('http://shop.test/shop/kolica.data'))).toBe(false)
    expect(isCacheablePageRequest(get('http://shop.test/sitemap.xml', { 'if-none-match': '"abc"' }))).toBe(false)
    expect(isCacheablePageRequest(new Request(URL_OF, { method: 'POST', body: 'x' }))).toBe(false)
    expect(isCacheablePageRequest(new Request(URL_OF, { method: 'HEAD' }))).toBe(false)
  })
})
