import { defineConfig } from 'vitest/config'
import babel from 'vite-plugin-babel'
import { linguiMacroBabelOptions } from './lingui.babel'

// Component tests: no React Router plugin (components render inside a memory router); Babel expands Lingui macros.
export default defineConfig({
  plugins: [babel(linguiMacroBabelOptions)],
  resolve: { conditions: ['source'] },
  test: {
    name: 'reference-shop',
    environment: 'jsdom',
    setupFiles: ['./app/testing/setup.ts'],
    include: ['app/**/*.test.{ts,tsx}'],
  },
})
