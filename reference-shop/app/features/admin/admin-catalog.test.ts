import { msg } from '@lingui/core/macro'
import { describe, expect, it } from 'vitest'
import { loadCatalog } from '../i18n/catalogs'
import { createI18n } from '../i18n/i18n.setup'
import { addAdminTexts } from './admin-catalog'

// A text of the admin screens (form-type-names.ts), which only the admin area's catalog holds.
const AVAILABILITY = msg`Dostupnost proizvoda`

describe("the admin screens' catalog (admin-catalog.ts)", () => {
  it("is not in a shopper's catalog, and the admin area's layout adds it in the page's language, once", async () => {
    const shopper = await loadCatalog('sl')
    const i18n = createI18n('sl', { ...shopper })
    expect(AVAILABILITY.id in i18n.messages).toBe(false)

    addAdminTexts(i18n)
    expect(i18n._(AVAILABILITY)).toBe('Razpoložljivost izdelka')
    const added = i18n.messages[AVAILABILITY.id]
    addAdminTexts(i18n)
    expect(i18n.messages[AVAILABILITY.id]).toBe(added)
  })
})
