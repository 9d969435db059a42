// The examples that another team would write: each is its own npm project (not a workspace of this repository),
// installing @vitrina/sdk and @vitrina/react from the tarballs `npm pack` makes, with its own committed lockfile.
// `npm test` packs the freshly built packages, installs each example (skipped when nothing changed) and runs its
// own `npm test`; a failing example fails `npm test`.
//
//   node scripts/lib/examples.mjs                      pack, install and test every example
//   node scripts/lib/examples.mjs --update-lockfiles   after changing an example's package.json
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { CommandFailed, log, root, run, runMain } from './process.mjs'

/** The examples installed from the tarballs, by folder under examples/. */
export const tarballExamples = ['vite-react', 'vanilla', 'testing-with-msw', 'next-app-router']

/** Where the tarballs go; the examples' package.json files point here with `file:` specifiers. */
export const packsDir = join(root, 'node_modules', '.vitrina-packs')
const packed = [
  { workspace: '@vitrina/sdk', file: 'vitrina-sdk-0.1.0.tgz' },
  { workspace: '@vitrina/react', file: 'vitrina-react-0.1.0.tgz' },
]
const exampleDir = (name) => join(root, 'examples', name)
const stampOf = (name) => join(exampleDir(name), 'node_modules', '.vitrina-install')

/**
 * Runs a command in an example's folder with its output held back, then prints it as one block: the examples run
 * side by side (installs and browser tests wait on the disk and on Chromium more than on the two cores), and
 * interleaved lines of three runs could not be read.
 */
function runInExample(name, command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: exampleDir(name), stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '1' } })
    const output = []
    child.stdout.on('data', (chunk) => output.push(chunk))
    child.stderr.on('data', (chunk) => output.push(chunk))
    child.on('error', (error) => reject(new Error(`could not run ${command}: ${error.message}`)))
    child.on('close', (code) => {
      log(`examples/${name}: ${command} ${args[0]}`)
      process.stdout.write(Buffer.concat(output))
      if (code === 0) resolve()
      else reject(new CommandFailed(`${command} ${args.join(' ')} in examples/${name}`, code ?? 1))
    })
  })
}

/** Packs the built SDK and React bindings into {@link packsDir}, as `npm publish` would upload them. */
export async function packTarballs() {
  mkdirSync(packsDir, { recursive: true })
  await run('npm', ['pack', '--silent', '--pack-destination', packsDir, ...packed.flatMap(({ workspace }) => ['-w', workspace])], {
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  for (const { file } of packed) {
    if (!existsSync(join(packsDir, file)))
      throw new Error(`npm pack did not write ${file}: did a package's version change? Update scripts/lib/examples.mjs and the examples' package.json.`)
  }
}

function installHash(name) {
  const hash = createHash('sha256')
  for (const { file } of packed) hash.update(readFileSync(join(packsDir, file)))
  for (const file of ['package.json', 'package-lock.json']) hash.update(readFileSync(join(exampleDir(name), file)))
  return hash.digest('hex')
}

/**
 * Installs each example from its lockfile (`npm ci`), skipping one whose tarballs and lockfile are unchanged since
 * its last install. Third-party packages are pinned to the versions the repository's own install put in the npm
 * cache, so this reads the cache rather than the network.
 */
export async function installExamples() {
  const stale = tarballExamples.filter((name) => {
    const stamp = stampOf(name)
    return !existsSync(stamp) || readFileSync(stamp, 'utf8').trim() !== installHash(name)
  })
  if (stale.length === 0) return
  log(`Installing ${stale.map((name) => `examples/${name}`).join(', ')} from the packed tarballs...`)
  await Promise.all(
    stale.map(async (name) => {
      // The hash is taken before the install, so that a tarball packed again meanwhile is installed next time.
      const wanted = installHash(name)
      await runInExample(name, 'npm', ['ci', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'])
      writeFileSync(stampOf(name), `${wanted}\n`)
    }),
  )
}

/**
 * Re-resolves each example's lockfile after its package.json changed, then drops the tarballs' integrity from it:
 * the tarballs change with every build of the SDK, and `npm ci` would refuse them against a recorded hash.
 */
export async function updateLockfiles() {
  for (const name of tarballExamples) {
    log(`Updating examples/${name}/package-lock.json...`)
    await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], { cwd: exampleDir(name) })
    const file = join(exampleDir(name), 'package-lock.json')
    const lock = JSON.parse(readFileSync(file, 'utf8'))
    for (const [path, entry] of Object.entries(lock.packages)) {
      if (path.startsWith('node_modules/@vitrina/') && entry.resolved?.startsWith('file:')) delete entry.integrity
    }
    writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`)
    writeFileSync(stampOf(name), `${installHash(name)}\n`)
  }
}

/** The passed, failed and skipped counts of a vitest JSON report. */
export function countResults(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'))
  return {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  }
}

/**
 * Examples whose tests wait for another's to finish instead of running beside it. next-app-router's `next build` keeps
 * both cores busy for a while, and beside it the jsdom tests of testing-with-msw (vitest's 5 s timeout) ran out of time.
 */
const runsAfter = { 'next-app-router': 'testing-with-msw' }

/**
 * Runs each example's own vitest (its `npm test`) and adds up the results. An example that fails outside a test
 * (its build, its config) or reports no test at all counts as one failure, so a broken example cannot pass unseen.
 */
export async function testExamples(reportsDir) {
  mkdirSync(reportsDir, { recursive: true })
  log(`Running the tests of ${tarballExamples.map((name) => `examples/${name}`).join(', ')}...`)
  const testOne = async (name) => {
    const outputFile = join(reportsDir, `example-${name}.json`)
    rmSync(outputFile, { force: true }) // a report left by an earlier run must not count for this one
    let failure = null
    try {
      await runInExample(name, 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${outputFile}`])
    } catch (error) {
      failure = error
    }
    let counts = { passed: 0, failed: 1, skipped: 0 }
    try {
      counts = countResults(outputFile)
      if ((failure || counts.passed === 0) && counts.failed === 0) counts.failed = 1
    } catch {
      // no report: the run failed before any test; counted as one failure above
    }
    return counts
  }
  const runs = new Map()
  for (const name of tarballExamples) {
    const before = runsAfter[name]
    runs.set(name, before ? runs.get(before).then(() => testOne(name)) : testOne(name))
  }
  const results = await Promise.all(runs.values())
  return results.reduce(
    (total, counts) => ({ passed: total.passed + counts.passed, failed: total.failed + counts.failed, skipped: total.skipped + counts.skipped }),
    { passed: 0, failed: 0, skipped: 0 },
  )
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runMain(async () => {
    await packTarballs()
    if (process.argv.includes('--update-lockfiles')) {
      await updateLockfiles()
      return
    }
    const started = Date.now()
    await installExamples()
    const installed = Date.now()
    const counts = await testExamples(join(root, 'node_modules', '.vitrina-reports'))
    const seconds = (from, to) => Math.round((to - from) / 1000)
    console.log(
      `examples: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped (install ${seconds(started, installed)} s, tests ${seconds(installed, Date.now())} s)`,
    )
    if (counts.failed > 0) process.exit(1)
  })
}
