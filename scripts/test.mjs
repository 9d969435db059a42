// `npm test`: everything a fresh clone needs, then every check: types, unit, contract and component tests
// (vitest projects), and the end-to-end tests in headless Chromium. It ends with one summary line.
import { mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ensureChromium, ensureDependencies, ensureRedis } from './lib/setup.mjs'
import { buildAll } from './lib/build.mjs'
import { checkBudgets } from './lib/budgets.mjs'
import { log, root, run, runMain } from './lib/process.mjs'

const reports = join(root, 'node_modules', '.vitrina-reports')

const typecheckSteps = [
  ['npx', ['tsc', '-p', 'sdk']],
  ['npx', ['tsc', '-p', 'react-bindings']],
  ['npx', ['tsc', '-p', 'sandbox']],
  ['npx', ['tsc', '-p', 'examples']],
  ['npx', ['react-router', 'typegen'], { cwd: join(root, 'reference-shop') }],
  ['npx', ['tsc', '-p', 'reference-shop']],
  // The API reference must keep generating: broken links or unexported referenced types fail here.
  ['npx', ['typedoc', '--emit', 'none', '--treatWarningsAsErrors']],
]

function countResults(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'))
  return {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  }
}

async function vitest(label, args) {
  const outputFile = join(reports, `${label}.json`)
  log(`Running ${label} tests...`)
  let failure = null
  try {
    await run('npx', ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${outputFile}`])
  } catch (error) {
    failure = error
  }
  let counts = { passed: 0, failed: failure ? 1 : 0, skipped: 0 }
  try {
    counts = countResults(outputFile)
    if (failure && counts.failed === 0) counts.failed = 1 // the run failed outside a test (setup, config)
  } catch {
    // no report: the run failed before any test; counted as one failure above
  }
  return counts
}

runMain(async () => {
  const started = Date.now()
  mkdirSync(reports, { recursive: true })
  await ensureDependencies()
  await ensureChromium()
  await ensureRedis()
  await buildAll()
  await checkBudgets()

  log('Type-checking every package and validating the API reference...')
  for (const [command, args, options] of typecheckSteps) await run(command, args, options)

  const unit = await vitest('unit', [])
  const e2e = await vitest('e2e', ['--config', 'reference-shop/vitest.e2e.config.ts'])
  const passed = unit.passed + e2e.passed
  const failed = unit.failed + e2e.failed
  const skipped = unit.skipped + e2e.skipped
  log(`npm test finished in ${Math.round((Date.now() - started) / 1000)} s`)
  console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`)
  if (failed > 0 || passed === 0) process.exit(1)
})
