import { createCartService, createCatalogService, createStorefront, memoryStorage } from '@vitrina/sdk'
import { beforeEach, describe, expect, it } from 'vitest'
import { useShopSession } from './browser'
import { logInOnPage } from './log-in'
import { rawGet } from './raw-http'

const session = useShopSession()

const PRODUCT_SLUG = 'kvarner-kids-nova-sportska-kolica'
const SHOPPER = { email: 'kupac@vitrina.test', password: 'Kupac123!' }

function nonceOf(policy: string | undefined): string {
  const nonce = /'nonce-([^']+)'/.exec(policy ?? '')?.[1]
  if (!nonce) throw new Error(`No nonce in the policy: ${policy}`)
  return nonce
}

describe('the Content-Security-Policy header', () => {
  it('carries a fresh nonce on every response, and every inline script of the page carries that one', async () => {
    const first = await rawGet(`${session.shopUrl}/`)
    const second = await rawGet(`${session.shopUrl}/`)
    const nonce = nonceOf(first.header('content-security-policy'))
    expect(nonceOf(second.header('content-security-policy'))).not.toBe(nonce)

    const html = first.text()
    const inlineScripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1]!).filter((attributes) => !/\bsrc=/.test(attributes))
    expect(inlineScripts.length).toBeGreaterThan(2)
    for (const attributes of inlineScripts) expect(attributes).toContain(`nonce="${nonce}"`)
    // Only nonce attributes carry it (the stylesheet link's too): no script can read it from the page's data.
    expect(html.split(nonce).length).toBe(html.split(`nonce="${nonce}"`).length)
  })

  it('names no unsafe-inline for scripts, forbids plugins, foreign bases and framing, and allows the backend', async () => {
    const policy = (await rawGet(`${session.shopUrl}/`)).header('content-security-policy')!
    const scriptSources = /script-src ([^;]+)/.exec(policy)![1]!
    expect(scriptSources).not.toMatch(/unsafe-inline|unsafe-eval/)
    expect(scriptSources).toContain(new URL(session.sandboxUrl).origin)
    expect(policy).toContain("object-src 'none'")
    expect(policy).toContain("base-uri 'self'")
    expect(policy).toContain("frame-ancestors 'none'")
    expect(/connect-src ([^;]+)/.exec(policy)![1]).toContain(new URL(session.sandboxUrl).origin)
    expect(/form-action ([^;]+)/.exec(policy)![1]).toContain(new URL(session.sandboxUrl).origin)
  })
})

describe('the main pages under the policy in Chromium', () => {
  let violations: string[] = []

  beforeEach(async () => {
    violations = []
    // Installed before any page script runs (Playwright's init scripts are not subject to the page's policy).
    await session.page.exposeFunction('reportCspViolation', (violation: string) => violations.push(violation))
    await session.page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        void (window as unknown as { reportCspViolation(violation: string): void }).reportCspViolation(
          `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} in ${event.documentURI}`,
        )
      })
    })
  })

  /** Opens a page, waits for what a shopper would see, then for its late requests (images, chunks) to settle. */
  async function visit(path: string, visible: () => Promise<void>) {
    await session.open(path)
    await visible()
    await session.page.waitForLoadState('networkidle')
  }

  it('shows the home page, a category, a product, the search, a content page, the login and the registration without a violation', async () => {
    const { page } = session
    await visit('/', () => page.getByRole('navigation', { name: 'Kategorije proizvoda' }).getByRole('link', { name: 'Kolica', exact: true }).waitFor())
    await visit('/shop/kolica', () => page.getByRole('heading', { level: 1, name: 'Kolica' }).waitFor())
    await visit(`/product/${PRODUCT_SLUG}`, () => page.getByRole('heading', { level: 1, name: 'Kvarner Kids Nova sportska kolica' }).waitFor())
    // A client-side action on the page: the add-to-cart popup and the header count.
    await page.getByRole('button', { name: 'Dodaj u košaricu' }).first().click()
    await page.getByRole('dialog', { name: 'Proizvod dodan u košaricu!' }).waitFor()
    await visit('/pretraga?search=cokolada', () => page.getByText('Pronađeno rezultata: 1', { exact: true }).waitFor())
    await visit('/o-nama', () => page.getByRole('heading', { level: 1 }).first().waitFor())
    await visit('/prijava', () => page.getByRole('heading', { level: 1, name: 'Prijava' }).waitFor())
    await visit('/registracija', () => page.getByRole('heading', { level: 1 }).first().waitFor())

    expect(violations).toEqual([])
  })

  it('shows the cart, the checkout with an item and the profile of a logged-in shopper without a violation', async () => {
    const { page, context } = session
    const shop = createStorefront({ apiUrl: session.sandboxUrl, apiKey: 'vitrina-sandbox-key', siteId: 1, storeId: 1, apiKeyId: 7, storage: memoryStorage() })
    const product = await createCatalogService(shop).getProduct({ slug: PRODUCT_SLUG })
    if (!product.ok) throw product.error
    const added = await createCartService(shop).add(product.data, 1)
    if (!added.ok) throw new Error(`The seed add failed: ${added.reason}`)
    const cart = createCartService(shop).$session.get()!
    await context.addCookies([
      { name: 'cartId', value: String(cart.cartId), url: session.shopUrl },
      { name: 'protectCode', value: cart.protectCode, url: session.shopUrl },
    ])

    await visit('/kosarica', () => page.getByRole('heading', { name: 'Pregled košarice', level: 1 }).waitFor())
    await visit('/profil', () => page.getByRole('heading', { level: 1, name: 'Prijava' }).waitFor())
    await logInOnPage(page, SHOPPER)
    await page.getByRole('heading', { name: 'Pregled računa' }).waitFor()
    await page.waitForLoadState('networkidle')
    await visit('/naplata', () => page.getByRole('heading', { name: 'Naplata', level: 1 }).waitFor())

    expect(violations).toEqual([])
  })
})
