import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'

/**
 * The client build's manual chunks, three groups; the rest is left to rolldown's own splitting, by the routes that
 * use it.
 * - **The page shell:** the shop's own modules that `app/root.tsx` and the language layout (`routes/language.tsx`, the
 *   parent of every page) import (directly or through other shop modules, not through `import()`), with what they use
 *   of the packages (React Router, the SDK, Lingui, nanostores). Every page loads both routes, so every page needs all
 *   of it, and as one file it costs one request instead of one per set of routes that happen to share a module (the
 *   layout's own file cost each page 0.2 kB more as a chunk of its own than inside the shell). The media image joins
 *   it, as nearly every page shows one (all but the login, password, error and admin pages): one file fewer on each of
 *   those pages.
 * - **The SDK's files that two or more of the main pages (home, category, product, cart) use beyond the shell:**
 *   `formatPrice`, the product's picture and price rules. Without it each was a file of its own, which the cart
 *   page, for one, loaded side by side.
 * - **The catalogue's parts:** what the category and the product page both load beyond the shell and their own
 *   modules (the product's price, tags and picture, the add to cart button, the breadcrumb, the catalogue's SEO
 *   helpers), one file instead of five chunks of rolldown's (0.5 to 0.6 kB off each page's first load, gzip's headers
 *   and a context lost per file).
 *
 * The last two groups take only their own modules, not what these import: the catalogue's parts took `formatPrice`
 * with them, and the cart page then loaded the whole group for it. Rolldown allows that only when an entry chunk may
 * export more than its module does (`preserveEntrySignatures: 'allow-extension'`), which a route chunk's loader does
 * not mind: React Router imports the names it knows.
 *
 * The SDK's main entry is a barrel of re-exports (sdk/tsup.config.ts), and its `importedIds` name every file of the
 * SDK; which of them a module uses is told by the names it imports (`namesImportedFromSdk`). The rule before ("the
 * shop's modules that three or more routes share, with their dependencies") put the union of every such set into the
 * one file: the home page also loaded what only the three checkout routes share, with the checkout service and the
 * form validation's zod.
 */

/** The media image (a product's or a piece of content's picture), which nearly every page shows. */
const MEDIA_IMAGE = /[\\/]app[\\/]features[\\/]media[\\/]media-image\.tsx$/

/** The client build's modules of the SDK's own files (not its barrel). */
const SDK_FILE = /[\\/]sdk[\\/]dist[\\/]/

export function shellChunk(): Plugin {
  const imports = new Map<string, readonly string[]>()
  // The names each shop module imports from the SDK's main entry, and the entry's file: a barrel of re-exports
  // (sdk/tsup.config.ts), whose `importedIds` name every file of the SDK, so the files a module uses are told by name.
  const sdkNames = new Map<string, readonly string[]>()
  let sdkEntry: string | undefined
  let sdkFileOf: Map<string, string> | undefined
  let sharedSdk: Set<string> | undefined
  let shell: Set<string> | undefined
  let catalogParts: Set<string> | undefined

  const isShopModule = (id: string) => /[\\/]reference-shop[\\/]app[\\/]/.test(id) && !id.includes('node_modules')
  const isRoute = (id: string) => /[\\/]app[\\/]routes[\\/]/.test(id)

  /** The shop's modules that a module imports, itself included, directly or through other shop modules, without `import()`. */
  function staticClosure(module: RegExp): Set<string> {
    const start = [...imports.keys()].find((id) => module.test(id))
    if (!start) throw new Error(`vitrina-shell-chunk: the client build has no module ${module}`)
    const found = new Set<string>()
    const pending = [start]
    while (pending.length > 0) {
      const id = pending.pop()!
      if (found.has(id)) continue
      found.add(id)
      for (const next of imports.get(id) ?? []) if (isShopModule(next)) pending.push(next)
    }
    return found
  }

  /** A route module's {@link staticClosure}, by the route's file name (`home`, `cart`, ...). */
  const routeModules = (name: string) => staticClosure(new RegExp(`[\\\\/]app[\\\\/]routes[\\\\/]${name}\\.tsx$`))

  function shellModules(): Set<string> {
    shell ??= new Set([...staticClosure(/[\\/]app[\\/]root\.tsx$/), ...routeModules('language'), ...staticClosure(MEDIA_IMAGE)])
    return shell
  }

  function catalogPartModules(): Set<string> {
    if (catalogParts) return catalogParts
    const product = routeModules('product')
    // Not what the home page or the cart loads as well: they would load the whole file for it.
    const elsewhere = new Set([...routeModules('home'), ...routeModules('cart')])
    const out = (id: string) => shellModules().has(id) || elsewhere.has(id) || isRoute(id)
    catalogParts = new Set([...routeModules('category')].filter((id) => product.has(id) && !out(id)))
    return catalogParts
  }

  /** The SDK's files that shop modules use: those holding the names they import, with the files these import. */
  function sdkFilesOf(modules: Iterable<string>): Set<string> {
    if (!sdkEntry) return new Set()
    const fileOf = (sdkFileOf ??= barrelFiles(sdkEntry))
    const found = new Set<string>()
    const pending = [...modules].flatMap((id) => (sdkNames.get(id) ?? []).map((name) => fileOf.get(name)).filter((file) => file !== undefined))
    while (pending.length > 0) {
      const id = pending.pop()!
      if (found.has(id)) continue
      found.add(id)
      pending.push(...(imports.get(id) ?? []).filter((next) => SDK_FILE.test(next)))
    }
    return found
  }

  /** The SDK's files that two or more of the main pages (home, category, product, cart) use beyond the shell. */
  function pagesSdkFiles(): Set<string> {
    if (sharedSdk) return sharedSdk
    const inShell = sdkFilesOf(shellModules())
    const uses = new Map<string, number>()
    for (const name of ['home', 'category', 'product', 'cart']) {
      for (const file of sdkFilesOf(routeModules(name))) {
        if (!inShell.has(file)) uses.set(file, (uses.get(file) ?? 0) + 1)
      }
    }
    sharedSdk = new Set([...uses].filter(([, count]) => count >= 2).map(([file]) => file))
    return sharedSdk
  }

  const groups = [
    { name: 'shell', test: (id: string) => isShopModule(id) && shellModules().has(id) },
    { name: 'pages-sdk', test: (id: string) => pagesSdkFiles().has(id), includeDependenciesRecursively: false },
    { name: 'catalog-parts', test: (id: string) => isShopModule(id) && catalogPartModules().has(id), includeDependenciesRecursively: false },
  ]

  return {
    name: 'vitrina-shell-chunk',
    apply: 'build',
    buildStart() {
      if (this.environment.name !== 'client') return
      imports.clear()
      sdkNames.clear()
      sdkEntry = undefined
      sdkFileOf = undefined
      sharedSdk = undefined
      shell = undefined
      catalogParts = undefined
    },
    moduleParsed(info) {
      if (this.environment.name !== 'client') return
      imports.set(info.id, info.importedIds)
      if (/[\\/]sdk[\\/]dist[\\/]index\.js$/.test(info.id)) sdkEntry = info.id
      if (isShopModule(info.id) && info.code) sdkNames.set(info.id, namesImportedFromSdk(info.code))
    },
    // The server build keeps its own splitting: the shell is a question of what a browser downloads.
    outputOptions(output) {
      if (this.environment.name === 'client') return { ...output, codeSplitting: { groups } }
    },
    // So that the groups may leave their modules' dependencies to rolldown (see above).
    options(input) {
      if (this.environment.name === 'client') return { ...input, preserveEntrySignatures: 'allow-extension' as const }
    },
  }
}

/** The names a module's code imports from `@vitrina/sdk` (type imports are gone by then). */
function namesImportedFromSdk(code: string): string[] {
  return [...code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']@vitrina\/sdk["']/g)].flatMap((match) =>
    match[1]!
      .split(',')
      .map((part) => part.trim().split(/\s+as\s+/)[0]!)
      .filter((name) => name !== ''),
  )
}

/** The file each name of a barrel of re-exports comes from (`export { a, b } from './chunk-….js'`), as absolute ids. */
function barrelFiles(barrel: string): Map<string, string> {
  const files = new Map<string, string>()
  for (const match of readFileSync(barrel, 'utf8').matchAll(/export\s*\{([^}]*)\}\s*from\s*'([^']+)'/g)) {
    const file = new URL(match[2]!, `file://${barrel}`).pathname
    for (const part of match[1]!.split(','))
      files.set(
        part
          .trim()
          .split(/\s+as\s+/)
          .pop()!,
        file,
      )
  }
  return files
}
