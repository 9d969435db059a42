#!/usr/bin/env node
// Bundle-size budget of @vitrina/sdk: the gzip size of dist/index.js must stay within the budget.
// Run after `npm run build -w @vitrina/sdk`. Exits 1 over budget (or when the build is missing).
import { readFileSync, existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

const BUDGET_BYTES = 20 * 1024
const file = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'index.js')

if (!existsSync(file)) {
  console.error(`sdk size: ${file} not found; run "npm run build -w @vitrina/sdk" first`)
  process.exit(1)
}

const source = readFileSync(file)
// Level 9 is what CDNs and build tools typically serve; a lower level would flatter nobody.
const gzipped = gzipSync(source, { level: 9 }).length
const kb = (bytes) => `${(bytes / 1024).toFixed(2)} kB`
console.log(`sdk size: dist/index.js ${kb(source.length)} raw, ${kb(gzipped)} gzip (budget ${kb(BUDGET_BYTES)} gzip)`)

// For information only: what an app ships for the SDK with its dependencies (ky, zod/mini, nanostores),
// bundled and minified. esbuild comes with tsup; without it this line is skipped.
try {
  const { build } = await import('esbuild')
  const bundle = await build({ entryPoints: [file], bundle: true, minify: true, format: 'esm', platform: 'neutral', write: false, logLevel: 'silent' })
  const bytes = bundle.outputFiles[0].contents
  console.log(`sdk size: with dependencies, minified ${kb(bytes.length)} raw, ${kb(gzipSync(bytes, { level: 9 }).length)} gzip (not budgeted)`)
} catch (error) {
  console.log(`sdk size: with-dependencies figure skipped (${error instanceof Error ? error.message : error})`)
}

if (gzipped > BUDGET_BYTES) {
  console.error(`sdk size: over budget by ${kb(gzipped - BUDGET_BYTES)}`)
  process.exit(1)
}
