import { defineConfig } from 'vitest/config'
import { componentTests } from './vitest.config'

// The component tests that need modules in their first state (see vitest.config.ts), each file in a fresh registry.
export default defineConfig({
  ...componentTests,
  test: {
    ...componentTests.test,
    name: 'reference-shop-isolated',
    include: ['app/**/*.isolated.test.{ts,tsx}'],
    isolate: true,
  },
})
