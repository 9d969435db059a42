import { setupI18n, type I18n, type Messages } from '@lingui/core'
import type { ShopLanguage } from '../routing/pages'

/**
 * A Lingui instance for one language over its compiled catalog (see catalogs.ts: the shop's texts and the SDK's
 * message keys, so `i18n._(notice.key, notice.params)` is the one way SDK keys become text in the shop). Built per
 * request on the server and per language in the browser: activating a shared global instance would leak one
 * request's language into another's render.
 */
export function createI18n(language: ShopLanguage, catalog: Messages): I18n {
  return setupI18n({ locale: language, messages: { [language]: catalog } })
}
