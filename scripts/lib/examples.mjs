// The examples that another team would write: each is its own npm project (not a workspace of this repository),
// installing @vitrina/sdk and @vitrina/react from the tarballs `npm pack` makes, with its own committed lockfile.
// `npm test` packs the freshly built packages, installs each example (skipped when nothing changed) and runs its
// own `npm test`; a failing example fails `npm test`.
//
//   node scripts/lib/examples.mjs                      pack, install and test every example
//   node scripts/lib/examples.mjs --update-lockfiles   after changing an example's package.json
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { log, root, run, runMain } from './process.mjs'

/** The examples installed from the tarballs, by folder under examples/. */
export const tarballExamples = ['vite-react', 'vanilla', 'testing-with-msw']

/** Where the tarballs go; the examples' package.json files point here with `file:` specifiers. */
export const packsDir = join(root, 'node_modules', '.vitrina-packs')
const packed = [
  { workspace: '@vitrina/sdk', file: 'vitrina-sdk-0.1.0.tgz' },
  { workspace: '@vitrina/react', file: 'vitrina-react-0.1.0.tgz' },
]
const exampleDir = (name) => join(root, 'examples', name)
const stampOf = (name) => join(exampleDir(name), 'node_modules', '.vitrina-install')

/** Packs the built SDK and React bindings into {@link packsDir}, as `npm publish` would upload them. */
export async function packTarballs() {
  mkdirSync(packsDir, { recursive: true })
  await run('npm', ['pack', '--silent', '--pack-destination', packsDir, ...packed.flatMap(({ workspace }) => ['-w', workspace])], {
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  for (const { file } of packed) {
    if (!existsSync(join(packsDir, file))) throw new Error(`npm pack did not write ${file}: did a package's version change? Update scripts/lib/examples.mjs and the examples' package.json.`)
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
  for (const name of tarballExamples) {
    const wanted = installHash(name)
    const stamp = stampOf(name)
    if (existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === wanted) continue
    log(`Installing examples/${name} from the packed tarballs...`)
    await run('npm', ['ci', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], { cwd: exampleDir(name) })
    writeFileSync(stamp, `${wanted}\n`)
  }
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

function countResults(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'))
  return {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  }
}

/**
 * Runs each example's own vitest (its `npm test`) and adds up the results. An example that fails outside a test
 * (its build, its config) or reports no test at all counts as one failure, so a broken example cannot pass unseen.
 */
export async function testExamples(reportsDir) {
  mkdirSync(reportsDir, { recursive: true })
  const total = { passed: 0, failed: 0, skipped: 0 }
  for (const name of tarballExamples) {
    const outputFile = join(reportsDir, `example-${name}.json`)
    log(`Running the tests of examples/${name}...`)
    rmSync(outputFile, { force: true }) // a report left by an earlier run must not count for this one
    let failure = null
    try {
      await run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${outputFile}`], { cwd: exampleDir(name) })
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
    total.passed += counts.passed
    total.failed += counts.failed
    total.skipped += counts.skipped
  }
  return total
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runMain(async () => {
    await packTarballs()
    if (process.argv.includes('--update-lockfiles')) {
      await updateLockfiles()
      return
    }
    await installExamples()
    const counts = await testExamples(join(root, 'node_modules', '.vitrina-reports'))
    console.log(`examples: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`)
    if (counts.failed > 0) process.exit(1)
  })
}
