import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

export default defineConfig({
  // Source strings are written in Croatian exactly as the specification gives them.
  sourceLocale: 'hr',
  locales: ['hr', 'sl', 'en', 'de'],
  fallbackLocales: { default: 'hr' },
  // The development tools' texts are a catalog of their own, which only their lazily loaded layer reads: a production
  // build, which has no development tools (dev-tools-flag.ts), then carries none of their texts either.
  catalogs: [
    { path: '<rootDir>/app/locales/{locale}/messages', include: ['<rootDir>/app'], exclude: ['**/*.test.*', '<rootDir>/app/features/dev-tools/**'] },
    { path: '<rootDir>/app/locales/{locale}/dev-tools', include: ['<rootDir>/app/features/dev-tools'], exclude: ['**/*.test.*'] },
  ],
  format: formatter({ lineNumbers: false }),
})
