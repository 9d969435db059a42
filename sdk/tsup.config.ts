import { defineConfig } from 'tsup'

// Two entry points, `@vitrina/sdk` and `@vitrina/sdk/account`, built together. Code splitting puts what both use
// (the storefront internals with their one WeakMap of contexts, the transport, the errors) into shared chunks, so
// an app that imports both loads that code once and one that imports only the core entry never loads the account
// code; the declarations share one chunk too, so `Storefront` is one type for both entries. Each entry's
// @packageDocumentation block is put back by scripts/package-docs.mjs, which the build script runs after tsup.
export default defineConfig({
  entry: { index: 'src/index.ts', account: 'src/account.ts' },
  format: ['esm'],
  dts: true,
  target: 'es2022',
  platform: 'neutral',
  splitting: true,
  treeshake: true,
  sourcemap: true,
  clean: true,
})
