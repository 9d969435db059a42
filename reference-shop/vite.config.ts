import { fileURLToPath } from 'node:url'
import { reactRouter } from '@react-router/dev/vite'
import { lingui } from '@lingui/vite-plugin'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { devToolsEnabled } from './dev-tools-flag'
import babel from 'vite-plugin-babel'
import { linguiConfigPath, linguiMacroBabelOptions, linguiMacroBabelOptionsCheckingTexts } from './lingui.babel'
import { catalogChunks } from './catalog-chunks'
import { chunkNames } from './chunk-names'
import { shellChunk } from './shell-chunk'
import { compiledTextIds, messageIds, type PoFormat } from './message-ids'
import linguiConfig from './lingui.config'

export default defineConfig(({ command, mode }) => ({
  // The development tools (features/dev-tools) exist in non-production builds only: see dev-tools-flag.ts.
  define: { __VITRINA_DEV_TOOLS__: JSON.stringify(devToolsEnabled(mode)) },
  // Order matters (TOOLCHAIN.md): Lingui macros are expanded by Babel before React Router's plugin sees the file. The
  // build also fails there on a text that no compiled catalog has (lingui.babel.ts): run `lingui extract`.
  // shellChunk: one chunk for what every page loads (the root's and the language layout's modules), two groups of what
  // the main pages share, the rest split by the routes that use it (see shell-chunk.ts).
  // catalogChunks: lists each language's catalog chunk, which the server preloads with the page's other chunks.
  // messageIds: the build names the shop's texts by number rather than by Lingui's hash (see message-ids.ts).
  // chunkNames: the client's chunks are named by their hash alone, and listed in build/chunk-names.json (see chunk-names.ts).
  plugins: [
    tailwindcss(),
    babel(command === 'build' ? linguiMacroBabelOptionsCheckingTexts(compiledTextIds(catalogFiles())) : linguiMacroBabelOptions),
    lingui({ configPath: linguiConfigPath }),
    reactRouter(),
    shellChunk(),
    catalogChunks(),
    chunkNames(),
    messageIds({ ...catalogFiles(), po: linguiConfig.format as PoFormat }),
  ],
  // The SDK and the bindings are used through their built dist/ (build them first), as any other app would.
  // Not from source: React Router empties every '*.client.ts' module in the server build, and the SDK has one.
  // Without these the first dev load answers 504 (Outdated Optimize Dep).
  // The SDK is a linked workspace package, so its own dependencies are named through it.
  optimizeDeps: {
    include: ['@lingui/core', '@lingui/react', '@lingui/message-utils/compileMessage', 'nanostores', '@nanostores/react', 'sonner', '@vitrina/sdk > valibot'],
  },
}))

/** Where the compiled catalogs are, the source language (whose catalogs name every text) and the catalogs' names. */
function catalogFiles() {
  return { localesDir: fileURLToPath(new URL('./app/locales', import.meta.url)), sourceLocale: linguiConfig.sourceLocale ?? 'hr', catalogs: linguiCatalogs() }
}

/** The names of Lingui's compiled catalogs (lingui.config.ts), every page's first: `messages`, `account`, … */
function linguiCatalogs(): string[] {
  return (linguiConfig.catalogs ?? []).map((catalog) => catalog.path.split('/').pop()!)
}
