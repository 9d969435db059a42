import type { Messages } from '@lingui/core'
import type { ShopLanguage } from '../routing/pages'

// One chunk per language: a visitor downloads only the catalogs of the page's language (spec: "Translations load
// lazily per language"). Each language has two compiled catalogs: the shop's own texts (`messages.ts`, from the
// .po files) and the SDK's message keys (`sdk.ts`), which `catalog.ts` puts in one module (all three are written by
// the build: `lingui compile` and scripts/compile-sdk-catalogs.mjs).
const catalogModules = import.meta.glob<{ shop: Messages; sdk: Messages }>('../../locales/*/catalog.ts')
const loaded = new Map<ShopLanguage, Messages>()

/** Loads the compiled catalogs of a language once (the SDK's keys and the shop's texts); later calls resolve from memory. */
export async function loadCatalog(language: ShopLanguage): Promise<Messages> {
  const cached = loaded.get(language)
  if (cached) return cached
  const load = catalogModules[`../../locales/${language}/catalog.ts`]
  if (!load) {
    throw new Error(`No compiled catalog for "${language}": run \`npm run build -w @vitrina/reference-shop\` (it compiles both).`)
  }
  const { shop, sdk } = await load()
  const messages = { ...sdk, ...shop }
  loaded.set(language, messages)
  return messages
}

/** The catalog loaded earlier by {@link loadCatalog}, or an empty one (source texts then show through in development). */
export function loadedCatalog(language: ShopLanguage): Messages {
  return loaded.get(language) ?? {}
}
