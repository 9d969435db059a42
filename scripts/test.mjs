// `npm test`: everything a fresh clone needs, then every check: types, unit, contract and component tests
// (vitest projects), and the end-to-end tests in headless Chromium. It ends with one summary line.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { ensureChromium, ensureDependencies, ensureRedis } from './lib/setup.mjs'
import { buildAll } from './lib/build.mjs'
import { checkBudgets } from './lib/budgets.mjs'
import { countResults, installExamples, packTarballs, testExamples } from './lib/examples.mjs'
import { checkProductionBuild } from './lib/production-build.mjs'
import { log, root, run, runMain } from './lib/process.mjs'

const reports = join(root, 'node_modules', '.vitrina-reports')

// Two lanes, one per core: tsc is single-threaded, and one after another the checks took about 100 s of a fresh run.
// Each lane's steps run in order (the route types are generated before the shop is checked). Alone, each lane takes
// about 71 s (measured step by step: the first 60 s and the second 82 s before two examples moved to the first).
const typecheckLanes = [
  [
    // Lint and formatting of the whole repository (biome.jsonc), a few seconds.
    ['npx', ['biome', 'check', '--error-on-warnings', '.']],
    ['npx', ['react-router', 'typegen'], { cwd: join(root, 'reference-shop') }],
    ['npx', ['tsc', '-p', 'reference-shop']],
    ['npx', ['tsc', '-p', 'react-bindings']],
    ['npx', ['tsc', '-p', 'examples']],
    ['npx', ['tsc', '-p', 'examples/vite-react']],
    ['npx', ['tsc', '-p', 'examples/vanilla']],
    ['npx', ['tsc', '-p', 'examples/testing-with-msw']],
    // Every ts/tsx code block of the guides and READMEs, type-checked against the packages' sources.
    ['node', ['scripts/lib/doc-snippets.mjs']],
  ],
  [
    ['npx', ['tsc', '-p', 'sdk']],
    ['npx', ['tsc', '-p', 'sandbox']],
    ['npx', ['tsc', '-p', 'examples/next-app-router']],
    // The API reference must keep generating: broken links or unexported referenced types fail here.
    ['npx', ['typedoc', '--emit', 'none', '--treatWarningsAsErrors']],
    // The tarballs as a consumer gets them: publint, Are the Types Wrong, and a project outside the monorepo.
    ['node', ['scripts/lib/package-check.mjs']],
  ],
]

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
  checkProductionBuild()
  // The examples of other teams' apps install the packages from the tarballs of this build (skipped when unchanged).
  await packTarballs()
  await installExamples()
  const marks = { built: Date.now(), typed: 0, unit: 0 }

  log('Type-checking every package and validating the API reference...')
  await Promise.all(
    typecheckLanes.map(async (lane) => {
      for (const [command, args, options] of lane) await run(command, args, options)
    }),
  )
  marks.typed = Date.now()

  const unit = await vitest('unit', [])
  const examples = await testExamples(reports)
  marks.unit = Date.now()
  const e2e = await vitest('e2e', ['--config', 'reference-shop/vitest.e2e.config.ts'])
  const passed = unit.passed + examples.passed + e2e.passed
  const failed = unit.failed + examples.failed + e2e.failed
  const skipped = unit.skipped + examples.skipped + e2e.skipped
  const seconds = (from, to) => Math.round((to - from) / 1000)
  log(
    `npm test finished in ${seconds(started, Date.now())} s: setup and build ${seconds(started, marks.built)} s, types ${seconds(marks.built, marks.typed)} s, ` +
      `unit and examples ${seconds(marks.typed, marks.unit)} s, end-to-end ${seconds(marks.unit, Date.now())} s`,
  )
  console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`)
  if (failed > 0 || passed === 0) process.exit(1)
})
