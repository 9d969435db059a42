import { setupI18n, type I18n, type Messages } from '@lingui/core'
import type { ShopLanguage } from '../routing/pages'
import { loadedCatalog } from './catalogs'

/**
 * A Lingui instance for one language over its compiled catalog (see catalogs.ts: the shop's texts, and the SDK's
 * message keys once the account area's are in, so `i18n._(notice.key, notice.params)` is the one way SDK keys become
 * text in the shop).
 * Pages use {@link i18nFor}, which builds one per language and keeps it; tests build their own.
 */
export function createI18n(language: ShopLanguage, catalog: Messages): I18n {
  return setupI18n({ locale: language, messages: { [language]: catalog } })
}

const byLanguage = new Map<ShopLanguage, { catalog: Messages; i18n: I18n }>()

/**
 * The Lingui instance of a language over its loaded catalog, built once and reused by every request (and every
 * `meta` call) in that language. Sharing is safe because each instance is fixed to one locale and nothing ever
 * activates another on it: one request's language cannot leak into another's render. A catalog loaded after the
 * first call (the browser loads them lazily) gets a new instance.
 */
export function i18nFor(language: ShopLanguage): I18n {
  const catalog = loadedCatalog(language)
  const kept = byLanguage.get(language)
  if (kept?.catalog === catalog) return kept.i18n
  const i18n = createI18n(language, catalog)
  byLanguage.set(language, { catalog, i18n })
  return i18n
}
