import type { I18n, Messages } from '@lingui/core'
import { isShopLanguage } from '../routing/pages'

/**
 * Adds the texts of one of the shop's own lazy catalogs (lingui.config.ts: the admin area's, edit mode's) in the page's
 * language to the page's catalog, once. `catalogs` are its compiled catalogs by path, as `import.meta.glob` gives
 * them eagerly. They go into the catalog object itself rather than through `i18n.load`, whose change event would
 * re-render the whole tree from inside a render.
 */
export function addCatalogTexts(i18n: I18n, catalogs: Record<string, Messages>, name: string): void {
  const language = isShopLanguage(i18n.locale) ? i18n.locale : 'hr'
  const texts = catalogs[`../../locales/${language}/${name}.ts`]
  if (!texts) throw new Error(`No compiled ${name} catalog for "${language}": run \`lingui compile --typescript\` (part of \`npm run build\`).`)
  const catalog = i18n.messages
  // Some of its texts may be the page catalog's too (the same source text): one it lacks tells the catalog is not in.
  if (Object.keys(texts).some((id) => !(id in catalog))) Object.assign(catalog, texts)
}
