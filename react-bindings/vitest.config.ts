import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { conditions: ['source'] },
  test: {
    name: 'react-bindings',
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // Files share their workers' module registry (`isolate: false`): importing the modules again for each file
    // was most of this project's time in a fresh `npm test`. Tests restore what they stub and mock.
    isolate: false,
  },
})
