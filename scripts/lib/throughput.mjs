// Issue 11's throughput target: a product page from the server against a static asset from the same server, in
// the same run, under the same load (10 connections on loopback). Asked without cookies, as a first-time visitor
// (or a CDN) asks, the page comes from the shop's page cache once rendered; the bench's pages-per-second lines show
// what a render costs.
import { loadUrl } from './load.mjs'
import { mark } from './targets.mjs'

/** Issue 11: "at least 15% of a static asset's from the same server in the same run". */
export const THROUGHPUT_RATIO_TARGET = 0.15

const CONNECTIONS = 10
const SECONDS = 10
const WARM_UP_SECONDS = 2
// What Chromium sends, so both answers are encoded as a shopper's browser would receive them.
const HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' }

// The page's one stylesheet: the static asset every page loads, served by the same static handler as the JS.
const STYLESHEET = /<link[^>]+rel="stylesheet"[^>]+href="(\/assets\/[^"]+\.css)"|<link[^>]+href="(\/assets\/[^"]+\.css)"[^>]+rel="stylesheet"/

/** Measures, prints and records on the board the product page's throughput against its stylesheet's. */
export async function measureThroughput(shopUrl, productPath, board) {
  const html = await (await fetch(`${shopUrl}${productPath}`)).text()
  const match = html.match(STYLESHEET)
  if (!match) throw new Error(`${productPath} links no stylesheet under /assets to compare with`)
  const assetPath = match[1] ?? match[2]

  const rows = []
  for (const [label, path] of [
    [`GET ${productPath} (anonymous: page cache)`, productPath],
    [`GET ${assetPath} (static)`, assetPath],
  ]) {
    // A short load first, not counted, so both runs meet a warmed-up server (JIT, caches, open connections).
    await loadUrl(`${shopUrl}${path}`, { connections: CONNECTIONS, seconds: WARM_UP_SECONDS, headers: HEADERS })
    const result = await loadUrl(`${shopUrl}${path}`, { connections: CONNECTIONS, seconds: SECONDS, headers: HEADERS })
    rows.push(result)
    const failures = result.failed > 0 ? `   ${result.failed} failed (non-2xx, errors or timeouts)` : ''
    console.log(`${label.padEnd(60)} ${result.requestsPerSecond.toFixed(0).padStart(6)} req/s   p50 ${result.p50Ms} ms   p99 ${result.p99Ms} ms${failures}`)
  }
  const [page, asset] = rows
  const ratio = asset.requestsPerSecond > 0 ? page.requestsPerSecond / asset.requestsPerSecond : null
  const percent = (value) => `${(value * 100).toFixed(1)}%`
  const met = board.atLeast('product page req/s ÷ static asset req/s', page.failed === 0 ? ratio : null, THROUGHPUT_RATIO_TARGET, percent)
  console.log(
    `${'product page ÷ static asset'.padEnd(60)} ${ratio === null ? '-' : percent(ratio)} ${mark(met)}   target ≥ ${percent(THROUGHPUT_RATIO_TARGET)}`,
  )
  board.note(`product page p50 / p99, ${CONNECTIONS} connections`, `${page.p50Ms} / ${page.p99Ms} ms`)
}
