// `npm run bench`: prints numbers, asserts nothing (budgets are checked by the build). Measures bundle
// sizes, sandbox seeding, sandbox request latency in-process, and server-rendered pages per second of the
// built shop against the sandbox, all on loopback with bounded request counts, then issue 16's load test (simulated
// shoppers browsing, adding to the cart and checking out for a bounded time: lib/bench-shoppers.mjs). Issue 11's
// targets (first-load JS, Lighthouse on four pages, a product page's throughput against a static asset's) and issue
// 16's load invariants are printed with ✓/✗ in one block at the end; a missed target does not fail the run.
import { spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'
import { performance } from 'node:perf_hooks'
import { chromiumPath, ensureChromium, ensureDependencies } from './lib/setup.mjs'
import { buildAll } from './lib/build.mjs'
import { measureBudgets } from './lib/budgets.mjs'
import { firstLoadJs } from './lib/first-load.mjs'
import { runLighthouse } from './lib/lighthouse.mjs'
import { printLighthouseFindings, printLighthouseTable } from './lib/lighthouse-report.mjs'
import { addToCartCookies } from './lib/bench-cart.mjs'
import { warmPageMedia } from './lib/bench-media.mjs'
import { benchSandboxQueries } from './lib/bench-sandbox.mjs'
import { benchSdkSizes } from './lib/bench-sdk-size.mjs'
import { measureShopperLoad, shopperLoadSettings } from './lib/bench-shoppers.mjs'
import { createTargetBoard, mark } from './lib/targets.mjs'
import { measureThroughput } from './lib/throughput.mjs'
import { shopBuildStamp } from './lib/shop-build.mjs'
import { log, root, runMain } from './lib/process.mjs'

const apiKey = 'vitrina-sandbox-key'

// Issue 11's four pages: each is held to the first-load JS target and measured by Lighthouse (the cart with
// one item in it).
const productSlug = 'kvarner-kids-nova-sportska-kolica'
const productPath = `/product/${productSlug}`
const TARGET_PAGES = [
  { name: 'home', path: '/' },
  { name: 'category', path: '/shop/kolica' },
  { name: 'product', path: productPath },
  { name: 'cart', path: '/kosarica' },
]
const FIRST_LOAD_JS_TARGET_KB = 140
const kiloBytes = (value) => `${value.toFixed(1)} kB`

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}

async function timeRequests(label, count, concurrency, makeRequest) {
  const durations = []
  let next = 0
  const started = performance.now()
  const worker = async () => {
    while (next < count) {
      next += 1
      const t0 = performance.now()
      const response = await makeRequest()
      if (!response.ok) throw new Error(`${label}: HTTP ${response.status}`)
      await response.arrayBuffer()
      durations.push(performance.now() - t0)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  const seconds = (performance.now() - started) / 1000
  durations.sort((a, b) => a - b)
  console.log(
    `${label.padEnd(44)} ${String(Math.round(count / seconds)).padStart(6)} req/s   p50 ${percentile(durations, 50).toFixed(1)} ms   p95 ${percentile(durations, 95).toFixed(1)} ms`,
  )
}

runMain(async () => {
  await ensureDependencies()
  await buildAll()
  // Every section records its targets here; they are printed together at the end.
  const targets = createTargetBoard()

  log('Bundle sizes (minified, gzip)')
  for (const row of await measureBudgets()) console.log(`${row.name.padEnd(44)} ${row.kB.toFixed(1).padStart(7)} kB   budget ${row.budget} kB`)

  log("The SDK as another team's bundler sees it (esbuild, browser, minified, gzip, dependencies included)")
  await benchSdkSizes(targets)

  const { createSandbox } = await import(`${root}/sandbox/dist/index.js`)

  log('Sandbox seeding')
  for (const seed of ['demo', 'large']) {
    const t0 = performance.now()
    const sandbox = await createSandbox({ database: ':memory:', seed })
    const seeded = performance.now() - t0
    const t1 = performance.now()
    await sandbox.reset()
    console.log(`${`seed ${seed}`.padEnd(44)} ${seeded.toFixed(0).padStart(7)} ms   reset ${(performance.now() - t1).toFixed(1)} ms`)
    sandbox.close()
  }

  log('Sandbox requests in-process (app.fetch), 2,000 each, 8 at a time')
  const sandbox = await createSandbox({ database: ':memory:', control: true })
  const headers = { apiKey, 'x-gaussbox-language': 'hr', 'content-type': 'application/json' }
  await timeRequests('GET navigation/tree/main', 2000, 8, () => sandbox.app.fetch(new Request('http://sandbox/api/v1/cms/navigation/tree/main', { headers })))
  await timeRequests('POST element/getByHandlers (3 handlers)', 2000, 8, () =>
    sandbox.app.fetch(
      new Request('http://sandbox/api/v1/cms/element/getByHandlers', {
        method: 'POST',
        headers,
        body: JSON.stringify({ handlers: ['header-section', 'footer-section', 'cookie-section'] }),
      }),
    ),
  )

  log('Sandbox catalogue queries on the large seed, in-process (app.fetch)')
  await benchSandboxQueries(createSandbox, targets)

  log('The built shop against the sandbox')
  const buildAtStart = shopBuildStamp()
  const api = await sandbox.listen(await freePort(), '127.0.0.1')
  const shopPort = await freePort()
  // With the memory probe and an IPC channel, so the load test can read the shop's heap (lib/memory-probe.mjs);
  // --expose-gc only makes gc() callable for it and changes no collection.
  const memoryProbe = fileURLToPath(new URL('./lib/memory-probe.mjs', import.meta.url))
  const shop = spawn(process.execPath, ['--expose-gc', '--import', memoryProbe, 'reference-shop/server.mjs'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    env: { ...process.env, PORT: String(shopPort), HOST: '127.0.0.1', NODE_ENV: 'production', VITRINA_API_URL: api.url },
  })
  try {
    const deadline = Date.now() + 30_000
    for (;;) {
      try {
        if ((await fetch(`http://127.0.0.1:${shopPort}/`)).ok) break
      } catch {
        // not up yet
      }
      if (Date.now() > deadline) throw new Error('the shop did not start within 30 s')
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    log('First-load JavaScript of a page (minified, gzip), as a visitor who is not logged in')
    for (const path of ['/', '/shop/kolica', '/product/kvarner-kids-nova-sportska-kolica', '/kosarica', '/prijava', '/registracija']) {
      const targeted = TARGET_PAGES.some((page) => page.path === path)
      // One page in error is reported as such; the others and the rest of the bench still run.
      const measured = await firstLoadJs(`http://127.0.0.1:${shopPort}`, path).catch((error) => {
        console.log(`${path.padEnd(44)} not measured: ${error.message}`)
        if (targeted) targets.atMost(`first-load JS ${path}`, null, FIRST_LOAD_JS_TARGET_KB, kiloBytes)
        return null
      })
      if (!measured) continue
      const { kB, files } = measured
      const met = targeted && targets.atMost(`first-load JS ${path}`, kB, FIRST_LOAD_JS_TARGET_KB, kiloBytes)
      console.log(
        `${path.padEnd(44)} ${kB.toFixed(1).padStart(7)} kB   ${files} files${targeted ? `   ${mark(met)} target ≤ ${FIRST_LOAD_JS_TARGET_KB} kB` : ''}`,
      )
    }

    log('Lighthouse, mobile, default settings (simulated throttling), one page after another (about 20 s a page)')
    await ensureChromium()
    const cartCookies = await addToCartCookies(api.url, productSlug)
    const lighthousePages = TARGET_PAGES.map((page) => (page.name === 'cart' ? { ...page, cookies: cartCookies } : page))
    // As a CDN would have them: see lib/bench-media.mjs.
    const warmed = await warmPageMedia({ shopUrl: `http://127.0.0.1:${shopPort}`, backendUrl: api.url, pages: lighthousePages })
    console.log(`media renditions of the ${warmed.pages} pages rendered by the sandbox beforehand: ${warmed.renditions} (${(warmed.ms / 1000).toFixed(1)} s)`)
    const lighthouseResults = await runLighthouse({ shopUrl: `http://127.0.0.1:${shopPort}`, chromePath: chromiumPath(), pages: lighthousePages })
    printLighthouseTable(lighthouseResults, targets)
    log('Lighthouse: LCP element and failing audits per page')
    printLighthouseFindings(lighthouseResults, `http://127.0.0.1:${shopPort}`)

    log('Server-rendered pages per second, 400 requests each, 8 at a time')
    // Without cookies a page comes from the shop's page cache (reference-shop/page-cache.mjs); any cookie (here the
    // language one a returning visitor has) makes the server render it every time: that line is the render's cost.
    await timeRequests('GET / (hr, anonymous: page cache)', 400, 8, () => fetch(`http://127.0.0.1:${shopPort}/`))
    await timeRequests('GET /sl (sl, anonymous: page cache)', 400, 8, () => fetch(`http://127.0.0.1:${shopPort}/sl`))
    await timeRequests('GET / (hr, with a cookie: rendered each time)', 400, 8, () =>
      fetch(`http://127.0.0.1:${shopPort}/`, { headers: { cookie: 'i18n_locale=hr' } }),
    )

    log('A product page against a static asset, same server, same run: autocannon, 10 connections, 10 s each')
    await measureThroughput(`http://127.0.0.1:${shopPort}`, productPath, targets)

    // Last, as it leaves orders and carts in the sandbox; the shop has been warmed by everything above.
    const load = shopperLoadSettings()
    log(`Load: ${load.shoppers} simulated shoppers for ${load.seconds} s (browse, filter, search, add to the cart, check out)`)
    // A load that could not run is reported as such (and its invariants as not met); the targets still print.
    await measureShopperLoad({ shopUrl: `http://127.0.0.1:${shopPort}`, apiUrl: api.url, sandbox, shopProcess: shop, board: targets }).catch((error) => {
      console.log(`the load test did not run to the end: ${error.message}`)
      targets.check('load: invariants', 'not measured', 'all met', false)
    })
  } finally {
    shop.kill('SIGTERM')
    await api.close()
    sandbox.close()
  }

  log('Targets (issues 11 and 16)')
  targets.print()
  if (shopBuildStamp() !== buildAtStart) {
    console.log('\n⚠ The shop was rebuilt on disk while the bench measured it (another `npm run build`?): the running server')
    console.log("  lost its old assets, so the shop numbers above are not the shop's. Run the bench again when no build runs.")
  }
})
