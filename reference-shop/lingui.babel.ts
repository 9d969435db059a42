import { getConfig } from '@lingui/conf'
import { fileURLToPath } from 'node:url'
import type { BabelPluginOptions } from 'vite-plugin-babel'
import { LINGUI_HASH } from './message-ids'

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

/** What the texts check reads of an object literal in Babel's tree. */
interface ObjectPath {
  node: {
    leadingComments?: ReadonlyArray<{ value: string }> | null
    properties: ReadonlyArray<{ type: string; key?: { type: string; name?: string }; value?: { type: string; value?: unknown } }>
  }
  buildCodeFrameError(message: string): Error
}

/**
 * The macro options with a check after the macros: the build fails on a text that no compiled catalog has (`known`,
 * the source language's ids), naming the file and the line. Without it, a text added or changed in the code without
 * `lingui extract` builds and shows its id in every language. The macros mark each text they name with an `/*i18n*\/`
 * comment, which later transforms drop: so the check runs here, in Babel. Texts named by an id given by hand (the
 * admin area's `admin.*`, the SDK's keys) are not checked. For the build only: tests may name texts of their own.
 */
export function linguiMacroBabelOptionsCheckingTexts(known: ReadonlySet<string>): BabelPluginOptions {
  const checkTexts = () => ({
    name: 'vitrina-texts-in-catalogs',
    visitor: {
      ObjectExpression(path: ObjectPath) {
        if (!path.node.leadingComments?.some((comment) => comment.value === 'i18n')) return
        const id = path.node.properties.find((property) => property.type === 'ObjectProperty' && property.key?.name === 'id')?.value
        if (id?.type !== 'StringLiteral' || typeof id.value !== 'string' || !LINGUI_HASH.test(id.value) || known.has(id.value)) return
        throw path.buildCodeFrameError(
          `This text is in no catalog (id "${id.value}"): run \`npm run extract -w @vitrina/reference-shop\`, translate it, and build again`,
        )
      },
    },
  })
  const babelConfig = linguiMacroBabelOptions.babelConfig!
  return { ...linguiMacroBabelOptions, babelConfig: { ...babelConfig, plugins: [...(babelConfig.plugins ?? []), checkTexts] } }
}
