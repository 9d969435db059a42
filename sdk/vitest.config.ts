import { defineConfig } from 'vitest/config'

export default defineConfig({
  // Resolve workspace packages to their TypeScript sources, as the package.json "source" condition says.
  resolve: { conditions: ['source'] },
  test: {
    name: 'sdk',
    environment: 'node',
    // Unit tests sit beside their files; test/integration runs the SDK against the real sandbox in process.
    include: ['src/**/*.test.ts', 'test/integration/**/*.test.ts'],
    // Files share their workers' module registry (`isolate: false`): importing the modules again for each file
    // was most of this project's time in a fresh `npm test`. Tests restore what they stub and mock.
    isolate: false,
    typecheck: {
      enabled: true,
      include: ['src/**/*.test-d.ts'],
      tsconfig: './tsconfig.json',
    },
  },
})
