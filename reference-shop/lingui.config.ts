import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

/**
 * The shop's areas whose texts are a catalog of their own per language (app/features/i18n/catalogs.ts), out of the
 * catalog every page loads: `account` is the shopper's own pages (the account, the registration, the passwords, the
 * e-mail confirmation and the checkout), which the routes and the login modal render inside `CatalogAreaTexts`
 * (catalog-area-texts.tsx). The checkout failure page is the 404 route's (spec §2 sends checkout/failure paths there)
 * and stays in the shop's catalog. Paths from the shop's folder.
 */
export const CATALOG_AREAS = {
  account: { folders: ['app/features/account', 'app/features/checkout'], shared: ['app/features/checkout/checkout-failure-page'] },
} as const

const account = CATALOG_AREAS.account
const ACCOUNT_AREA = account.folders.map((folder) => `<rootDir>/${folder}`)
// In the shop's catalog: none of the area's files but those it shares.
const ACCOUNT_AREA_FILES = account.folders.map((folder) => {
  const kept = account.shared.filter((file) => file.startsWith(`${folder}/`)).map((file) => file.slice(folder.length + 1))
  return kept.length > 0 ? `<rootDir>/${folder}/!(${kept.join('|')}).*` : `<rootDir>/${folder}/**`
})
const ACCOUNT_AREA_SHARED = account.shared.map((file) => `<rootDir>/${file}.*`)

export default defineConfig({
  // Source strings are written in Croatian exactly as the specification gives them.
  sourceLocale: 'hr',
  locales: ['hr', 'sl', 'en', 'de'],
  fallbackLocales: { default: 'hr' },
  // The development tools' texts are a catalog of their own, which only their lazily loaded layer reads: a production
  // build, which has no development tools (dev-tools-flag.ts), then carries none of their texts either.
  // The admin area's screens (app/features/admin) likewise: their layout adds them to the page's catalog
  // (admin-catalog.ts), so a shopper's catalog carries none of them. The admin frame and titles, which the admin login
  // screen and the pages' meta (outside the React tree) show, stay in the shop's catalog (app/features/back-office).
  // Edit mode's components (app/features/edit-mode) likewise: edit mode's lazy module adds them (edit-mode-catalog.ts).
  catalogs: [
    {
      path: '<rootDir>/app/locales/{locale}/messages',
      include: ['<rootDir>/app'],
      exclude: [
        '**/*.test.*',
        '<rootDir>/app/features/dev-tools/**',
        '<rootDir>/app/features/admin/**',
        '<rootDir>/app/features/edit-mode/**',
        ...ACCOUNT_AREA_FILES,
      ],
    },
    { path: '<rootDir>/app/locales/{locale}/dev-tools', include: ['<rootDir>/app/features/dev-tools'], exclude: ['**/*.test.*'] },
    { path: '<rootDir>/app/locales/{locale}/admin', include: ['<rootDir>/app/features/admin'], exclude: ['**/*.test.*'] },
    { path: '<rootDir>/app/locales/{locale}/account', include: ACCOUNT_AREA, exclude: ['**/*.test.*', ...ACCOUNT_AREA_SHARED] },
    { path: '<rootDir>/app/locales/{locale}/edit-mode', include: ['<rootDir>/app/features/edit-mode'], exclude: ['**/*.test.*'] },
  ],
  format: formatter({ lineNumbers: false }),
})
