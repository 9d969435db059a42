import { defineConfig } from 'tsup'

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  // The host app brings these; bundling them would create a second React or a second store registry.
  external: ['react', 'react/jsx-runtime', '@vitrina/sdk', '@vitrina/sdk/account', 'nanostores', '@nanostores/react'],
})
