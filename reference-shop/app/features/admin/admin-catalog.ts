import type { I18n, Messages } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { addCatalogTexts } from '../i18n/catalog-texts'

// The admin screens' compiled catalogs (lingui.config.ts: app/features/admin), the four languages in the admin area's
// own chunk: only its pages load them, and they are at hand at once for the server render and for the hydration of
// the same page. A shopper's catalog carries none of these texts.
const catalogs = import.meta.glob<Messages>('../../locales/*/admin.ts', { eager: true, import: 'messages' })

/** Adds the admin screens' texts in the page's language to the page's catalog, once (see addCatalogTexts). */
export function addAdminTexts(i18n: I18n): void {
  addCatalogTexts(i18n, catalogs, 'admin')
}

/** {@link addAdminTexts} for the admin area's layout, before its screens render. */
export function useAdminTexts(): void {
  addAdminTexts(useLingui().i18n)
}
