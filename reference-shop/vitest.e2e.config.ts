import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { FRAMES_STALLED_PATTERN } from './e2e/frames-stalled'
import { E2E_WORKERS } from './e2e/workers'

// End-to-end: the built shop (production server) against the sandbox in memory, driven in headless Chromium.
// Build first: the SDK, the bindings, the sandbox and the shop (the global setup says which build is missing).
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    environment: 'node',
    // Two files at a time, each worker with its own sandbox, Redis and shop (e2e/workers.ts).
    maxWorkers: E2E_WORKERS,
    // A whole walk (log in, three checkout steps, a payment page): 8 to 12 s alone, and up to three times that on
    // two loaded cores beside the other worker; a single stuck wait fails sooner, by name (browser.ts).
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Once, and only when Chromium itself stopped drawing the page (e2e/frames-stalled.ts; browser.ts tells it apart
    // from a page of the shop's that hangs); any other failure fails the run at once.
    retry: { count: 1, condition: FRAMES_STALLED_PATTERN },
  },
})
