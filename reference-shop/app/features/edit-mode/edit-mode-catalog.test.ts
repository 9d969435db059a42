import { msg } from '@lingui/core/macro'
import { describe, expect, it } from 'vitest'
import { loadCatalog } from '../i18n/catalogs'
import { createI18n } from '../i18n/i18n.setup'
import { addEditModeTexts } from './edit-mode-catalog'

// A text of edit mode (editable-footer-info.tsx), which only edit mode's catalog holds.
const FOOTER_TEXT = msg`Tekst u podnožju`

describe("edit mode's catalog (edit-mode-catalog.ts)", () => {
  it("is not in a shopper's catalog, and edit mode's components add it in the page's language, once", async () => {
    const shopper = await loadCatalog('sl')
    const i18n = createI18n('sl', { ...shopper })
    expect(FOOTER_TEXT.id in i18n.messages).toBe(false)

    addEditModeTexts(i18n)
    expect(i18n._(FOOTER_TEXT)).toBe('Besedilo v nogi')
    const added = i18n.messages[FOOTER_TEXT.id]
    addEditModeTexts(i18n)
    expect(i18n.messages[FOOTER_TEXT.id]).toBe(added)
  })
})
