// Bundle-size budgets, checked by the build rather than asserted inside tests. Sizes are gzip bytes of
// what a browser downloads: the SDK and bindings entry files, and all client JavaScript of the shop.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { log, root } from './process.mjs'

/** Budgets in gzip kilobytes; raise one only with a reason in the commit message. */
export const budgets = [
  { name: '@vitrina/sdk (dist/index.js)', files: () => ['sdk/dist/index.js'], kB: 20 },
  { name: '@vitrina/react (dist/index.js)', files: () => ['react-bindings/dist/index.js'], kB: 3 },
  {
    name: 'reference shop, all client JS',
    files: () => {
      const dir = 'reference-shop/build/client/assets'
      if (!existsSync(join(root, dir))) return []
      return readdirSync(join(root, dir))
        .filter((file) => file.endsWith('.js'))
        .map((file) => `${dir}/${file}`)
    },
    kB: 260,
  },
]

/** Measures every budget; returns rows of { name, kB, budget, ok }. */
export function measureBudgets() {
  return budgets.map((budget) => {
    const files = budget.files().filter((file) => existsSync(join(root, file)))
    const bytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(join(root, file)), { level: 9 }).length, 0)
    return { name: budget.name, kB: bytes / 1024, budget: budget.kB, ok: files.length > 0 && bytes / 1024 <= budget.kB, files: files.length }
  })
}

/** Prints the sizes and throws when a budget is exceeded or its files are missing. */
export async function checkBudgets() {
  const rows = measureBudgets()
  for (const row of rows) {
    const state = row.files === 0 ? 'MISSING' : row.ok ? 'ok' : 'OVER BUDGET'
    log(`size: ${row.name}: ${row.kB.toFixed(1)} kB gzip (budget ${row.budget} kB) ${state}`)
  }
  const failed = rows.filter((row) => !row.ok)
  if (failed.length) throw new Error(`bundle budget failed: ${failed.map((row) => row.name).join(', ')}`)
}
