import type { Messages } from '@lingui/core'
import type { ShopLanguage } from '../routing/pages'

// One chunk per language: a visitor downloads only the catalog of the page's language (spec: "Translations load lazily per language").
const catalogModules = import.meta.glob<{ messages: Messages }>('../../locales/*/messages.ts')
const loaded = new Map<ShopLanguage, Messages>()

/** Loads the compiled Lingui catalog of a language once; later calls resolve from memory. */
export async function loadCatalog(language: ShopLanguage): Promise<Messages> {
  const cached = loaded.get(language)
  if (cached) return cached
  const load = catalogModules[`../../locales/${language}/messages.ts`]
  if (!load) throw new Error(`No compiled catalog for "${language}": run \`lingui compile --typescript\`.`)
  const { messages } = await load()
  loaded.set(language, messages)
  return messages
}

/** The catalog loaded earlier by {@link loadCatalog}, or an empty one (source texts then show through in development). */
export function loadedCatalog(language: ShopLanguage): Messages {
  return loaded.get(language) ?? {}
}
