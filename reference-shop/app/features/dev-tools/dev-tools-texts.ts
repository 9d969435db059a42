import type { I18n, Messages } from '@lingui/core'
import { isShopLanguage } from '../routing/pages'

// The development tools' own compiled catalog (lingui.config.ts), one chunk per language, loaded by their layer only:
// the shop's catalogs, which every page loads, do not carry these texts.
const modules = import.meta.glob<{ messages: Messages }>('../../locales/*/dev-tools.ts')

/** Adds the development tools' texts of the page's language to its catalog. */
export async function loadDevToolsTexts(i18n: I18n): Promise<void> {
  const language = isShopLanguage(i18n.locale) ? i18n.locale : 'hr'
  const load = modules[`../../locales/${language}/dev-tools.ts`]
  if (!load) throw new Error(`No compiled dev-tools catalog for "${language}": run \`lingui compile --typescript\` (part of \`npm run dev\`).`)
  const { messages } = await load()
  i18n.load(language, { ...i18n.messages, ...messages })
}
