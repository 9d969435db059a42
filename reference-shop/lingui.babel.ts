import { getConfig } from '@lingui/conf'
import { fileURLToPath } from 'node:url'
import type { BabelPluginOptions } from 'vite-plugin-babel'

/** The shop's Lingui config file, found by path so tools started from the repository root use it too. */
export const linguiConfigPath = fileURLToPath(new URL('./lingui.config.ts', import.meta.url))

/** vite-plugin-babel options that expand Lingui macros in the app's own files (shared by Vite and Vitest). */
export const linguiMacroBabelOptions: BabelPluginOptions = {
  include: /\/app\/.*\.[jt]sx?$/,
  babelConfig: {
    babelrc: false,
    configFile: false,
    parserOpts: { plugins: ['typescript', 'jsx'] },
    plugins: [['@lingui/babel-plugin-lingui-macro', { linguiConfig: getConfig({ configPath: linguiConfigPath }) }]],
  },
}
