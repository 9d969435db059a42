import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'

/** Where the client build's catalog chunks are listed, beside build/client and build/server (app/features/i18n/catalog-chunks.server.ts reads it). */
const CATALOG_CHUNKS_FILE = 'catalog-chunks.json'

const CATALOG_MODULE = /[\\/]app[\\/]locales[\\/]([a-z]{2})[\\/]catalog\.ts$/
/** The catalogs of the shop's areas (app/features/i18n/catalogs.ts), `app/locales/{language}/{area}-catalog.ts`. */
const AREA_MODULE = /[\\/]app[\\/]locales[\\/]([a-z]{2})[\\/]([a-z]+)-catalog\.ts$/

/**
 * Lists the chunk of each language's catalog (app/locales/{language}/catalog.ts, which the entry imports on demand,
 * app/features/i18n/catalogs.ts) in build/catalog-chunks.json, as `{ "hr": "/assets/catalog-….js", … }`.
 *
 * A page hydrates only once its language's catalog is in (entry.client.tsx), so that chunk is part of what the page
 * needs before it is interactive, like the ones React Router preloads. React Router's manifest does not name it (it is
 * the entry's `import()`, not a route's import), so without this list the browser would ask for it only after the
 * entry and the shell had loaded and run: one more round trip before hydration. The server adds it to the page's
 * preloads (entry.server.tsx), and the first-load measures count it (scripts/lib/budgets.mjs, first-load.mjs).
 *
 * The chunks of the areas' catalogs are listed under `areas`, as `{ "account": { "hr": "/assets/account-catalog-….js", … } }`:
 * a page of an area renders once its area's texts are in, and the server preloads them with the page's.
 */
export function catalogChunks(): Plugin {
  let chunks: Record<string, string> = {}
  let areas: Record<string, Record<string, string>> = {}
  return {
    name: 'vitrina-catalog-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return
      chunks = {}
      areas = {}
      for (const output of Object.values(bundle).sort((a, b) => a.fileName.localeCompare(b.fileName))) {
        if (output.type !== 'chunk') continue
        const language = CATALOG_MODULE.exec(output.facadeModuleId ?? '')?.[1]
        if (language) chunks[language] = `/${output.fileName}`
        const area = AREA_MODULE.exec(output.facadeModuleId ?? '')
        if (area) areas[area[2]!] = { ...areas[area[2]!], [area[1]!]: `/${output.fileName}` }
      }
      if (Object.keys(chunks).length === 0) this.error('vitrina-catalog-chunks: the client build has no app/locales/*/catalog.ts chunk')
    },
    writeBundle(options) {
      if (this.environment.name !== 'client' || !options.dir) return
      writeFileSync(join(options.dir, '..', CATALOG_CHUNKS_FILE), `${JSON.stringify({ ...chunks, areas }, null, 2)}\n`)
    },
  }
}
