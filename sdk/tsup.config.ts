import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { defineConfig } from 'tsup'

// Every module of the core entry is an entry of its own too (files under dist/modules/, not in the exports map):
// code splitting then puts no two modules in one chunk unless both are always used together, and an app's bundler
// places each where the code that uses it is. Before, tsup put every module that only the core entry reaches in one
// chunk: a page that used one of them (the shell's storefront instance) brought all of them (the route table,
// formatPrice, the purchase event, the page window), which only later pages used, 1.9 kB of the shop's first loads.
// The other entries' own modules (the account's, the forms', the back-office's, ...) keep their chunks.
const OWN_ENTRY_FOLDERS = /^src\/(account|wishlist|reviews|orders|forms|back-office|admin|newsletter|dev-tools)\//

function sourceModules(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name)
    if (statSync(path).isDirectory()) return sourceModules(path)
    return /\.ts$/.test(name) && !/\.(test|test-d|d)\.ts$/.test(name) ? [path] : []
  })
}

const CORE_MODULES = Object.fromEntries(
  sourceModules('src')
    .filter((file) => file.split('/').length > 2 && !OWN_ENTRY_FOLDERS.test(file))
    .map((file) => [`modules/${file.slice('src/'.length, -'.ts'.length)}`, file]),
)

// Six entry points, `@vitrina/sdk`, `@vitrina/sdk/account`, `@vitrina/sdk/back-office`, `@vitrina/sdk/forms`, `@vitrina/sdk/admin` and `@vitrina/sdk/dev-tools`, built together. Code splitting puts what both use
// (the storefront internals with their one WeakMap of contexts, the transport, the errors) into shared chunks, so
// an app that imports both loads that code once and one that imports only the core entry never loads the account
// code; the declarations share one chunk too, so `Storefront` is one type for both entries. Each entry's
// @packageDocumentation block is put back by scripts/package-docs.mjs, which the build script runs after tsup.
//
// Each opt-in service of either entry is an entry of its own too (files under dist/internal/, not in the exports map, so
// not importable from outside): code splitting then keeps each in its own chunk, which `index.js` and `account.js`
// re-export.
// A bundler that follows those re-exports (the package has no side effects) takes just the chunks an app's page
// uses: a header showing the cart count does not pull in the checkout, nor the wishlist count registration.
// Inside a chunk a bundler drops what a page does not import, provided it has no side effects: constants built by a
// call at the top level (`Object.freeze(...)`) are marked `/* @__PURE__ */` in the sources for that, or importing
// `formatPrice` alone would also bring every language's messages.
const SERVICE_PARTS = {
  'internal/site': 'src/site/site.service.ts',
  'internal/cookie-consent': 'src/consent/cookie-consent.service.ts',
  'internal/catalog': 'src/catalog/catalog.service.ts',
  'internal/cart': 'src/cart/cart.service.ts',
  'internal/checkout': 'src/checkout/checkout.service.ts',
  'internal/content': 'src/content/content.service.ts',
  'internal/consents': 'src/privacy/privacy.service.ts',
  'internal/account': 'src/account/account.service.ts',
  'internal/account-forms': 'src/account/account.validation.ts',
  'internal/account-profile-form': 'src/account/account.profile.ts',
  'internal/account-messages': 'src/account/account.messages.catalog.ts',
  'internal/wishlist': 'src/wishlist/wishlist.service.ts',
  'internal/orders': 'src/orders/orders.service.ts',
  'internal/orders-status': 'src/orders/orders.status.ts',
  'internal/media': 'src/media/media.service.ts',
  'internal/link-form': 'src/links/links.form.ts',
  'internal/edit-mode': 'src/back-office/edit-mode.ts',
  'internal/elements': 'src/back-office/elements.service.ts',
  'internal/pages': 'src/back-office/pages.service.ts',
  'internal/link-finder': 'src/links/links.finder.ts',
  'internal/newsletter': 'src/newsletter/newsletter.service.ts',
  'internal/forms-messages': 'src/forms/forms.messages.catalog.ts',
  'internal/forms': 'src/forms/forms.service.ts',
  'internal/forms-validation': 'src/forms/forms.validation.ts',
  'internal/price-enquiry': 'src/forms/price-enquiry.ts',
  'internal/captcha': 'src/forms/forms.captcha.ts',
  'internal/consent-admin': 'src/admin/consent-admin.service.ts',
  'internal/page-templates': 'src/admin/page-templates.service.ts',
}

//
// Each public entry is built a second time under internal/: code that two entries reach goes into chunks, so the code
// of `index.ts` and `account.ts` themselves (the instance, the auth service, the messages, ...) lands in a chunk too,
// and `index.js` and `account.js` are left as plain re-exports. A bundler sees through a file of re-exports to the
// chunk that holds what an app imports; through a barrel with code of its own, some (rolldown's manual chunk groups)
// reach every chunk the barrel names, so a page's chunk of shell code also pulled in the checkout and the schemas.
const ENTRY_CODE = {
  'internal/index': 'src/index.ts',
  'internal/account-entry': 'src/account.ts',
  'internal/back-office-entry': 'src/back-office.ts',
  'internal/forms-entry': 'src/forms.ts',
  'internal/admin-entry': 'src/admin.ts',
  'internal/dev-tools-entry': 'src/dev-tools.ts',
  'internal/messages-entry': 'src/messages.ts',
}

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    account: 'src/account.ts',
    'back-office': 'src/back-office.ts',
    forms: 'src/forms.ts',
    admin: 'src/admin.ts',
    'dev-tools': 'src/dev-tools.ts',
    messages: 'src/messages.ts',
    ...ENTRY_CODE,
    ...SERVICE_PARTS,
    ...CORE_MODULES,
  },
  format: ['esm'],
  dts: {
    entry: {
      index: 'src/index.ts',
      account: 'src/account.ts',
      'back-office': 'src/back-office.ts',
      forms: 'src/forms.ts',
      admin: 'src/admin.ts',
      'dev-tools': 'src/dev-tools.ts',
      messages: 'src/messages.ts',
    },
  },
  target: 'es2022',
  platform: 'neutral',
  splitting: true,
  treeshake: true,
  sourcemap: true,
  clean: true,
})
