import { defineConfig } from 'tsup'

// Two entry points, `@vitrina/sdk` and `@vitrina/sdk/account`, built together. Code splitting puts what both use
// (the storefront internals with their one WeakMap of contexts, the transport, the errors) into shared chunks, so
// an app that imports both loads that code once and one that imports only the core entry never loads the account
// code; the declarations share one chunk too, so `Storefront` is one type for both entries. Each entry's
// @packageDocumentation block is put back by scripts/package-docs.mjs, which the build script runs after tsup.
//
// The account entry's services are entries of their own too (files under dist/internal/, not in the exports map, so
// not importable from outside): code splitting then keeps each in its own chunk, and `account.js` only re-exports.
// A bundler that follows those re-exports (the package has no side effects) takes just the chunks an app's page
// uses: a header showing the wishlist count does not pull in registration, passwords and the order history.
const ACCOUNT_PARTS = {
  'internal/account': 'src/account/account.service.ts',
  'internal/account-forms': 'src/account/account.validation.ts',
  'internal/account-profile-form': 'src/account/account.profile.ts',
  'internal/account-messages': 'src/account/account.messages.catalog.ts',
  'internal/wishlist': 'src/wishlist/wishlist.service.ts',
  'internal/orders': 'src/orders/orders.service.ts',
  'internal/orders-status': 'src/orders/orders.status.ts',
}

export default defineConfig({
  entry: { index: 'src/index.ts', account: 'src/account.ts', ...ACCOUNT_PARTS },
  format: ['esm'],
  dts: { entry: { index: 'src/index.ts', account: 'src/account.ts' } },
  target: 'es2022',
  platform: 'neutral',
  splitting: true,
  treeshake: true,
  sourcemap: true,
  clean: true,
})
