import { defineConfig } from 'vitest/config'

export default defineConfig({
  // Resolve workspace packages to their TypeScript sources, as the package.json "source" condition says.
  resolve: { conditions: ['source'] },
  test: {
    name: 'sdk',
    environment: 'node',
    // Unit tests sit beside their files; test/integration runs the SDK against the real sandbox in process.
    include: ['src/**/*.test.ts', 'test/integration/**/*.test.ts'],
    typecheck: {
      enabled: true,
      include: ['src/**/*.test-d.ts'],
      tsconfig: './tsconfig.json',
    },
  },
})
