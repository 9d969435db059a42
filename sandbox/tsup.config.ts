import { defineConfig } from 'tsup'

export default defineConfig({
  entry: { index: 'src/index.ts', cli: 'src/cli.ts' },
  format: ['esm'],
  // Declarations only for the library entry; the CLI is a program, not an API.
  dts: { entry: { index: 'src/index.ts' } },
  target: 'node20',
  platform: 'node',
  clean: true,
  sourcemap: true,
  splitting: true,
  // Native addons must be resolved at run time from node_modules, never bundled.
  external: ['better-sqlite3', 'sharp', 'hono', '@hono/node-server'],
})
