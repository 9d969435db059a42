import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

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
      exclude: ['**/*.test.*', '<rootDir>/app/features/dev-tools/**', '<rootDir>/app/features/admin/**', '<rootDir>/app/features/edit-mode/**'],
    },
    { path: '<rootDir>/app/locales/{locale}/dev-tools', include: ['<rootDir>/app/features/dev-tools'], exclude: ['**/*.test.*'] },
    { path: '<rootDir>/app/locales/{locale}/admin', include: ['<rootDir>/app/features/admin'], exclude: ['**/*.test.*'] },
    { path: '<rootDir>/app/locales/{locale}/edit-mode', include: ['<rootDir>/app/features/edit-mode'], exclude: ['**/*.test.*'] },
  ],
  format: formatter({ lineNumbers: false }),
})
