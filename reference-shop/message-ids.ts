import { readFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import type { Plugin } from 'vite'

/**
 * Short message ids in the built shop: each of the shop's texts is known by a number instead of Lingui's six-character
 * hash, in the code and in the compiled catalogs alike, and every page's catalog is an array in that order.
 *
 * Lingui's macros name a text by a hash of its source (`id: "+YlPdo"`), which the compiled catalogs repeat as their
 * keys. Hashes do not compress: they were 1.8 kB of the 5.1 kB (gzip) catalog every page loads before it hydrates, and
 * more again in the code. Numbers in a fixed order do. The numbering is read from the compiled catalogs on disk
 * (`lingui compile`): the texts of every page's catalog (`messages`) first, in that file's order, then those of the
 * areas' catalogs (lingui.config.ts) that are not among them.
 *
 * Only the build uses it (`npm run dev` and the tests keep Lingui's ids). Both the client and the server build number
 * the same way, so a text the server names in a page's data is the browser's too. The client build leaves out of its
 * catalogs the texts that only server modules name (`*.server.ts`, read from the `.po` files' references with `po`,
 * the Lingui config's format): the pages' descriptions, for one, which the server hands to the pages' meta. A build
 * in which a hash is left in a chunk after the rewrite fails: something named a text in a way this plugin does not know.
 */
export function messageIds(options: { localesDir: string; sourceLocale: string; catalogs: readonly string[]; po?: PoFormat }): Plugin {
  const { localesDir, sourceLocale, catalogs, po } = options
  const shopCatalog = catalogs[0]!
  let ids: Map<string, number> | undefined
  let serverOnly: Set<number> | undefined

  /**
   * The numbers of the texts that only server modules (`*.server.ts`, which never reach the browser) name, from the
   * source language's `.po` files: the client build leaves them out of its catalogs.
   */
  async function serverOnlyTexts(map: Map<string, number>): Promise<Set<number>> {
    const found = new Set<number>()
    if (!po) return found
    for (const name of catalogs) {
      const filename = join(localesDir, sourceLocale, `${name}.po`)
      const messages = await po.parse(readFileSync(filename, 'utf8'), { locale: sourceLocale, sourceLocale, filename })
      for (const [id, { origin = [] }] of Object.entries(messages)) {
        const number = map.get(id)
        if (number !== undefined && origin.length > 0 && origin.every(([file]) => SERVER_MODULE.test(file))) found.add(number)
      }
    }
    return found
  }

  /** Numbers every id Lingui's macros made in the compiled catalogs, in the order {@link compiledTextIds} reads them. */
  function numbering(): Map<string, number> {
    const hashes = [...compiledTextIds(options)].filter((id) => LINGUI_HASH.test(id))
    return new Map(hashes.map((id, number) => [id, number]))
  }

  const catalogFile = new RegExp(`[\\\\/]app[\\\\/]locales[\\\\/][a-z]{2}[\\\\/](${catalogs.map(escapeRegExp).join('|')})\\.ts$`)
  return {
    name: 'vitrina-message-ids',
    apply: 'build',
    enforce: 'post',
    async buildStart() {
      ids = numbering()
      serverOnly = await serverOnlyTexts(ids)
    },
    transform(code, id) {
      const map = ids!
      const catalog = catalogFile.exec(id)?.[1]
      if (catalog) {
        const left = this.environment?.name === 'client' ? serverOnly! : new Set<number>()
        return { code: compiledModule(renumbered(parseCompiled(code, id), map, id), catalog === shopCatalog, left), map: null }
      }
      if (!/[\\/]reference-shop[\\/]app[\\/]/.test(id) || id.includes('node_modules')) return null
      let changed = false
      const rewritten = code.replace(/\bid:\s*(["'`])([A-Za-z0-9+/]{6})\1/g, (whole, _quote: string, hash: string) => {
        const number = map.get(hash)
        if (number === undefined) return whole
        changed = true
        return `id:"${number}"`
      })
      return changed ? { code: rewritten, map: null } : null
    },
    generateBundle(_options, bundle) {
      const map = ids!
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue
        for (const [, , hash] of output.code.matchAll(QUOTED_HASH)) {
          if (map.has(hash!))
            this.error(`vitrina-message-ids: ${output.fileName} still names the text "${hash}" by its hash; it would not be found in the catalogs`)
        }
      }
    },
  }
}

/** The texts of a `.po` file as a Lingui format reads them: each text's id and the files naming it. */
type PoMessages = Record<string, { origin?: ReadonlyArray<readonly [string, ...unknown[]]> }>

/** The part of a Lingui catalog format (lingui.config.ts's `format`) that reads a `.po` file. */
export interface PoFormat {
  parse(content: string, context: { locale: string; sourceLocale: string; filename: string }): PoMessages | Promise<PoMessages>
}

/** A module React Router keeps out of the browser's build. */
const SERVER_MODULE = /\.server\.[cm]?[jt]sx?$/

/** The ids of every text of the compiled catalogs, read from the source language's files, every page's catalog first. */
export function compiledTextIds(options: { localesDir: string; sourceLocale: string; catalogs: readonly string[] }): Set<string> {
  return new Set(options.catalogs.flatMap((name) => Object.keys(readCompiled(join(options.localesDir, options.sourceLocale, `${name}.ts`)))))
}

/** The shape of the ids Lingui's macros make (six characters of base64); an id a text was given by hand is kept. */
export const LINGUI_HASH = /^[A-Za-z0-9+/]{6}$/
/** A string literal of that shape, in any quotes. */
const QUOTED_HASH = /(["'`])([A-Za-z0-9+/]{6})\1/g

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

type Compiled = Record<string, unknown>

/** The messages of a module `lingui compile --typescript` wrote (`export const messages=JSON.parse("…")as Messages;`), its types stripped or not. */
function parseCompiled(code: string, file: string): Compiled {
  const literal = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(code)?.[1]
  if (!literal) throw new Error(`vitrina-message-ids: ${basename(file)} is not a catalog compiled by \`lingui compile --typescript\``)
  return JSON.parse(JSON.parse(literal) as string) as Compiled
}

function readCompiled(file: string): Compiled {
  return parseCompiled(readFileSync(file, 'utf8'), file)
}

function renumbered(messages: Compiled, map: Map<string, number>, file: string): Map<number | string, unknown> {
  const out = new Map<number | string, unknown>()
  for (const [hash, text] of Object.entries(messages)) {
    if (!LINGUI_HASH.test(hash)) {
      out.set(hash, text)
      continue
    }
    const number = map.get(hash)
    if (number === undefined)
      throw new Error(
        `vitrina-message-ids: ${file} has the text "${hash}", which the source language's catalogs lack: run \`lingui extract\` and \`lingui compile\``,
      )
    out.set(number, text)
  }
  return out
}

/**
 * The module of a renumbered catalog: every page's as an array (its texts are numbered from 0 in its own order, so
 * that is every number it has), an area's as an object by number. The texts `left` names are left out: a 0 holds
 * their place in the array.
 */
function compiledModule(messages: Map<number | string, unknown>, asArray: boolean, left: ReadonlySet<number>): string {
  let json: string
  if (asArray) {
    const texts = Array.from({ length: messages.size }, (_, index) => {
      if (!messages.has(index)) throw new Error(`vitrina-message-ids: every page's catalog lacks text ${index}, or has a text with an id given by hand`)
      return left.has(index) ? 0 : messages.get(index)
    })
    json = JSON.stringify(texts)
  } else json = JSON.stringify(Object.fromEntries([...messages].filter(([key]) => typeof key !== 'number' || !left.has(key))))
  return `export const messages = JSON.parse(${JSON.stringify(json)});\n`
}
