import { describe, expect, it } from 'vitest'
import { useShopSession } from './browser'
import { currentStack } from './stacks'

// Cookies are whatever a browser sends: written by an older shop, by another site on the domain, by hand, or
// damaged on the way. None of them may break a page; the shop ignores (or clears) what it cannot use.

/** Every cookie the shop and the SDK read, and one neither knows. */
const COOKIES = [
  'i18n_locale',
  'cartId',
  'protectCode',
  'guestUser',
  'memberCardBarcode',
  'accessToken',
  'refreshToken',
  'authUser',
  'authStrategy',
  'cookie_consent',
  'somethingElse',
]

// A token-like value with a readable, far-future expiry and a signature nobody made.
const FORGED_TOKEN = `${btoa('{"alg":"HS256"}')}.${btoa('{"exp":4102444800,"sub":"1"}').replace(/=+$/, '')}.forged`

const GARBAGE = [
  ['a lone percent sign', '%'],
  ['cut-off percent-encoding', '%E0%A4%A'],
  ['an encoded lone surrogate', '%ED%A0%80'],
  ['an encoded NUL', '%00'],
  ['encoded line breaks', '%0D%0A'],
  ['text beyond ASCII', '%E2%82%AC%F0%9F%92%A5'],
  ['raw bytes beyond ASCII', '\u00ff\u00fe\u0080'],
  ['a 4 kB value', 'x'.repeat(4000)],
  ['JSON cut off', '{"id":'],
  ['JSON of the wrong types', '{"id":"x","email":[],"isBackofficeUser":"yes","addresses":7}'],
  ['a prototype key', '{"__proto__":{"isBackofficeUser":true}}'],
  ['a number too large', '99999999999999999999999'],
  ['a forged token', FORGED_TOKEN],
  ['a quoted value', '"%"'],
  ['nothing', ''],
] as const

/**
 * Pages that read the cookies differently: every page builds the session, cart and consent from them (the home page),
 * the cart page loads the cart, the checkout and the profile decide on the cart session and the login, and a client
 * navigation's data request has no document around it.
 */
const PAGES = ['/', '/en/cart', '/naplata', '/de/profile', '/sl/kosarica.data']
/**
 * The same without the home page, for one bad cookie at a time: the cart page's render builds the session, cart and
 * consent as the home page's does, in a third of its time (the home page renders some forty products).
 */
const PAGES_PER_COOKIE = PAGES.filter((path) => path !== '/')

const session = useShopSession()

async function requestWithCookie(path: string, cookie: string) {
  const response = await fetch(`${currentStack().shopUrl}${path}`, { headers: { cookie }, redirect: 'manual' })
  return { path, status: response.status, body: await response.text() }
}

/** What fails: a 5xx, or a 200 document that is not the shop's page (no main content). */
function failures(answers: Awaited<ReturnType<typeof requestWithCookie>>[]) {
  return answers
    .filter(({ path, status, body }) => status >= 500 || (status === 200 && !path.endsWith('.data') && !body.includes('id="main-content"')))
    .map(({ path, status }) => `${path}: ${status}`)
}

/**
 * Requests each of `paths` with one garbage value after another (a value's pages together) and lists what broke, as
 * 'description: path: status'. Not every value at once: on two cores the shop's own queue then outlasts its 5 s
 * backend timeout, and a page answers 503 for the load, not for the cookie.
 */
async function brokenWith(cookieFor: (value: string) => string, paths: readonly string[]): Promise<string[]> {
  const broken: string[] = []
  for (const [description, value] of GARBAGE) {
    const pages = await Promise.all(paths.map((path) => requestWithCookie(path, cookieFor(value))))
    for (const failure of failures(pages)) broken.push(`${description}: ${failure}`)
  }
  return broken
}

describe('garbage in cookies', () => {
  it.each(COOKIES)('never breaks a page when the %s cookie holds garbage', async (name) => {
    expect(await brokenWith((value) => `${name}=${value}`, PAGES_PER_COOKIE)).toEqual([])
  })

  it('never breaks a page when every cookie holds garbage at once', async () => {
    expect(await brokenWith((value) => COOKIES.map((name) => `${name}=${value}`).join('; '), PAGES)).toEqual([])
  })

  it('clears session tokens that no backend call could carry, and serves the visitor as a visitor', async () => {
    const answer = await fetch(`${currentStack().shopUrl}/`, { headers: { cookie: 'refreshToken=%E2%82%AC; accessToken=%00; cartId=12' } })
    expect(answer.status).toBe(200)
    const cleared = answer.headers
      .getSetCookie()
      .filter((cookie) => /Max-Age=0/.test(cookie))
      .map((cookie) => cookie.split('=')[0])
    expect(cleared).toEqual(expect.arrayContaining(['refreshToken', 'accessToken']))
    expect(cleared).not.toContain('cartId')
  })

  it('renders and hydrates in the browser with garbage in every cookie', async () => {
    const { page, context, shopUrl } = session
    const { hostname } = new URL(shopUrl)
    // Values a browser accepts in a cookie (no ';', no control characters): what a page of another site could set.
    await context.addCookies(
      COOKIES.map((name, index) => ({ name, value: ['%E0%A4%A', '{"id":', FORGED_TOKEN, '%00', 'x'.repeat(3000)][index % 5]!, domain: hostname, path: '/' })),
    )

    for (const path of ['/', '/en/cart', '/product/kvarner-kids-nova-sportska-kolica']) {
      const { status } = await session.open(path)
      expect(status).toBe(200)
      await page.getByRole('main').waitFor()
    }
  })
})
