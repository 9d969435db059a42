// Builds the app as a deployment would (`next build`, `next start`) against a sandbox backend started in this process,
// then reads its server HTML and drives it in headless Chromium. The sandbox (`@vitrina/sandbox`) resolves from the
// Vitrina repository this example lives in; in your own project, add it as a dev dependency.
import { createStorefront, memoryStorage } from '@vitrina/sdk'
import { createSandbox, DEMO_ACCOUNTS, SANDBOX_SITE, type ListeningSandbox, type Sandbox } from '@vitrina/sandbox'
import { chromium, type Browser, type Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { nextBuild, nextStart, type NextServer } from './next-server'

// Flags that let Debian's Chromium run headless in a container (no GPU, no sandboxing, no background traffic).
const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
const PRODUCT = { slug: 'kvarner-kids-nova-sportska-kolica', name: 'Kvarner Kids Nova sportska kolica', price: '473,99 €' }

let sandbox: Sandbox
let api: ListeningSandbox
let next: NextServer
let browser: Browser
let page: Page
let problems: string[]

beforeAll(async () => {
  sandbox = await createSandbox({ database: ':memory:' })
  api = await sandbox.listen(0, '127.0.0.1')
  // The server reads the backend from the environment per request; the build does not depend on it.
  const env = { VITRINA_API_URL: api.url, VITRINA_API_KEY: SANDBOX_SITE.apiKey, VITRINA_SITE_ID: '1', VITRINA_STORE_ID: '1' }
  await nextBuild(env)
  next = await nextStart(env)
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS })
})

afterAll(async () => {
  await browser?.close()
  await next?.close()
  await api?.close()
  await sandbox?.close()
})

beforeEach(() => {
  sandbox.reset()
})

const productUrl = (slug: string) => `${next.url}/products/${slug}`

/**
 * The React Server Components payload Next.js puts in the HTML (`self.__next_f.push([1, "..."])` scripts), joined:
 * the props of client components travel in it, so the snapshot handed to `ShopProvider` is found here.
 */
function flightPayload(html: string): string {
  return [...html.matchAll(/self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)/g)].map(([, literal]) => JSON.parse(literal!) as string).join('')
}

/** The `snapshot` prop in a flight payload, parsed: from its opening brace to the brace that closes it. */
function snapshotIn(payload: string): unknown {
  const start = payload.indexOf('"snapshot":{')
  if (start === -1) return undefined
  const from = start + '"snapshot":'.length
  let depth = 0
  let inString = false
  for (let at = from; at < payload.length; at++) {
    const char = payload[at]
    if (inString) {
      if (char === '\\') at++
      else if (char === '"') inString = false
    } else if (char === '"') inString = true
    else if (char === '{') depth++
    else if (char === '}' && --depth === 0) return JSON.parse(payload.slice(from, at + 1))
  }
  return undefined
}

describe('the server-rendered product page', () => {
  it("renders the product's name and price, an empty mini cart and the snapshot for the browser's instance", async () => {
    const response = await fetch(productUrl(PRODUCT.slug))
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain(`<h1>${PRODUCT.name}</h1>`)
    expect(html).toContain(`<p data-testid="price">${PRODUCT.price}</p>`)
    expect(html).toMatch(/Košarica: (<!-- -->)?0/)
    expect(snapshotIn(flightPayload(html))).toMatchObject({ version: 1, language: 'hr', auth: { user: null }, cart: { session: null, cart: null } })
  })

  it('answers a product that does not exist with Next.js 404 page', async () => {
    const response = await fetch(productUrl('ne-postoji'))
    expect(response.status).toBe(404)
    expect(await response.text()).toContain('This page could not be found.')
  })

  it("refreshes an expired session in the proxy: the browser gets the new tokens and the page renders the shopper's", async () => {
    // A shopper whose access token cookie has expired and whose refresh token is still good.
    const storage = memoryStorage()
    const login = await createStorefront({ apiUrl: api.url, apiKey: SANDBOX_SITE.apiKey, siteId: 1, storeId: 1, storage }).auth.login({
      username: DEMO_ACCOUNTS.shopper.email,
      password: DEMO_ACCOUNTS.shopper.password,
    })
    expect(login.ok).toBe(true)
    const refreshToken = storage.get('refreshToken')!

    const response = await fetch(productUrl(PRODUCT.slug), { headers: { cookie: `refreshToken=${encodeURIComponent(refreshToken)}` } })
    expect(response.status).toBe(200)
    const written = new Map(response.headers.getSetCookie().map((header) => [header.slice(0, header.indexOf('=')), header]))
    expect(written.get('accessToken')).toMatch(/^accessToken=[^;]+;/)
    // The backend rotates refresh tokens: had this cookie been dropped, the shopper's next request would log them out.
    expect(written.get('refreshToken')).toMatch(/^refreshToken=[^;]+;/)
    expect(written.get('refreshToken')).not.toContain(`refreshToken=${encodeURIComponent(refreshToken)};`)
    // The page of this very request saw the new tokens (the proxy rewrote its Cookie header).
    expect(snapshotIn(flightPayload(await response.text()))).toMatchObject({ auth: { user: { email: DEMO_ACCOUNTS.shopper.email } } })
  })
})

describe('adding to the cart in the browser', () => {
  beforeEach(async () => {
    problems = []
    page = await browser.newPage()
    page.setDefaultTimeout(10_000)
    // A failed call the page survives is still a problem, and so is a hydration mismatch (a console error).
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`)
    })
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console error: ${message.text()} ${message.location().url}`)
    })
  })

  afterEach(async () => {
    await page.context().close()
  })

  it('shows 1 in the mini cart after the click, and still after a reload (the cart session is in a cookie)', async () => {
    await page.goto(productUrl(PRODUCT.slug))
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(PRODUCT.name)
    expect(await page.getByTestId('cart-count').textContent()).toBe('Košarica: 0')

    // The button is enabled once React has hydrated it; click() waits for that, as a person waits for the page.
    await page.getByRole('button', { name: 'Dodaj u košaricu' }).click()
    await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe('Košarica: 1')
    expect((await page.context().cookies()).map((cookie) => cookie.name)).toEqual(expect.arrayContaining(['cartId', 'protectCode']))

    // The server reads the session from the cookie, loads the cart and renders its count before any script runs.
    const reloaded = await page.reload()
    expect(await reloaded!.text()).toMatch(/Košarica: (<!-- -->)?1/)
    await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe('Košarica: 1')
    expect(problems).toEqual([])
  })
})
