import type { Messages } from '@lingui/core'
import type { ShopLanguage } from '../routing/pages'

// One chunk per language: a visitor downloads only the catalogs of the page's language (spec: "Translations load
// lazily per language"). Each language has two compiled catalogs: the shop's own texts (`messages.ts`, from the
// .po files) and the SDK's message keys (`sdk.ts`), which `catalog.ts` puts in one module (all three are written by
// the build: `lingui compile` and scripts/compile-sdk-catalogs.mjs).
const catalogModules = import.meta.glob<{ shop: Messages; sdk: Messages }>('../../locales/*/catalog.ts')
const loading = new Map<ShopLanguage, Promise<Messages>>()
const loaded = new Map<ShopLanguage, Messages>()

/**
 * The shop's areas whose texts are a catalog of their own per language (lingui.config.ts), beside the one every page
 * loads: `account` holds the account's, the registration's, the passwords', the e-mail confirmation's and the
 * checkout's texts (lingui.config.ts) and the SDK's account keys they show (scripts/compile-sdk-catalogs.mjs), which no
 * catalogue page shows.
 */
export type CatalogArea = 'account'

// Each area's texts in a language are one module, its own and the SDK's (`{area}-catalog.ts`, written by the build).
const areaModules: Record<CatalogArea, Record<string, () => Promise<{ shop: Messages; sdk: Messages }>>> = {
  account: import.meta.glob<{ shop: Messages; sdk: Messages }>('../../locales/*/account-catalog.ts'),
}
const AREAS = Object.keys(areaModules) as CatalogArea[]
const areasIn = new Map<ShopLanguage, Set<CatalogArea>>()
const loadingAreas = new Map<string, Promise<void>>()

/**
 * Loads the compiled catalogs of a language once (the SDK's keys and the shop's texts); later calls resolve from
 * memory. The server's catalog has every area's texts too, as it renders every page; the browser adds an area's with
 * {@link loadCatalogArea}.
 */
export function loadCatalog(language: ShopLanguage): Promise<Messages> {
  let pending = loading.get(language)
  if (!pending) {
    pending = readCatalog(language)
    loading.set(language, pending)
    // A chunk that failed to load (a deploy, a lost connection) is asked for again on the next call.
    pending.catch(() => loading.delete(language))
  }
  return pending
}

async function readCatalog(language: ShopLanguage): Promise<Messages> {
  const load = catalogModules[`../../locales/${language}/catalog.ts`]
  if (!load) {
    throw new Error(`No compiled catalog for "${language}": run \`npm run build -w @vitrina/reference-shop\` (it compiles both).`)
  }
  const { shop, sdk } = await load()
  const messages = { ...sdk, ...shop }
  if (import.meta.env.SSR) {
    for (const texts of await Promise.all(AREAS.map((area) => readArea(area, language)))) Object.assign(messages, texts)
    areasIn.set(language, new Set(AREAS))
  }
  loaded.set(language, messages)
  return messages
}

async function readArea(area: CatalogArea, language: ShopLanguage): Promise<Messages> {
  const load = areaModules[area][`../../locales/${language}/${area}-catalog.ts`]
  if (!load) throw new Error(`No compiled ${area} catalog for "${language}": run \`npm run build -w @vitrina/reference-shop\` (it compiles it).`)
  const { shop, sdk } = await load()
  return { ...sdk, ...shop }
}

/** The catalog loaded earlier by {@link loadCatalog}, or an empty one (source texts then show through in development). */
export function loadedCatalog(language: ShopLanguage): Messages {
  return loaded.get(language) ?? {}
}

/** True once the language's catalog holds the area's texts (on the server, once the language's catalog is loaded). */
export function hasCatalogArea(area: CatalogArea, language: ShopLanguage): boolean {
  return areasIn.get(language)?.has(area) ?? false
}

/**
 * Adds an area's texts in a language to that language's catalog, once: the same object the language's Lingui instance
 * reads (i18n.setup.ts), so the texts are there for the next render without a new instance or a render of the whole
 * tree. The same promise for every call until it settles; a failed load is tried again by the next call.
 */
export function loadCatalogArea(area: CatalogArea, language: ShopLanguage): Promise<void> {
  const key = `${area}/${language}`
  let pending = loadingAreas.get(key)
  if (!pending) {
    pending = Promise.all([loadCatalog(language), readArea(area, language)]).then(([catalog, texts]) => {
      Object.assign(catalog, texts)
      const areas = areasIn.get(language) ?? new Set()
      areas.add(area)
      areasIn.set(language, areas)
    })
    loadingAreas.set(key, pending)
    pending.catch(() => loadingAreas.delete(key))
  }
  return pending
}
