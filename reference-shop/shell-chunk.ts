import type { Plugin } from 'vite'

/**
 * The client build's manual chunks. First the page shell, that is the shop's own modules that `app/root.tsx` imports
 * (directly or through other shop modules, not through `import()`), with what they use of the packages (React
 * Router, the SDK, Lingui, nanostores). Every page loads the root route, so every page needs all of it, and as one
 * file it costs one request instead of one per set of routes that happen to share a module. Then the catalogue's
 * parts: what the category and the product page both load beyond the shell and their own modules (the product's
 * price, tags and picture, the add to cart button, the breadcrumb, the catalogue's SEO helpers), one file instead of
 * five chunks of rolldown's (0.5 to 0.6 kB off each page's first load, gzip's headers and a context lost per file). The
 * rest is left to rolldown's own splitting, by the routes that use it.
 *
 * The rule before ("the shop's modules that three or more routes share, with their dependencies") put the union
 * of every such set into the one file: the home page also loaded what only the three checkout routes share, with
 * the checkout service and the form validation's zod. It relies on the SDK's entry files being plain re-exports
 * (sdk/tsup.config.ts): a group's dependencies are followed through a module's imports, and through a barrel with
 * code of its own they would reach every SDK chunk the app uses anywhere.
 */
export function shellChunk(): Plugin {
  const imports = new Map<string, readonly string[]>()
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

  function shellModules(): Set<string> {
    shell ??= staticClosure(/[\\/]app[\\/]root\.tsx$/)
    return shell
  }

  function catalogPartModules(): Set<string> {
    if (catalogParts) return catalogParts
    const route = (name: string) => staticClosure(new RegExp(`[\\\\/]app[\\\\/]routes[\\\\/]${name}\\.tsx$`))
    const product = route('product')
    // Not what the home page or the cart loads as well (the media picture): they would load the whole file for it.
    const elsewhere = new Set([...route('home'), ...route('cart')])
    const out = (id: string) => shellModules().has(id) || elsewhere.has(id) || isRoute(id)
    const parts = new Set([...route('category')].filter((id) => product.has(id) && !out(id)))
    // A group takes its modules' imports with it: a module that imports one left out (the product picture, which
    // imports the media picture) is left out too.
    for (let changed = true; changed; ) {
      changed = false
      for (const id of parts) {
        if ((imports.get(id) ?? []).some((next) => isShopModule(next) && !shellModules().has(next) && !parts.has(next))) {
          parts.delete(id)
          changed = true
        }
      }
    }
    catalogParts = parts
    return parts
  }

  const groups = [
    { name: 'shell', test: (id: string) => isShopModule(id) && shellModules().has(id) },
    { name: 'catalog-parts', test: (id: string) => isShopModule(id) && catalogPartModules().has(id) },
  ]

  return {
    name: 'vitrina-shell-chunk',
    apply: 'build',
    buildStart() {
      if (this.environment.name !== 'client') return
      imports.clear()
      shell = undefined
      catalogParts = undefined
    },
    moduleParsed(info) {
      if (this.environment.name === 'client') imports.set(info.id, info.importedIds)
    },
    // The server build keeps its own splitting: the shell is a question of what a browser downloads.
    outputOptions(output) {
      if (this.environment.name === 'client') return { ...output, codeSplitting: { groups } }
    },
  }
}
