import type { AppLoadContext } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { EDITOR, sessionCookies } from '../../testing/auth.fixture'
import { serverFetch } from '../auth/account.testing'
import { requestStorefront } from '../storefront/storefront.server'
import { developmentRedirect } from './dev-redirect.server'

// Back-office spec §2: "In development mode a redirect to it [/adminLogin] applies unless a forced domain is set."

function backend(domain: string | null | 'missing') {
  vi.stubGlobal(
    'fetch',
    serverFetch(({ path }) => {
      if (path === '/_cli/get-domain') return domain === 'missing' ? undefined : Response.json({ data: { domain } })
      if (path === '/api/v1/user/profile' || path === '/api/v1/user/web/profile') return Response.json({ data: EDITOR })
      return undefined
    }),
  )
}

async function outcome(path: string, cookies: Record<string, string> = {}): Promise<string | null> {
  const cookie = Object.entries(cookies)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('; ')
  const request = new Request(`http://shop.test${path}`, { headers: cookie ? { cookie } : {} })
  const context = { vitrina: { apiUrl: 'http://sandbox.test', apiKey: 'vitrina-sandbox-key', siteId: '1', storeId: '1', apiKeyId: '7' } } as AppLoadContext
  try {
    await developmentRedirect(requestStorefront(request, context), new URL(request.url))
    return null
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('Location')
    throw thrown
  }
}

describe('the development redirect to the admin login', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('sends a visitor to /adminLogin in the page’s language while no domain is set', async () => {
    backend(null)
    expect(await outcome('/')).toBe('/adminLogin')
    expect(await outcome('/sl/kosarica')).toBe('/sl/adminLogin')
  })

  it('lets the page render once a domain is set', async () => {
    backend('http://localhost')
    expect(await outcome('/')).toBeNull()
  })

  it('never sends away the admin login itself, the section tool or a back-office user', async () => {
    backend(null)
    expect(await outcome('/adminLogin')).toBeNull()
    expect(await outcome('/sl/section-tool')).toBeNull()
    expect(await outcome('/', sessionCookies(EDITOR))).toBeNull()
  })

  it('redirects nobody when the backend has no development helper', async () => {
    backend('missing')
    expect(await outcome('/')).toBeNull()
  })
})
