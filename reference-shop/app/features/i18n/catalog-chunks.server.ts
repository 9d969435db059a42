import { readFileSync } from 'node:fs'
import type { ShopLanguage } from '../routing/pages'
import type { CatalogArea } from './catalogs'

// build/catalog-chunks.json, written by the client build (catalog-chunks.ts) beside build/server, where this module
// runs from in production (build/server/index.js).
const LIST = new URL('../catalog-chunks.json', import.meta.url)

type ChunkList = Partial<Record<ShopLanguage, string>> & { areas?: Partial<Record<CatalogArea, Partial<Record<ShopLanguage, string>>>> }

let chunks: ChunkList | undefined

/**
 * The client chunk of a language's catalog, which a page of that language must load before it hydrates (see
 * catalog-chunks.ts); undefined where no build lists it (the development server, tests run from the sources), and the
 * page then loads it as the entry asks for it, as before.
 */
export function catalogChunkOf(language: ShopLanguage): string | undefined {
  chunks ??= readList()
  return chunks[language]
}

/** The client chunk of an area's catalog in a language (see catalogs.ts), or undefined where no build lists it. */
export function catalogAreaChunkOf(area: CatalogArea, language: ShopLanguage): string | undefined {
  chunks ??= readList()
  return chunks.areas?.[area]?.[language]
}

function readList(): ChunkList {
  try {
    return JSON.parse(readFileSync(LIST, 'utf8')) as ChunkList
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {}
    throw error
  }
}
