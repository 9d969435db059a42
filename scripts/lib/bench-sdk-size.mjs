// Issue 15's lean imports, measured as another team's bundler sees the packages: esbuild, browser, minified, gzip
// level 9, dependencies included, one file (an `import()` inside the SDK is inlined, so nothing loaded later is left
// out). Printed beside the same measure of three other commerce clients, installed at pinned versions into a folder of
// their own the first time the bench runs (the npm registry is needed once).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { root, run } from './process.mjs'

/** What a storefront needs at the least: the instance with its auth, the cart, the catalogue and the validation rules. */
export const CORE_IMPORT = `export { createStorefront, localAuthStrategy, createCartService, createCatalogService, validate, rules, validateLogin } from '@vitrina/sdk'`

/** The issue's targets in kB (minified, gzip). `@vitrina/react alone` is a build budget too. */
const TARGETS_KB = { core: 22, everyService: 34 }

/** Other teams' clients, transports without cart or checkout logic, at the versions the figures were taken with. */
const PEERS = [
  { name: "Medusa's js-sdk", spec: '@medusajs/js-sdk@2.21.2', source: `export * from '@medusajs/js-sdk'; export { default } from '@medusajs/js-sdk'` },
  { name: "commercetools' ts-client", spec: '@commercetools/ts-client@5.0.3', source: `export * from '@commercetools/ts-client'` },
  { name: "Shopware's api-client", spec: '@shopware/api-client@1.6.0', source: `export * from '@shopware/api-client'` },
]

const kiloBytes = (value) => `${value.toFixed(1)} kB`

/** Bundles `source` (an ES module importing packages resolvable from `resolveDir`) as a consumer would; gzip bytes. */
export async function consumerBundle(source, resolveDir) {
  const { build } = await import('esbuild')
  const result = await build({
    stdin: { contents: source, resolveDir, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    external: ['react', 'react-dom', 'react/jsx-runtime'],
    write: false,
    logLevel: 'error',
  })
  return gzipSync(result.outputFiles[0].contents, { level: 9 }).length / 1024
}

/** Installs the comparison clients once into node_modules/.vitrina-bench-peers; returns its folder. */
async function peersFolder() {
  const dir = join(root, 'node_modules', '.vitrina-bench-peers')
  const stamp = join(dir, 'installed.json')
  const wanted = JSON.stringify(PEERS.map((peer) => peer.spec))
  if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== wanted) {
    mkdirSync(dir, { recursive: true })
    writeFileSync(join(dir, 'package.json'), '{ "private": true }\n')
    // commercetools declares Node 22 but its browser bundle is what is measured; nothing of it runs here.
    await run(
      'npm',
      ['install', '--no-audit', '--no-fund', '--ignore-scripts', '--engine-strict=false', '--loglevel=error', ...PEERS.map((peer) => peer.spec)],
      { cwd: dir },
    )
    writeFileSync(stamp, wanted)
  }
  return dir
}

/** Prints the SDK's consumer sizes and the comparison, and records the issue's two size targets on the board. */
export async function benchSdkSizes(targets) {
  const core = await consumerBundle(CORE_IMPORT, root)
  const everyService = await consumerBundle(`export * from '@vitrina/sdk'`, root)
  const formatPrice = await consumerBundle(`export { formatPrice } from '@vitrina/sdk'`, root)
  const rows = [
    ['@vitrina/sdk: instance, auth, cart, catalogue, validation', core, TARGETS_KB.core],
    ['@vitrina/sdk: every service of the main entry', everyService, TARGETS_KB.everyService],
    ['@vitrina/sdk: formatPrice alone', formatPrice, null],
  ]
  let peers = []
  try {
    const dir = await peersFolder()
    for (const peer of PEERS) peers.push([`${peer.name} (${peer.spec.split('@').at(-1)})`, await consumerBundle(peer.source, dir)])
  } catch (error) {
    console.log(`the comparison clients could not be installed or bundled: ${error.message}`)
    peers = []
  }
  for (const [name, kB, target] of rows) console.log(`${name.padEnd(58)} ${kB.toFixed(1).padStart(6)} kB${target === null ? '' : `   target ≤ ${target} kB`}`)
  for (const [name, kB] of peers) console.log(`${name.padEnd(58)} ${kB.toFixed(1).padStart(6)} kB   (for comparison)`)
  targets.atMost('SDK size: instance, auth, cart, catalogue, validation', core, TARGETS_KB.core, kiloBytes)
  targets.atMost('SDK size: every service of @vitrina/sdk', everyService, TARGETS_KB.everyService, kiloBytes)
}
