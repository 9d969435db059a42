import type { I18n, Messages } from '@lingui/core'
import { loadCatalogArea } from '../i18n/catalogs'
import type { ShopLanguage } from '../routing/pages'

// The back-office's compiled texts (scripts/compile-sdk-catalogs.mjs), one chunk per language, loaded by edit mode only.
const modules = import.meta.glob<{ messages: Messages }>('../../locales/*/back-office.ts')

/**
 * Adds the back-office's texts of `language` (the media library's notices and errors) to the page's catalog, which
 * has the shop's, with the SDK's (the account area's, which edit mode's saves and uploads show too); the notices the
 * media service emits then show in the page's language.
 */
export async function loadBackOfficeTexts(i18n: I18n, language: ShopLanguage): Promise<void> {
  const load = modules[`../../locales/${language}/back-office.ts`]
  if (!load) throw new Error(`No compiled back-office catalog for "${language}": run \`npm run build -w @vitrina/reference-shop\`.`)
  const [{ messages }] = await Promise.all([load(), loadCatalogArea('account', language)])
  i18n.load(language, { ...i18n.messages, ...messages })
}
