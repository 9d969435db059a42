import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'

/** Where the client build lists its chunks' names, beside build/client and build/server. */
const CHUNK_NAMES_FILE = 'chunk-names.json'

/**
 * The client build names its chunks by their content hash alone (`/assets/cAb3_x-9Q.js`: `c` for a chunk, so that no
 * file name starts with a dash), and lists which is which in build/chunk-names.json
 * (`{ "/assets/cAb3_x-9Q.js": "edit-mode-tools", … }`), for people reading a page's requests and for the size budgets
 * (scripts/lib/budgets.mjs). Route modules and the entry keep React Router's names.
 *
 * Every import names a file, and so does every dynamic import's list of what to preload with it (Vite's
 * `__vite__mapDeps`, the shell's naming about 45 files). The readable part of `[name]-[hash]` (`chunk-CRAAUHBE-`,
 * `register-verification-notice-`) does not compress: it was 0.7 kB of each page's first load (gzip). The server
 * build keeps the names.
 */
export function chunkNames(): Plugin {
  let names: Record<string, string> = {}
  return {
    name: 'vitrina-chunk-names',
    apply: 'build',
    outputOptions(output) {
      if (this.environment.name === 'client') return { ...output, chunkFileNames: 'assets/c[hash].js' }
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return
      names = {}
      for (const output of Object.values(bundle).sort((a, b) => a.fileName.localeCompare(b.fileName))) {
        if (output.type === 'chunk') names[`/${output.fileName}`] = output.name
      }
    },
    writeBundle(options) {
      if (this.environment.name !== 'client' || !options.dir) return
      writeFileSync(join(options.dir, '..', CHUNK_NAMES_FILE), `${JSON.stringify(names, null, 2)}\n`)
    },
  }
}
