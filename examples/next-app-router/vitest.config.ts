import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    // `next build` and Chromium's start: a minute on a loaded machine, not the default 10 s.
    hookTimeout: 180_000,
    // What a person would wait for one thing to show; vitest's default of 1 s is too short for a loaded machine.
    expect: { poll: { timeout: 10_000 } },
  },
})
