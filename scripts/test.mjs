// `npm test`: everything a fresh clone needs, then every check: types, unit, contract and component tests
// (vitest projects), and the end-to-end tests in headless Chromium. It ends with one summary line.
import { spawn } from 'node:child_process'
import { mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ensureChromium, ensureDependencies, ensureRedis } from './lib/setup.mjs'
import { buildAll } from './lib/build.mjs'
import { checkBudgets } from './lib/budgets.mjs'
import { checkProductionBuild } from './lib/production-build.mjs'
import { log, root, run, runMain } from './lib/process.mjs'

const reports = join(root, 'node_modules', '.vitrina-reports')

// Two lanes, one per core: tsc is single-threaded, and one after another the checks took about 100 s of a fresh run.
// Each lane's steps run in order (the route types are generated before the shop is checked). They run beside the
// end-to-end tests, which mostly wait on the browser and the servers (about 0.6 of the machine's two cores busy): on
// their own they took 87 s of a fresh run. Their output is kept and printed when they end, apart from the tests'.
const typecheckLanes = [
  [
    ['npx', ['react-router', 'typegen'], { cwd: join(root, 'reference-shop') }],
    ['npx', ['tsc', '-p', 'reference-shop']],
    ['npx', ['tsc', '-p', 'react-bindings']],
    ['npx', ['tsc', '-p', 'examples']],
  ],
  [
    ['npx', ['tsc', '-p', 'sdk']],
    ['npx', ['tsc', '-p', 'sandbox']],
    // The API reference must keep generating: broken links or unexported referenced types fail here.
    ['npx', ['typedoc', '--emit', 'none', '--treatWarningsAsErrors']],
  ],
]

/**
 * Runs the type-check lanes side by side with their output kept rather than printed (the end-to-end tests print
 * meanwhile); resolves with that output and, when a step failed, its command line.
 */
async function typecheckBeside() {
  let output = ''
  let failed = null
  await Promise.all(
    typecheckLanes.map(async (lane) => {
      for (const [command, args, options = {}] of lane) {
        const code = await new Promise((resolve) => {
          const child = spawn(command, args, { cwd: root, ...options, stdio: ['ignore', 'pipe', 'pipe'] })
          child.stdout.on('data', (chunk) => (output += chunk))
          child.stderr.on('data', (chunk) => (output += chunk))
          child.on('error', (error) => {
            output += `could not run ${command}: ${error.message}\n`
            resolve(1)
          })
          child.on('close', (exitCode) => resolve(exitCode ?? 1))
        })
        if (code !== 0) {
          failed ??= `${command} ${args.join(' ')} (exit ${code})`
          return
        }
      }
    }),
  )
  return { output, failed }
}

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
  checkProductionBuild()
  const marks = { built: Date.now(), unit: 0, typed: 0 }

  const unit = await vitest('unit', [])
  marks.unit = Date.now()

  log('Type-checking every package and validating the API reference, beside the end-to-end tests...')
  const typecheck = typecheckBeside().finally(() => (marks.typed = Date.now()))
  const e2e = await vitest('e2e', ['--config', 'reference-shop/vitest.e2e.config.ts'])
  const types = await typecheck
  log(types.failed ? `Type check failed: ${types.failed}` : 'Type check passed.')
  if (types.failed) process.stdout.write(types.output)

  const passed = unit.passed + e2e.passed
  const failed = unit.failed + e2e.failed
  const skipped = unit.skipped + e2e.skipped
  const seconds = (from, to) => Math.round((to - from) / 1000)
  log(
    `npm test finished in ${seconds(started, Date.now())} s: setup and build ${seconds(started, marks.built)} s, unit ${seconds(marks.built, marks.unit)} s, ` +
      `end-to-end ${seconds(marks.unit, Date.now())} s (types ${seconds(marks.unit, marks.typed)} s beside it)`,
  )
  console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped${types.failed ? '; type check failed' : ''}`)
  if (failed > 0 || passed === 0 || types.failed) process.exit(1)
})
