// @vitest-environment node
import { stripVTControlCharacters } from 'node:util'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import babel from 'vite-plugin-babel'
import { describe, expect, it } from 'vitest'
import { linguiMacroBabelOptionsCheckingTexts } from '../../../lingui.babel'

const source = (text: string) =>
  `import { useLingui } from '@lingui/react/macro'\nexport function Label() {\n  const { t } = useLingui()\n  return t\`${text}\`\n}\n`

type Transform = (this: unknown, code: string, id: string) => Promise<{ code: string } | null | undefined>

/** The build's macro transform (vite.config.ts), with the texts of the catalogs being `known`. */
function transform(code: string, known: string[]) {
  const plugin = babel(linguiMacroBabelOptionsCheckingTexts(new Set(known.map((text) => generateMessageId(text)))))
  return (plugin.transform as Transform).call({}, code, '/r/reference-shop/app/features/label.tsx')
}

describe("the build's check that every text is in the catalogs", () => {
  it('passes a text the catalogs have', async () => {
    expect((await transform(source('Košarica'), ['Košarica']))?.code).toContain(generateMessageId('Košarica'))
  })

  it('fails on a text the catalogs lack, saying what to run and where the text is', async () => {
    const failure = await transform(source('Košarica: nova'), ['Košarica']).then(
      () => 'no failure',
      (error: Error) => error.message,
    )
    // Babel colours its code frame when the terminal asks for colour (FORCE_COLOR, as CI runs): the colours are left out.
    expect(stripVTControlCharacters(failure)).toMatch(
      /label\.tsx: This text is in no catalog \(id ".{6}"\): run `npm run extract -w @vitrina\/reference-shop`[\s\S]*> 4 \|\s+return t`Košarica: nova`/,
    )
  })

  it('leaves a text with an id given by hand to its own catalog', async () => {
    const code = `import { msg } from '@lingui/core/macro'\nexport const title = msg({ id: 'admin.title', message: 'Administracija' })\n`
    expect((await transform(code, []))?.code).toContain('admin.title')
  })
})
