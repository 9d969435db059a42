import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    name: 'examples',
    environment: 'node',
    include: ['**/*.test.ts'],
    // The examples installed from the packed tarballs are projects of their own, each with its own vitest, run by
    // scripts/lib/examples.mjs; their tests would fail here, under this repository's copies of vitest and React.
    exclude: ['**/node_modules/**', 'vite-react/**', 'vanilla/**', 'testing-with-msw/**', 'next-app-router/**'],
    testTimeout: 30_000,
  },
})
