import { readFileSync } from 'node:fs'
import type { ShopLanguage } from '../routing/pages'

// build/catalog-chunks.json, written by the client build (catalog-chunks.ts) beside build/server, where this module
// runs from in production (build/server/index.js).
const LIST = new URL('../catalog-chunks.json', import.meta.url)

let chunks: Partial<Record<ShopLanguage, string>> | undefined

/**
 * The client chunk of a language's catalog, which a page of that language must load before it hydrates (see
 * catalog-chunks.ts); undefined where no build lists it (the development server, tests run from the sources), and the
 * page then loads it as the entry asks for it, as before.
 */
export function catalogChunkOf(language: ShopLanguage): string | undefined {
  chunks ??= readList()
  return chunks[language]
}

function readList(): Partial<Record<ShopLanguage, string>> {
  try {
    return JSON.parse(readFileSync(LIST, 'utf8')) as Partial<Record<ShopLanguage, string>>
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {}
    throw error
  }
}
