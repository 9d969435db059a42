import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

export default defineConfig({
  // Source strings are written in Croatian exactly as the specification gives them.
  sourceLocale: 'hr',
  locales: ['hr', 'sl', 'en', 'de'],
  fallbackLocales: { default: 'hr' },
  catalogs: [{ path: '<rootDir>/app/locales/{locale}/messages', include: ['<rootDir>/app'], exclude: ['**/*.test.*'] }],
  format: formatter({ lineNumbers: false }),
})
