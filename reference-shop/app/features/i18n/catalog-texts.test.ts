import { describe, expect, it } from 'vitest'
import { addCatalogTexts } from './catalog-texts'
import { createI18n } from './i18n.setup'

describe('addCatalogTexts', () => {
  it("adds a lazy catalog whose first text is the page catalog's too, once", () => {
    const i18n = createI18n('sl', { 1: ['Košarica'] })
    const admin = { 1: ['Košarica'], 7: ['Privole'] }
    addCatalogTexts(i18n, { '../../locales/sl/admin.ts': admin }, 'admin')
    expect(i18n._('7')).toBe('Privole')
    // Already in: the catalog is not written again (a text the page changed since stays).
    i18n.messages['7'] = ['Privole!']
    addCatalogTexts(i18n, { '../../locales/sl/admin.ts': admin }, 'admin')
    expect(i18n._('7')).toBe('Privole!')
  })

  it('says which catalog is missing and how to make it', () => {
    expect(() => addCatalogTexts(createI18n('hr', {}), {}, 'admin')).toThrow(/No compiled admin catalog for "hr".*lingui compile/)
  })
})
