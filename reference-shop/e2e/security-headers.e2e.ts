import { describe, expect, it } from 'vitest'
import { useShopSession } from './browser'

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
    const asset = /src="(\/assets\/[^"]+\.js)"|href="(\/assets\/[^"]+\.js)"/.exec(html)
    expect(asset).not.toBeNull()
    const paths = ['/', '/shop/kolica', '/profil', '/ne-postoji', '/kosarica.data', '/sitemap.xml', '/favicon.svg', asset![1] ?? asset![2]!]
    for (const path of paths) {
      const { status, headers } = await headersOf(path)
      expect([200, 302, 404], path).toContain(status)
      for (const [name, value] of Object.entries(EXPECTED)) expect(headers.get(name), `${name} of ${path}`).toBe(value)
      expect(headers.get('strict-transport-security'), path).toBeNull()
    }
  })

  it('adds HSTS when a proxy says the request came over https', async () => {
    const { headers } = await headersOf('/', { headers: { 'x-forwarded-proto': 'https' } })
    expect(headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
  })
})
