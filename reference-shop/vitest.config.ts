import { defineConfig, type ViteUserConfig } from 'vitest/config'
import babel from 'vite-plugin-babel'
import { linguiMacroBabelOptions } from './lingui.babel'

/** What the component tests' two projects share: Babel expands Lingui macros; workspace packages from source. */
export const componentTests = {
  plugins: [babel(linguiMacroBabelOptions)],
  resolve: { conditions: ['source'] },
  // Component tests render the development tools, which a production build leaves out (dev-tools-flag.ts).
  define: { __VITRINA_DEV_TOOLS__: 'true' },
  test: { environment: 'jsdom', setupFiles: ['./app/testing/setup.ts'] },
} satisfies ViteUserConfig

// Component tests: no React Router plugin (components render inside a memory router).
// The files share their workers' module registry and DOM (`isolate: false`): about 190 s of a fresh `npm test`'s
// 20 minutes went to setting up jsdom and importing React, React Router and the SDK again for each file. Tests clean
// up after themselves (testing-library unmounts, stubbed globals are restored); a test that needs modules in their
// first state (a library not loaded yet) is named `*.isolated.test.tsx` and runs in vitest.isolated.config.ts.
export default defineConfig({
  ...componentTests,
  test: {
    ...componentTests.test,
    name: 'reference-shop',
    include: ['app/**/*.test.{ts,tsx}'],
    exclude: ['app/**/*.isolated.test.{ts,tsx}'],
    isolate: false,
  },
})
