// Lighthouse, the npm package, on pages of the running shop: mobile with its default settings (simulated
// throttling), one page after another in one headless Chromium. Each run starts from a fresh visitor's
// state: Lighthouse itself clears the caches and storage of the origin but keeps cookies, so the cookies are
// cleared here before each page and set again only for a page that needs them (the cart with an item).
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import puppeteer from 'puppeteer-core'

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']

// Lighthouse's own bar between an audit shown as passed and one shown as failed in its report.
const PASS_SCORE = 0.9
const SCORED_MODES = new Set(['binary', 'numeric', 'metricSavings'])
const LCP_ELEMENT = 'largest-contentful-paint-element'

/**
 * Runs Lighthouse on each page in turn. `pages` are `{ name, path, cookies? }`, cookies as `{ name, value }`
 * set for the shop's origin before that page loads. Resolves to one result a page: the four scores (0 to
 * 100), LCP and TBT in ms, CLS, the LCP element and its phases, the failing audits and the report's path; or
 * `{ error }` when Lighthouse could not measure the page.
 */
export async function runLighthouse({ shopUrl, pages, chromePath }) {
  // The HTML reports, one per page, to open in a browser for the details the bench leaves out; a folder per
  // run, so two benches on one machine do not overwrite each other's.
  const reportDir = mkdtempSync(join(tmpdir(), 'vitrina-lighthouse-'))
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] })
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null })
  const results = []
  try {
    for (const page of pages) results.push(await measurePage(browser, shopUrl, page, reportDir))
  } finally {
    await browser.disconnect()
    chrome.kill()
  }
  return results
}

async function measurePage(browser, shopUrl, { name, path, cookies = [] }, reportDir) {
  const url = `${shopUrl}${path}`
  const tab = await browser.newPage()
  try {
    const session = await tab.createCDPSession()
    await session.send('Network.clearBrowserCookies')
    if (cookies.length > 0) await session.send('Network.setCookies', { cookies: cookies.map((cookie) => ({ ...cookie, url: shopUrl })) })
    await session.detach()
    const runner = await lighthouse(url, { logLevel: 'error', output: 'html', onlyCategories: CATEGORIES }, undefined, tab)
    if (!runner) return { name, path, error: 'Lighthouse returned no result' }
    const { lhr } = runner
    const reportPath = join(reportDir, `${name}.html`)
    writeFileSync(reportPath, runner.report)
    if (lhr.runtimeError) return { name, path, reportPath, error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` }
    return { name, path, reportPath, ...summarise(lhr) }
  } catch (error) {
    return { name, path, error: error instanceof Error ? error.message : String(error) }
  } finally {
    await tab.close().catch(() => {})
  }
}

function summarise(lhr) {
  const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100))
  const numeric = (id) => lhr.audits[id]?.numericValue ?? null
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
    },
    metrics: { lcpMs: numeric('largest-contentful-paint'), cls: numeric('cumulative-layout-shift'), tbtMs: numeric('total-blocking-time') },
    // Lighthouse's own measure of the CPU during the run: simulated metrics scale with the observed main-thread
    // work, so a low index (a machine busy with other work) inflates LCP and TBT.
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    ...lcpBreakdown(lhr),
    failing: failingAudits(lhr),
  }
}

/**
 * The audits Lighthouse's report shows as failed, per category, the most costly first: performance by its
 * estimated savings, the others by their weight in the category's score. The metrics themselves and the
 * LCP element (printed apart) and the hidden insight duplicates are left out.
 */
function failingAudits(lhr) {
  const seen = new Set()
  const failing = []
  for (const categoryId of CATEGORIES) {
    const category = lhr.categories[categoryId]
    if (!category) continue
    for (const ref of category.auditRefs) {
      if (ref.group === 'metrics' || ref.group === 'hidden' || ref.id === LCP_ELEMENT || seen.has(ref.id)) continue
      const audit = lhr.audits[ref.id]
      if (!audit || !SCORED_MODES.has(audit.scoreDisplayMode) || audit.score === null || audit.score >= PASS_SCORE) continue
      seen.add(ref.id)
      failing.push({
        category: categoryId,
        id: audit.id,
        title: audit.title,
        weight: ref.weight,
        displayValue: audit.displayValue ?? '',
        savingsMs: audit.details?.overallSavingsMs ?? 0,
        savingsBytes: audit.details?.overallSavingsBytes ?? 0,
        metricSavings: nonZero(audit.metricSavings),
        items: itemLabels(audit.details),
      })
    }
  }
  // Milliseconds of any timing metric; a CLS saving is a fraction and does not rank against them.
  const cost = ({ savingsMs, metricSavings: m }) => Math.max(savingsMs, m.LCP ?? 0, m.FCP ?? 0, m.TBT ?? 0, m.INP ?? 0)
  return failing.sort((a, b) =>
    a.category !== b.category ? CATEGORIES.indexOf(a.category) - CATEGORIES.indexOf(b.category) : cost(b) - cost(a) || b.weight - a.weight,
  )
}

function nonZero(savings) {
  return Object.fromEntries(Object.entries(savings ?? {}).filter(([, value]) => typeof value === 'number' && value > 0))
}

/** Up to three things an audit blames (a URL, an element), enough to know where to look. */
function itemLabels(details) {
  const items = details?.items ?? []
  const labels = []
  for (const item of items) {
    const label = labelOf(item)
    if (label && !labels.includes(label)) labels.push(label)
    if (labels.length === 3) break
  }
  return { labels, total: items.length }
}

function labelOf(item) {
  if (!item || typeof item !== 'object') return null
  const node = item.node ?? (item.type === 'node' ? item : null)
  // Console errors name no URL of their own: their text and where it came from.
  const consoleText = typeof item.description === 'string' ? `${item.description}${item.sourceLocation?.url ? ` ${item.sourceLocation.url}` : ''}` : null
  const text = item.url ?? item.source?.url ?? (node ? `${node.selector ?? ''} ${node.snippet ?? ''}`.trim() : null) ?? consoleText ?? item.label ?? null
  if (typeof text !== 'string' || text === '') return null
  const extra =
    typeof item.wastedBytes === 'number' && item.wastedBytes > 0
      ? ` (${(item.wastedBytes / 1024).toFixed(1)} KiB)`
      : typeof item.wastedMs === 'number' && item.wastedMs > 0
        ? ` (${Math.round(item.wastedMs)} ms)`
        : ''
  return `${text.length > 110 ? `${text.slice(0, 107)}...` : text}${extra}`
}

/**
 * The LCP element (selector and markup) and where its time goes (TTFB, load delay, load time, render delay,
 * in ms), from the audit that names it: a long load delay means the image is found late (no preload or fetch
 * priority), a long load time a heavy image, a long render delay blocking CSS or JavaScript.
 */
function lcpBreakdown(lhr) {
  const details = lhr.audits[LCP_ELEMENT]?.details
  const tables = details?.type === 'list' ? details.items : details ? [details] : []
  let lcpElement = null
  const lcpPhases = []
  for (const table of tables) {
    for (const row of table?.items ?? []) {
      if (row.node && lcpElement === null) lcpElement = `${row.node.selector ?? ''} ${row.node.snippet ?? ''}`.trim().slice(0, 200)
      if (typeof row.phase === 'string' && typeof row.timing === 'number') lcpPhases.push({ phase: row.phase, ms: row.timing })
    }
  }
  return { lcpElement, lcpPhases }
}
