import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { log, root } from './process.mjs'

/**
 * What only the development tools write (back-office spec §2 and §6: the version badge, the domain list, the release
 * notes and the section tool exist in non-production builds only; reference-shop/dev-tools-flag.ts): the badge's and
 * the section tool's attribute, the shop's release-notes route, the SDK's development helper calls, the tools' route
 * and module names, and texts of their own catalog. A production build that holds any of them shipped a tool.
 * reference-shop/app/features/dev-tools/production-markers.test.ts checks that each marker is written by the tools.
 */
export const DEV_TOOL_MARKERS = [
  'data-vitrina-dev-tools',
  '__dev-tools/releases',
  'get-latest-tag',
  'get-latest-release',
  'set-domain',
  'section-tool',
  'dev-tools-layer',
  'Razvojni alati',
  'Razvojna izdanja',
]

const BUILD_FOLDERS = ['reference-shop/build/client', 'reference-shop/build/server']
const TEXT_FILE = /\.(m?js|css|html|json|map)$/

function* filesUnder(folder) {
  for (const name of readdirSync(folder)) {
    const path = join(folder, name)
    if (statSync(path).isDirectory()) yield* filesUnder(path)
    else if (TEXT_FILE.test(name)) yield path
  }
}

/** Every development tool marker in the shop's production build, as `file: marker` lines (empty when it has none). */
export function devToolsInProductionBuild() {
  const found = []
  for (const folder of BUILD_FOLDERS.map((path) => join(root, path))) {
    if (!existsSync(folder)) throw new Error(`${relative(root, folder)} is missing: build the shop first`)
    for (const file of filesUnder(folder)) {
      const text = readFileSync(file, 'utf8')
      for (const marker of DEV_TOOL_MARKERS) if (text.includes(marker)) found.push(`${relative(root, file)}: ${marker}`)
    }
  }
  return found
}

/** Fails when the shop's production build (`react-router build`, which `npm run build` and `npm test` run) holds a development tool. */
export function checkProductionBuild() {
  const found = devToolsInProductionBuild()
  if (found.length) throw new Error(`the shop's production build holds development tools:\n  ${found.join('\n  ')}`)
  log(`production build: no development tools in ${BUILD_FOLDERS.join(' and ')} (${DEV_TOOL_MARKERS.length} markers) ok`)
}
