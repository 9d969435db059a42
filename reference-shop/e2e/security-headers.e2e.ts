import { describe, expect, it } from 'vitest'
import { useShopSession } from './browser'
import { rawGet } from './raw-http'

const session = useShopSession()

const EXPECTED = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), usb=()',
}

async function headersOf(path: string, init: RequestInit = {}): Promise<{ status: number; headers: Headers }> {
  const response = await fetch(`${session.shopUrl}${path}`, { redirect: 'manual', ...init })
  await response.arrayBuffer()
  return { status: response.status, headers: response.headers }
}

describe('the security headers', () => {
  it('sends them with pages, a redirect, a 404, a client navigation’s data, the sitemap and a static asset', async () => {
    const html = await (await fetch(`${session.shopUrl}/`)).text()
    // A chunk the page names (the page starts its chunks once it has painted: scripts-after-paint.server.ts).
    const asset = /"(\/assets\/[^"]+\.js)"/.exec(html)?.[1]
    expect(asset).toBeDefined()
    const paths = ['/', '/shop/kolica', '/profil', '/ne-postoji', '/kosarica.data', '/sitemap.xml', '/favicon.svg', asset!]
    for (const path of paths) {
      const { status, headers } = await headersOf(path)
      expect([200, 302, 404], path).toContain(status)
      for (const [name, value] of Object.entries(EXPECTED)) expect(headers.get(name), `${name} of ${path}`).toBe(value)
      expect(headers.get('strict-transport-security'), path).toBeNull()
      expect(headers.get('content-security-policy'), path).toMatch(/script-src 'self' 'nonce-[^']+'.*frame-ancestors 'none'/)
    }
  })

  it('adds HSTS when a proxy says the request came over https', async () => {
    const { headers } = await headersOf('/', { headers: { 'x-forwarded-proto': 'https' } })
    expect(headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
  })
})

describe('the cookies the shop sets', () => {
  // A switch from Slovenian to Croatian with a cart: the server clears the cart session and records the language.
  const SWITCHING_SHOPPER = { Cookie: 'i18n_locale=sl; cartId=999999; protectCode=abc' }

  it('are SameSite=Lax and not Secure on plain http', async () => {
    const cookies = (await rawGet(`${session.shopUrl}/`, SWITCHING_SHOPPER)).setCookies()
    expect(cookies.map((cookie) => cookie.split('=')[0]).sort()).toEqual(['cartId', 'i18n_locale', 'protectCode'])
    for (const cookie of cookies) {
      expect(cookie).toMatch(/; SameSite=Lax(;|$)/)
      expect(cookie).not.toMatch(/; Secure(;|$)/)
    }
  })

  it('are Secure as well when a proxy says the shopper came over https', async () => {
    const cookies = (await rawGet(`${session.shopUrl}/`, { ...SWITCHING_SHOPPER, 'X-Forwarded-Proto': 'https' })).setCookies()
    expect(cookies).toHaveLength(3)
    for (const cookie of cookies) expect(cookie).toMatch(/; SameSite=Lax; Secure$/)
  })

  it('are readable by the tab’s own SDK instance (not HttpOnly) and SameSite=Lax in the browser', async () => {
    const { page, context } = session
    await session.open('/product/kvarner-kids-nova-sportska-kolica')
    await page.getByRole('button', { name: 'Dodaj u košaricu' }).first().click()
    await page.getByRole('button', { name: 'Košarica (1)' }).waitFor()
    const cookies = await context.cookies()
    expect(cookies.map(({ name }) => name)).toEqual(expect.arrayContaining(['cartId', 'protectCode', 'i18n_locale']))
    for (const cookie of cookies) expect([cookie.name, cookie.sameSite, cookie.httpOnly, cookie.secure]).toEqual([cookie.name, 'Lax', false, false])
  })
})

describe('the absolute links (issue 16)', () => {
  const FORGED = { host: 'evil.example', 'x-forwarded-host': 'evil.example' }
  // The home page (canonical and hreflang), a post (its share links) and the sitemap, asked for with a forged Host.
  it.each(['/', '/kako-odabrati-prva-kolica', '/sitemap.xml'])('of %s come from the shop’s configured origin, never from the Host header', async (path) => {
    const response = await rawGet(`${session.shopUrl}${path}`, FORGED)
    expect(response.status).toBe(200)
    const text = response.text()
    expect(text).not.toContain('evil.example')
    // Canonical and hreflang links, the sitemap's addresses, and the page address inside the share links.
    const own = [
      ...[...text.matchAll(/<link rel="(?:canonical|alternate)"[^>]*?href="([^"]+)"/g)].map((match) => match[1]!),
      ...[...text.matchAll(/<(?:loc>|xhtml:link [^>]*?href=")(http[^<"]+)/g)].map((match) => match[1]!),
      ...[...text.matchAll(/(?:\?|&amp;|&)(?:u|url)=(http[^&"]+)/g)].map((match) => decodeURIComponent(match[1]!)),
    ].map((href) => new URL(href.replaceAll('&amp;', '&')))
    expect(own.length, 'absolute links of the shop').toBeGreaterThan(0)
    for (const url of own) expect(url.origin, url.href).toBe(session.shopUrl)
  })
})
