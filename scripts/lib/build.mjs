// Builds the packages in dependency order, skipping a package whose inputs have not changed since its
// last build (a content hash of its sources, configs and the builds it depends on), so that a second
// `npm start` or `npm test` starts in seconds.
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { log, root, run } from './process.mjs'

/** The packages in the order they build; `output` holds the build and its stamp. */
export const packages = [
  { workspace: '@vitrina/sdk', dir: 'sdk', output: 'sdk/dist', after: [] },
  { workspace: '@vitrina/react', dir: 'react-bindings', output: 'react-bindings/dist', after: ['sdk'] },
  { workspace: '@vitrina/sandbox', dir: 'sandbox', output: 'sandbox/dist', after: [] },
  {
    workspace: '@vitrina/reference-shop',
    dir: 'reference-shop',
    output: 'reference-shop/build',
    after: ['sdk', 'react-bindings'],
  },
]

const skipped = new Set(['node_modules', 'dist', 'build', '.react-router', 'etc', 'e2e', 'coverage', '.turbo'])
const isTest = (name) => /\.(test|test-d|e2e)\.[cm]?[jt]sx?$/.test(name)

function hashInputs(dir, extra) {
  const hash = createHash('sha256')
  const walk = (path) => {
    for (const entry of readdirSync(path, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (skipped.has(entry.name) || entry.name.startsWith('.')) continue
      const full = join(path, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (!isTest(entry.name)) {
        hash.update(relative(root, full))
        hash.update(readFileSync(full))
      }
    }
  }
  walk(join(root, dir))
  for (const value of extra) hash.update(value)
  return hash.digest('hex')
}

const stampOf = (pkg) => join(root, pkg.output, '.vitrina-build')

/**
 * Builds every package whose inputs changed; returns the names of those it built. A package starts as soon as the
 * builds it comes `after` are done, so the sandbox builds beside the SDK and the bindings (about 9 s of a fresh
 * build on two cores: each build is mostly one thread). A failed build stops the others from starting.
 */
export async function buildAll({ force = false } = {}) {
  const hashes = new Map()
  for (const pkg of packages) {
    const upstream = pkg.after.map((dir) => hashes.get(dir) ?? '')
    hashes.set(pkg.dir, hashInputs(pkg.dir, upstream))
  }
  const built = []
  const builds = new Map()
  let failed = false
  const build = async (pkg) => {
    await Promise.all(pkg.after.map((dir) => builds.get(dir)))
    const hash = hashes.get(pkg.dir)
    const stamp = stampOf(pkg)
    const fresh = existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === hash
    if ((fresh && !force) || failed) return
    log(`Building ${pkg.workspace}...`)
    try {
      await run('npm', ['run', 'build', '--silent', '-w', pkg.workspace])
      if (!existsSync(join(root, pkg.output)) || !statSync(join(root, pkg.output)).isDirectory()) {
        throw new Error(`${pkg.workspace} built without producing ${pkg.output}/`)
      }
    } catch (error) {
      failed = true
      throw error
    }
    writeFileSync(stamp, `${hash}\n`)
    built.push(pkg.workspace)
  }
  // In the list's order, which is the order of their dependencies.
  for (const pkg of packages) builds.set(pkg.dir, build(pkg))
  const results = await Promise.allSettled(builds.values())
  const failure = results.find((result) => result.status === 'rejected')
  if (failure) throw failure.reason
  return built
}
