import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

// End-to-end: the built shop (production server) against the sandbox in memory, driven in headless Chromium.
// Build first: the SDK, the bindings, the sandbox and the shop (the global setup says which build is missing).
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
