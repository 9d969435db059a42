import { readFileSync } from 'node:fs'
import { defineConfig } from 'tsup'

// The d.ts bundler drops the entry's leading comment; carry the @packageDocumentation block of
// src/index.ts over so API Extractor and TypeDoc see the package summary.
const packageDocumentation = /^\/\*\*[\s\S]*?@packageDocumentation[\s\S]*?\*\//.exec(readFileSync('src/index.ts', 'utf8'))?.[0]

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: packageDocumentation ? { banner: `${packageDocumentation}\n` } : true,
  target: 'es2022',
  platform: 'neutral',
  treeshake: true,
  sourcemap: true,
  clean: true,
})
