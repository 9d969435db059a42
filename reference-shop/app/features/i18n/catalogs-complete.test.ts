// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import PO from 'pofile'
import { describe, expect, it } from 'vitest'

// The shop's own catalogs (lingui.config.ts: the shop's, edit mode's, the admin area's, the development tools'), whose
// source texts are Croatian: every one must be translated in the other three languages, or a page in them mixes in
// Croatian. `npm run extract` adds a new text with an empty translation, which this finds.
const locales = fileURLToPath(new URL('../../locales/', import.meta.url))
const catalogs = readdirSync(`${locales}hr`).filter((file) => file.endsWith('.po'))

describe("the shop's catalogs", () => {
  it.each(['sl', 'en', 'de'])('are translated whole in %s', (language) => {
    expect(catalogs).toEqual(expect.arrayContaining(['messages.po', 'edit-mode.po', 'admin.po', 'dev-tools.po']))
    for (const catalog of catalogs) {
      const source = PO.parse(readFileSync(`${locales}hr/${catalog}`, 'utf8')).items.map((item) => item.msgid)
      const translated = PO.parse(readFileSync(`${locales}${language}/${catalog}`, 'utf8'))
      const untranslated = translated.items.filter((item) => item.msgstr.every((text) => text.trim() === '')).map((item) => item.msgid)
      expect({ catalog, untranslated }).toEqual({ catalog, untranslated: [] })
      expect({ catalog, texts: translated.items.map((item) => item.msgid).sort() }).toEqual({ catalog, texts: [...source].sort() })
    }
  })
})
