import type { Plugin } from 'vite'

/**
 * The client build's one manual chunk: the page shell, that is the shop's own modules that `app/root.tsx` imports
 * (directly or through other shop modules, not through `import()`), with what they use of the packages (React
 * Router, the SDK, Lingui, nanostores). Every page loads the root route, so every page needs all of it, and as one
 * file it costs one request instead of one per set of routes that happen to share a module. The rest is left to
 * rolldown's own splitting, by the routes that use it.
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

  const isShopModule = (id: string) => /[\\/]reference-shop[\\/]app[\\/]/.test(id) && !id.includes('node_modules')

  function shellModules(): Set<string> {
    if (shell) return shell
    const root = [...imports.keys()].find((id) => /[\\/]app[\\/]root\.tsx$/.test(id))
    if (!root) throw new Error('vitrina-shell-chunk: the client build has no app/root.tsx')
    shell = new Set()
    const pending = [root]
    while (pending.length > 0) {
      const id = pending.pop()!
      if (shell.has(id)) continue
      shell.add(id)
      for (const next of imports.get(id) ?? []) if (isShopModule(next)) pending.push(next)
    }
    return shell
  }

  const group = { name: 'shell', test: (id: string) => isShopModule(id) && shellModules().has(id) }

  return {
    name: 'vitrina-shell-chunk',
    apply: 'build',
    buildStart() {
      if (this.environment.name !== 'client') return
      imports.clear()
      shell = undefined
    },
    moduleParsed(info) {
      if (this.environment.name === 'client') imports.set(info.id, info.importedIds)
    },
    // The server build keeps its own splitting: the shell is a question of what a browser downloads.
    outputOptions(output) {
      if (this.environment.name === 'client') return { ...output, codeSplitting: { groups: [group] } }
    },
  }
}
