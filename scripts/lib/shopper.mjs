// One simulated shopper of the load test (lib/bench-shoppers.mjs), speaking the wire contract a browser speaks:
// server-rendered pages of the built shop with the browser's cookies, and the SDK's calls straight to the backend
// (the shop's browser bundle runs the same SDK, so an add to the cart or a checkout step is exactly these calls).
// The cookies live in one jar shared by both sides, as in a browser: the SDK writes the cart session into it, the
// shop's Set-Cookie headers update it, and every page request sends it.
import { createCartService, createCheckoutService, createStorefront } from '@vitrina/sdk'
import { STOREFRONT_SETTINGS } from './shopper-catalog.mjs'

// What Chromium sends with a navigation, so pages are negotiated and compressed as for a real visitor. The
// page's static assets are left out: they are a CDN's in production, and the bench's throughput section measures
// them.
const PAGE_HEADERS = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'gzip, deflate, br', 'user-agent': 'vitrina-load-shopper' }
// A browser waits minutes for a page; a shopper here gives up after one, and that counts as a failed request.
const PAGE_TIMEOUT_MS = 60_000
const SHOPPER_ACCOUNT = { username: 'kupac@vitrina.test', password: 'Kupac123!' }

/** A browser's cookie jar for one origin pair, usable as the SDK's storage adapter. */
export function cookieJar(initial = {}) {
  const values = new Map(Object.entries(initial))
  return {
    get: (name) => values.get(name),
    set(name, value, options) {
      if (options?.maxAgeSeconds !== undefined && options.maxAgeSeconds <= 0) values.delete(name)
      else values.set(name, value)
    },
    remove: (name) => void values.delete(name),
    /** The `Cookie` header a browser sends (values URI-encoded, as the SDK's cookie storage writes them). */
    header: () => [...values].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; '),
    /** Applies a response's `Set-Cookie` headers: a zero Max-Age or a past Expires deletes the cookie. */
    receive(setCookies) {
      for (const line of setCookies) {
        const [pair, ...attributes] = line.split(';')
        const separator = pair.indexOf('=')
        const name = pair.slice(0, separator).trim()
        const value = pair.slice(separator + 1).trim()
        const maxAge = attributes.map((part) => /^\s*max-age=(-?\d+)/i.exec(part)?.[1]).find(Boolean)
        const expires = attributes.map((part) => /^\s*expires=(.+)$/i.exec(part)?.[1]).find(Boolean)
        if ((maxAge !== undefined && Number(maxAge) <= 0) || (expires && Date.parse(expires) <= Date.now())) values.delete(name)
        else values.set(name, decodeURIComponent(value))
      }
    },
  }
}

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" }
const unescapeHtml = (text) => text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name) => ENTITIES[name])

/**
 * The lines of a server-rendered cart page as a shopper reads them: each line's quantity field, labelled
 * 'Količina: {product name}' (cart-items-table.tsx), and its value. Name to quantity.
 */
export function cartLinesOfPage(html) {
  const lines = new Map()
  for (const match of html.matchAll(/<input type="number"[^>]*aria-label="Količina: ([^"]+)"[^>]*value="(\d+)"/g)) {
    const name = unescapeHtml(match[1])
    lines.set(name, (lines.get(name) ?? 0) + Number(match[2]))
  }
  return lines
}

/** How many of `expected`'s lines (name to quantity) `found` has with the same quantity. */
export function linesFound(expected, found) {
  let count = 0
  for (const [name, qty] of expected) if (found.get(name) === qty) count += 1
  return count
}

/**
 * A `fetch` for the SDK that records each backend call as `api {service}/{call}` (ids left out) with its status and
 * time; a call that never got an answer is recorded with status 0.
 */
export function recordingFetch(record) {
  return async (input, init) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url)
    const kind = `api ${url.pathname
      .split('/')
      .filter((part) => part && !/^\d+$/.test(part))
      .slice(-2)
      .join('/')}`
    const started = performance.now()
    try {
      const response = await fetch(input, init)
      record(kind, response.status, performance.now() - started)
      return response
    } catch (error) {
      record(kind, 0, performance.now() - started, error)
      throw error
    }
  }
}

/**
 * One visit: home, a filtered and sorted category, a search, one to three product pages each added to the cart,
 * the cart page (its lines checked against what was added), and for some visits the checkout with cash on delivery,
 * as a guest or as the seeded shopper, ending on the thank-you page. Steps stop at `deadline`, except that a
 * checkout once started is finished, so that every order the backend holds is one the shopper saw complete.
 *
 * `report` collects: `record(kind, status, ms, error?)` for every request, `cartPage({ expected, found })`,
 * `cartKept({ session, expected })` for a cart left behind, `checkout({ ok, orderSlug, expected, loggedIn, reason })`.
 */
export async function visit({ shopUrl, apiUrl, catalog, random, deadline, thinkMs, loggedIn, checksOut, guestEmail, report }) {
  const jar = cookieJar()
  const timeUp = () => Date.now() >= deadline
  const pick = (list) => list[Math.floor(random() * list.length)]
  const think = () => new Promise((resolve) => setTimeout(resolve, thinkMs * (0.5 + random())))
  const shop = createStorefront({ apiUrl, ...STOREFRONT_SETTINGS, language: 'hr', storage: jar, fetch: recordingFetch(report.record) })

  async function page(kind, path) {
    const started = performance.now()
    try {
      const cookie = jar.header()
      const response = await fetch(`${shopUrl}${path}`, {
        headers: cookie ? { ...PAGE_HEADERS, cookie } : PAGE_HEADERS,
        redirect: 'manual',
        signal: AbortSignal.timeout(PAGE_TIMEOUT_MS),
      })
      const html = await response.text()
      jar.receive(response.headers.getSetCookie())
      report.record(kind, response.status, performance.now() - started)
      return response.ok ? html : null
    } catch (error) {
      report.record(kind, 0, performance.now() - started, error)
      return null
    }
  }

  if (loggedIn) {
    const login = await shop.auth.login(SHOPPER_ACCOUNT)
    if (!login.ok) report.failure('log in', login.error)
  }
  await page('home', '/')
  for (const [kind, paths] of [
    ['category', catalog.listings],
    ['search', catalog.searches],
  ]) {
    if (timeUp()) return
    await think()
    await page(kind, pick(paths))
  }

  // Name to quantity, as the cart page shows the lines.
  const expected = new Map()
  const cart = createCartService(shop)
  const count = 1 + Math.floor(random() * 3)
  for (let i = 0; i < count && !timeUp(); i += 1) {
    const product = pick(catalog.products)
    await think()
    await page('product', `/product/${product.slug}`)
    const qty = 1 + Math.floor(random() * 2)
    const added = await cart.add(product, qty)
    if (added.ok) expected.set(product.name, (expected.get(product.name) ?? 0) + qty)
    else report.failure('add to cart', added.error ?? added.reason)
  }
  if (expected.size === 0) return
  const session = cart.$session.get()
  if (timeUp()) return report.cartKept({ session, expected })

  await think()
  const cartHtml = await page('cart', '/kosarica')
  report.cartPage({ expected, found: cartHtml === null ? new Map() : cartLinesOfPage(cartHtml) })
  if (!checksOut || timeUp()) return report.cartKept({ session, expected })

  await think()
  await page('checkout', '/naplata')
  const outcome = await checkOut(shop, loggedIn ? SHOPPER_ACCOUNT.username : guestEmail)
  report.checkout({ ...outcome, expected, loggedIn, session })
  if (outcome.ok) await page('thank-you', `/naplata/uspjesna?orderSlug=${encodeURIComponent(outcome.orderSlug)}`)
}

const byCode = (methods, code) => methods.find((method) => method.code === code)

/**
 * The checkout's three steps through the SDK, as the checkout page runs them: the address (a guest's goes to the
 * cart's guest user), courier delivery, cash on delivery (no payment provider, so the order completes at once).
 * Resolves to `{ ok: true, orderSlug }` or `{ ok: false, reason }`.
 */
async function checkOut(shop, email) {
  const checkout = createCheckoutService(shop)
  const step = async (name, result) => {
    if (!result.ok) throw new Error(`${name}: ${result.error?.code ?? ''} ${result.error?.message ?? result.reason ?? ''}`.trim())
    return result
  }
  try {
    await step('countries', await checkout.loadCountries())
    await step(
      'address',
      await checkout.submitAddress({
        delivery: {
          firstName: 'Ana',
          lastName: 'Horvat',
          contactEmail: email,
          contactPhone: '+385 91 234 5678',
          country: 'HR',
          city: 'Zagreb',
          street: 'Ilica',
          houseNumber: '10',
          zipCode: '10000',
        },
      }),
    )
    const delivery = byCode(checkout.$deliveryMethods.get(), 'courier') ?? checkout.$deliveryMethods.get()[0]
    await step('delivery', await checkout.selectDelivery(delivery?.id))
    const cash = checkout.$paymentMethods.get().find((method) => method.paymentType === null)
    await step('payment', await checkout.selectPayment(cash?.id))
    const submitted = await checkout.submit()
    if (!submitted.ok || submitted.outcome !== 'completed') {
      return { ok: false, reason: `order: ${submitted.ok ? submitted.outcome : (submitted.error?.message ?? submitted.reason)}` }
    }
    return { ok: true, orderSlug: submitted.completion.orderSlug }
  } catch (error) {
    return { ok: false, reason: error.message }
  }
}
