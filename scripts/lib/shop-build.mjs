// Whether the shop's build on disk stayed the same while the bench measured it. A build that replaces it
// mid-run (another terminal's `npm run build`) makes the running server answer 404 for the old asset names:
// Lighthouse then measures pages without their JavaScript and the static asset load counts errors, so the
// numbers would look better or worse than the shop is.
import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { root } from './process.mjs'

const buildDir = join(root, 'reference-shop', 'build')

/** What identifies the build on disk: the server bundle's write time and the client's route manifest name. */
export function shopBuildStamp() {
  try {
    const server = statSync(join(buildDir, 'server', 'index.js')).mtimeMs
    const manifests = readdirSync(join(buildDir, 'client', 'assets')).filter((name) => name.startsWith('manifest-'))
    return `${server} ${manifests.sort().join(',')}`
  } catch {
    return 'missing'
  }
}
