import type { I18n, Messages } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { isShopLanguage } from '../routing/pages'

// The admin screens' compiled catalogs (lingui.config.ts: app/features/admin), the four languages in the admin area's
// own chunk: only its pages load them, and they are at hand at once for the server render and for the hydration of
// the same page. A shopper's catalog carries none of these texts.
const catalogs = import.meta.glob<Messages>('../../locales/*/admin.ts', { eager: true, import: 'messages' })

/**
 * Adds the admin screens' texts in the page's language to the page's catalog, once. They go into the catalog object
 * itself rather than through `i18n.load`, whose change event would re-render the whole tree from inside a render.
 */
export function addAdminTexts(i18n: I18n): void {
  const language = isShopLanguage(i18n.locale) ? i18n.locale : 'hr'
  const texts = catalogs[`../../locales/${language}/admin.ts`]
  if (!texts) throw new Error(`No compiled admin catalog for "${language}": run \`lingui compile --typescript\` (part of \`npm run build\`).`)
  const catalog = i18n.messages
  const first = Object.keys(texts)[0]
  if (first !== undefined && !(first in catalog)) Object.assign(catalog, texts)
}

/** {@link addAdminTexts} for the admin area's layout, before its screens render. */
export function useAdminTexts(): void {
  addAdminTexts(useLingui().i18n)
}
