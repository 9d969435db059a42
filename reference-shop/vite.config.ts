import { reactRouter } from '@react-router/dev/vite'
import { lingui } from '@lingui/vite-plugin'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import babel from 'vite-plugin-babel'
import { linguiConfigPath, linguiMacroBabelOptions } from './lingui.babel'

export default defineConfig({
  // Order matters (TOOLCHAIN.md): Lingui macros are expanded by Babel before React Router's plugin sees the file.
  plugins: [tailwindcss(), babel(linguiMacroBabelOptions), lingui({ configPath: linguiConfigPath }), reactRouter()],
  build: {
    rolldownOptions: {
      output: {
        // The shop's own modules that three or more routes share go into one chunk instead of one chunk per set of
        // routes: about 40 files of a few hundred bytes became one. A page then loads under 20 files instead of over
        // 40 (each a round trip on a phone) and no more bytes, and the whole client build is some 15 kB smaller.
        codeSplitting: { groups: [{ name: 'shop-shared', test: /[\\/]app[\\/]features[\\/]/, minShareCount: 3 }] },
      },
    },
  },
  // The SDK and the bindings are used through their built dist/ (build them first), as any other app would.
  // Not from source: React Router empties every '*.client.ts' module in the server build, and the SDK has one.
  // Without these the first dev load answers 504 (Outdated Optimize Dep).
  // The SDK is a linked workspace package, so its own dependencies are named through it.
  optimizeDeps: {
    include: [
      '@lingui/core',
      '@lingui/react',
      '@lingui/message-utils/compileMessage',
      'nanostores',
      '@nanostores/react',
      'sonner',
      '@vitrina/sdk > ky',
      '@vitrina/sdk > zod/mini',
    ],
  },
})
