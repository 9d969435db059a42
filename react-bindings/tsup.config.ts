import { readdirSync } from 'node:fs'
import { defineConfig } from 'tsup'

// Every hook is an entry of its own too (files under dist/internal/, not in the exports map): code splitting then
// keeps each hook in its own chunk and `index.js` only re-exports, so an app's page takes the hooks it uses and, with
// them, only the SDK services they need (the account hooks pull in @vitrina/sdk/account's services one by one).
const HOOKS = Object.fromEntries(
  readdirSync('src')
    .filter((file) => file.endsWith('.hook.ts'))
    .map((file) => [`internal/${file.replace(/\.hook\.ts$/, '')}`, `src/${file}`]),
)

export default defineConfig({
  entry: { index: 'src/index.ts', ...HOOKS },
  format: ['esm'],
  dts: { entry: { index: 'src/index.ts' } },
  sourcemap: true,
  clean: true,
  target: 'es2022',
  splitting: true,
  // Every output file is client code (hooks and the provider), so each one, chunks included, starts with the
  // directive: a React Server Components bundler (Next.js App Router) then lets a server component import the
  // provider and render it as a client boundary instead of failing on `createContext` at build time.
  banner: { js: "'use client';" },
  // The host app brings these; bundling them would create a second React or a second store registry.
  external: [
    'react',
    'react/jsx-runtime',
    '@vitrina/sdk',
    '@vitrina/sdk/account',
    '@vitrina/sdk/back-office',
    '@vitrina/sdk/forms',
    '@vitrina/sdk/admin',
    '@vitrina/sdk/dev-tools',
    '@vitrina/sdk/messages',
    'nanostores',
    '@nanostores/react',
  ],
})
