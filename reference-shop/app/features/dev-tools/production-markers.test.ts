// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
// @ts-expect-error: a plain ES module of the repository's scripts, without type declarations.
import { DEV_TOOL_MARKERS } from '../../../../scripts/lib/production-build.mjs'

// `npm test` and `npm run build` fail when the shop's production build holds one of these markers
// (scripts/lib/production-build.mjs). The check can only fail if the development tools really write them: each
// marker must be in the tools' own sources (this folder, their routes and catalogs, the SDK's dev-tools service).

const here = new URL('./', import.meta.url)
const sources = [
  ...readdirSync(here)
    .filter((name) => !name.endsWith('.test.ts') && !name.endsWith('.test.tsx'))
    .map((name) => new URL(name, here)),
  new URL('../../routes.ts', import.meta.url),
  // Where the main layout imports the tools' layer.
  new URL('../layout/site-shell.tsx', import.meta.url),
  new URL('../../locales/hr/dev-tools.po', import.meta.url),
  new URL('../../../../sdk/src/back-office/dev-tools.service.ts', import.meta.url),
].map((url) => readFileSync(url, 'utf8'))

describe('the markers of the production build check', () => {
  it.each(DEV_TOOL_MARKERS as string[])('finds %s in the development tools’ sources', (marker) => {
    expect(sources.some((source) => source.includes(marker))).toBe(true)
  })
})
