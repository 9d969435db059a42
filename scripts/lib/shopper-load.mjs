// The load test's load generator, a process of its own (like autocannon in lib/load.mjs): the bench's process
// also serves the sandbox the shop and the shoppers call, and fifty shoppers parsing pages on that event loop would
// slow the sandbox's answers and charge the shop for it. lib/bench-shoppers.mjs starts it with its settings as JSON
// in argv[2]; it prints JSON lines on stdout (`warmed`, `stopped`, then the `report`) and waits for a `go` line on
// stdin after `warmed`.
//
// Each shopper makes visits one after another until the time is up (lib/shopper.mjs); what every visit saw is
// gathered here, then the carts left behind are read back from the backend.
import { createCartService, createStorefront } from '@vitrina/sdk'
import { createOrdersService } from '@vitrina/sdk/account'
import { discoverShopping, STOREFRONT_SETTINGS } from './shopper-catalog.mjs'
import { cookieJar, visit } from './shopper.mjs'

// The share of visits that log in as the seeded shopper, and that go on to check out.
const LOGGED_IN_SHARE = 0.3
const CHECKOUT_SHARE = 0.5
// Pages are what a shopper waits for; the rest of the requests are the SDK's calls to the backend.
const PAGE_KINDS = ['home', 'category', 'search', 'product', 'cart', 'checkout', 'thank-you']

/** A small seeded generator (mulberry32): the same seed gives every run the same choices, in the same order per shopper. */
function seededRandom(seed) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function percentile(sorted, p) {
  return sorted.length === 0 ? null : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}

function latency(durations) {
  const sorted = [...durations].sort((a, b) => a - b)
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) }
}

/** The seeded shopper's number of orders, through the order history the account page shows. */
async function shopperOrderCount(apiUrl) {
  const shop = createStorefront({ apiUrl, ...STOREFRONT_SETTINGS, language: 'hr', storage: cookieJar() })
  const login = await shop.auth.login({ username: 'kupac@vitrina.test', password: 'Kupac123!' })
  if (!login.ok) return null
  const history = await createOrdersService(shop).loadFirst()
  return history.ok ? history.data.total : null
}

/**
 * Asks for each of `paths` without cookies, four at a time, recording each answer as the kind `warm-up crawl`;
 * resolves to `{ pages, failed, seconds }`.
 */
async function crawl(shopUrl, paths, record) {
  const started = Date.now()
  let next = 0
  let failed = 0
  const worker = async () => {
    while (next < paths.length) {
      const t0 = performance.now()
      try {
        const response = await fetch(`${shopUrl}${paths[next++]}`, { headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' } })
        await response.arrayBuffer()
        record('warm-up crawl', response.status, performance.now() - t0)
        if (!response.ok) failed += 1
      } catch (error) {
        record('warm-up crawl', 0, performance.now() - t0, error)
        failed += 1
      }
    }
  }
  await Promise.all(Array.from({ length: 4 }, worker))
  return { pages: paths.length, failed, seconds: (Date.now() - started) / 1000 }
}

/** Reads each cart left behind back from the backend (`cart/getCart` with its session), a few at a time. */
async function readBackCarts(apiUrl, kept) {
  let linesFound = 0
  let next = 0
  const worker = async () => {
    while (next < kept.length) {
      const { session, expected } = kept[next++]
      const shop = createStorefront({
        apiUrl,
        ...STOREFRONT_SETTINGS,
        language: 'hr',
        storage: cookieJar({ cartId: String(session.cartId), protectCode: session.protectCode }),
      })
      const loaded = await createCartService(shop).load()
      const found = new Map()
      for (const item of (loaded.ok && loaded.data?.items) || []) found.set(item.productData.name, (found.get(item.productData.name) ?? 0) + item.qty)
      for (const [name, qty] of expected) if (found.get(name) === qty) linesFound += 1
    }
  }
  await Promise.all(Array.from({ length: 8 }, worker))
  return { carts: kept.length, linesExpected: kept.reduce((sum, cart) => sum + cart.expected.size, 0), linesFound }
}

const emit = (message) => process.stdout.write(`${JSON.stringify(message)}\n`)

/** The next line on stdin (the bench's 'go'). */
function nextLine() {
  return new Promise((resolve) => {
    let buffered = ''
    const onData = (chunk) => {
      buffered += chunk
      if (!buffered.includes('\n')) return
      process.stdin.off('data', onData)
      // Nothing more is read: a stdin left open would keep this process from exiting.
      process.stdin.destroy()
      resolve(buffered.slice(0, buffered.indexOf('\n')))
    }
    process.stdin.setEncoding('utf8')
    process.stdin.on('data', onData)
    process.stdin.resume()
  })
}

async function main() {
  const { shopUrl, apiUrl, shoppers, seconds, thinkMs, seed, warmUpShare } = JSON.parse(process.argv[2])
  const catalog = await discoverShopping(apiUrl)
  const historyBefore = await shopperOrderCount(apiUrl)

  const requests = new Map()
  const failures = new Map()
  const cartPages = { carts: 0, linesExpected: 0, linesFound: 0 }
  const kept = []
  const checkouts = { completed: 0, failed: 0, loggedInCompleted: 0, orders: [], reasons: new Map() }
  const count = (map, key) => map.set(key, (map.get(key) ?? 0) + 1)
  const report = {
    record(kind, status, ms, error) {
      const entry = requests.get(kind) ?? { count: 0, statuses: {}, durations: [], errors: new Map() }
      requests.set(kind, entry)
      entry.count += 1
      entry.statuses[status] = (entry.statuses[status] ?? 0) + 1
      entry.durations.push(ms)
      if (error) count(entry.errors, error.name === 'TimeoutError' ? 'timeout' : error.message)
    },
    failure: (what, error) => count(failures, `${what}: ${typeof error === 'string' ? error : (error?.message ?? 'unknown')}`),
    cartPage({ expected, found }) {
      cartPages.carts += 1
      cartPages.linesExpected += expected.size
      for (const [name, qty] of expected) if (found.get(name) === qty) cartPages.linesFound += 1
    },
    cartKept: (cart) => void kept.push(cart),
    checkout({ ok, orderSlug, reason, expected, loggedIn }) {
      if (!ok) {
        checkouts.failed += 1
        count(checkouts.reasons, reason)
        return
      }
      checkouts.completed += 1
      if (loggedIn) checkouts.loggedInCompleted += 1
      checkouts.orders.push({ slug: orderSlug, lines: [...expected] })
    },
  }

  // Each shopper's choices come from its own seeded generator, kept across both phases.
  const randoms = Array.from({ length: shoppers }, (_, shopper) => seededRandom(seed * 1000 + shopper))
  const visitsOf = new Array(shoppers).fill(0)
  let visits = 0
  /** Every shopper makes visits until `deadline`; resolves when the last one has finished its step under way. */
  const shopUntil = (deadline) =>
    Promise.all(
      randoms.map(async (random, shopper) => {
        // Shoppers arrive over the first second rather than all in the same millisecond.
        await new Promise((resolve) => setTimeout(resolve, random() * 1000))
        while (Date.now() < deadline) {
          visits += 1
          const n = visitsOf[shopper]++
          const loggedIn = random() < LOGGED_IN_SHARE
          const checksOut = random() < CHECKOUT_SHARE
          await visit({
            shopUrl,
            apiUrl,
            catalog,
            random,
            deadline,
            thinkMs,
            loggedIn,
            checksOut,
            guestEmail: `gost-${shopper}-${n}@load.vitrina.test`,
            report,
          })
        }
      }),
    )

  // The warm-up starts with every page the shoppers will ask for, once each and without cookies, as a crawler or a CDN
  // would: home and the product pages, which the shop's page cache then holds, and the filtered listings and the
  // searches, whose renders fill its data cache (categories, layered navigation). Both caches then hold what they will
  // hold, and what the memory shows after the load is not a cache filling up (they are bounded: server-cache.memory.ts).
  const crawled = await crawl(
    shopUrl,
    ['/', ...catalog.products.map((product) => `/product/${product.slug}`), ...catalog.listings, ...catalog.searches],
    report.record,
  )
  const started = Date.now()

  // Two phases with a lull between them, in which the bench takes the shop's memory with nothing in flight: after
  // the warm-up and after the load (lib/shop-memory.mjs). It answers each 'warmed' line with 'go' on stdin.
  await shopUntil(started + seconds * warmUpShare * 1000)
  const warmedUp = Date.now()
  emit({ event: 'warmed' })
  await nextLine()
  const measured = Date.now()
  await shopUntil(measured + seconds * (1 - warmUpShare) * 1000)
  // The shoppers' time, without the lull.
  const elapsedSeconds = (warmedUp - started + Date.now() - measured) / 1000
  emit({ event: 'stopped' })
  const keptCarts = await readBackCarts(apiUrl, kept)
  const historyAfter = await shopperOrderCount(apiUrl)

  const kinds = [...requests.keys()].sort((a, b) => {
    const rank = (kind) => (PAGE_KINDS.includes(kind) ? PAGE_KINDS.indexOf(kind) : PAGE_KINDS.length)
    return rank(a) - rank(b) || a.localeCompare(b)
  })
  const pageDurations = PAGE_KINDS.flatMap((kind) => requests.get(kind)?.durations ?? [])
  const output = {
    shoppers,
    seconds,
    warmUpSeconds: seconds * warmUpShare,
    crawled,
    elapsedSeconds,
    thinkMs,
    visits,
    catalog: { listings: catalog.listings.length, searches: catalog.searches.length, products: catalog.products.length },
    requests: kinds.map((kind) => {
      const { count: total, statuses, durations, errors } = requests.get(kind)
      const serverErrors = Object.entries(statuses)
        .filter(([status]) => Number(status) >= 500)
        .reduce((sum, [, n]) => sum + n, 0)
      const ok = Object.entries(statuses)
        .filter(([status]) => Number(status) >= 200 && Number(status) < 300)
        .reduce((sum, [, n]) => sum + n, 0)
      return {
        kind,
        page: PAGE_KINDS.includes(kind),
        count: total,
        serverErrors,
        otherFailures: total - ok - serverErrors,
        statuses,
        errors: Object.fromEntries(errors),
        ...latency(durations),
      }
    }),
    pages: { count: pageDurations.length, ...latency(pageDurations) },
    failures: Object.fromEntries(failures),
    cartPages,
    keptCarts,
    checkouts: { ...checkouts, reasons: Object.fromEntries(checkouts.reasons) },
    shopperHistory: { before: historyBefore, after: historyAfter },
  }
  emit({ event: 'report', report: output })
}

main().catch((error) => {
  console.error(`shopper load failed: ${error instanceof Error ? error.stack : String(error)}`)
  process.exit(1)
})
