// Prints the Lighthouse results of the bench: the four scores and three metrics of each page beside issue 11's
// targets, then each page's LCP element and failing audits, so an engineer knows what to fix first.
import { mark } from './targets.mjs'

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`

// Lighthouse's benchmark index of the CPU during a run. Seen on this machine's kind: up to about 3,200 when
// quiet, 550 to 1,400 while other builds and tests ran beside the bench.
const BUSY_CPU_INDEX = 1500

/** Issue 11's Lighthouse targets, mobile with default settings, for every page measured. */
export const LIGHTHOUSE_TARGETS = [
  { label: 'performance', read: (page) => page.scores.performance, min: 95 },
  { label: 'accessibility', read: (page) => page.scores.accessibility, min: 98 },
  { label: 'best practices', read: (page) => page.scores.bestPractices, min: 100 },
  { label: 'SEO', read: (page) => page.scores.seo, min: 100 },
  { label: 'LCP', read: (page) => page.metrics.lcpMs, max: 2000, format: seconds },
  { label: 'CLS', read: (page) => page.metrics.cls, max: 0.02, format: (value) => value.toFixed(3) },
  { label: 'TBT', read: (page) => page.metrics.tbtMs, max: 100, format: (ms) => `${Math.round(ms)} ms` },
]

const targetText = (target) => {
  const format = target.format ?? String
  return target.min !== undefined ? (target.min === 100 ? '= 100' : `≥ ${format(target.min)}`) : `≤ ${format(target.max)}`
}

/** Prints the table of scores and metrics against the targets, and records each on the target board. */
export function printLighthouseTable(results, board) {
  // A cell is the value right-aligned in `width`, a space and the mark, then two spaces.
  const width = Math.max(...results.map((page) => page.name.length), 8)
  console.log(`${''.padEnd(16)}${'target'.padEnd(11)}${results.map((page) => page.name.padStart(width).padEnd(width + 4)).join('')}`)
  for (const target of LIGHTHOUSE_TARGETS) {
    const format = target.format ?? String
    const cells = results.map((page) => {
      const value = page.error ? null : target.read(page)
      const name = `Lighthouse ${page.name} ${target.label}`
      const met = target.min !== undefined ? board.atLeast(name, value, target.min, format) : board.atMost(name, value, target.max, format)
      return `${(value === null ? '-' : format(value)).padStart(width)} ${mark(met)}  `
    })
    console.log(`${target.label.padEnd(16)}${targetText(target).padEnd(11)}${cells.join('')}`)
  }
  const index = results.map((page) =>
    String(page.error || page.benchmarkIndex === null ? '-' : Math.round(page.benchmarkIndex))
      .padStart(width)
      .padEnd(width + 4),
  )
  console.log(`${'CPU index'.padEnd(16)}${'info'.padEnd(11)}${index.join('')}`)
  console.log(results.map((page) => `${page.name} ${page.path}`).join('   '))
  if (results.some((page) => !page.error && page.benchmarkIndex !== null && page.benchmarkIndex < BUSY_CPU_INDEX)) {
    console.log(`A CPU index under ${BUSY_CPU_INDEX} means the machine was busy during that run: its LCP and TBT read worse than the shop is.`)
  }
}

/** Prints, page by page, the LCP element with its phases and the audits Lighthouse shows as failed. */
export function printLighthouseFindings(results, shopUrl) {
  const short = (text) => text.replaceAll(shopUrl, '')
  for (const page of results) {
    console.log(`\n${page.name} ${page.path}${page.reportPath ? `   (report: ${page.reportPath})` : ''}`)
    if (page.error) {
      console.log(`  Lighthouse could not measure the page: ${page.error}`)
      continue
    }
    if (page.lcpElement) console.log(`  LCP element: ${short(page.lcpElement)}`)
    if (page.lcpPhases.length > 0) console.log(`  LCP phases: ${page.lcpPhases.map(({ phase, ms }) => `${phase} ${Math.round(ms)} ms`).join(', ')}`)
    if (page.failing.length === 0) console.log('  no failing audit')
    for (const audit of page.failing) {
      console.log(`  ✗ ${audit.category.padEnd(14)} ${audit.id}: ${audit.title}${savingsText(audit)}`)
      const { labels, total } = audit.items
      if (labels.length > 0) console.log(`      ${labels.map(short).join('\n      ')}${total > labels.length ? `\n      ... ${total} items in all` : ''}`)
    }
  }
}

function savingsText(audit) {
  const metrics = Object.entries(audit.metricSavings).map(([metric, value]) =>
    metric === 'CLS' ? `CLS ${value.toFixed(3)}` : `${metric} ${Math.round(value)} ms`,
  )
  const parts = [audit.displayValue, metrics.length > 0 ? `metric savings ${metrics.join(', ')}` : ''].filter(Boolean)
  return parts.length > 0 ? ` (${parts.join('; ')})` : ''
}
