import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // The first test builds the page with Vite and starts Chromium: seconds, not milliseconds.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // What a person would wait for one thing to show; vitest's default of 1 s is too short for a loaded machine.
    expect: { poll: { timeout: 10_000 } },
  },
})
