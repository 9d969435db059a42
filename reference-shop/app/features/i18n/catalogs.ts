import type { Messages } from '@lingui/core'
import type { ShopLanguage } from '../routing/pages'

/** A language's compiled texts as one module: the shop's and the SDK's. */
type CatalogModule = { shop: Messages; sdk: Messages }
type CatalogModules = Record<string, () => Promise<CatalogModule>>

// One chunk per language: a visitor downloads only the catalogs of the page's language (spec: "Translations load
// lazily per language"). Every page's module, `catalog.ts`, holds the shop's own texts (`messages.ts`, from the .po
// files) and the few SDK texts a page shows as it opens (`page-sdk.ts`); the SDK's other message keys are the account
// area's (all are written by the build: `lingui compile` and scripts/compile-sdk-catalogs.mjs).
const catalogModules = import.meta.glob<CatalogModule>('../../locales/*/catalog.ts')
const loading = new Map<ShopLanguage, Promise<Messages>>()
const loaded = new Map<ShopLanguage, Messages>()

/**
 * The shop's areas whose texts are a catalog of their own per language, beside the one every page loads: `account`
 * holds the account's, the registration's, the passwords', the e-mail confirmation's and the checkout's texts
 * (lingui.config.ts) and the texts of the SDK's message keys (its notices, errors and validation issues,
 * scripts/compile-sdk-catalogs.mjs), which a page shows once something has happened: the toaster loads them with a
 * notice (notice-toaster.tsx), a form with its errors (`SdkText`, catalog-area-texts.tsx), and the pages that show
 * them as they open (the account's, the login's, the admin area's) name the area in their `handle`. In one chunk: a
 * chunk of the SDK's texts alone cost 1.1 kB more over the four languages, as they compress with the shop's texts.
 */
export type CatalogArea = 'account'

// Each area's texts in a language are one module, its own and the SDK's (`{area}-catalog.ts`, written by the build).
const areaModules: Record<CatalogArea, CatalogModules> = {
  account: import.meta.glob<CatalogModule>('../../locales/*/account-catalog.ts'),
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
  return once(loading, language, () => readCatalog(language))
}

async function readCatalog(language: ShopLanguage): Promise<Messages> {
  const messages = await readTexts(catalogModules, `../../locales/${language}/catalog.ts`, `catalog for "${language}"`)
  if (import.meta.env.SSR) {
    for (const texts of await Promise.all(AREAS.map((area) => readArea(area, language)))) Object.assign(messages, texts)
    areasIn.set(language, new Set(AREAS))
  }
  loaded.set(language, messages)
  return messages
}

function readArea(area: CatalogArea, language: ShopLanguage): Promise<Messages> {
  return readTexts(areaModules[area], `../../locales/${language}/${area}-catalog.ts`, `${area} catalog for "${language}"`)
}

/** The SDK's and the shop's texts of a compiled catalog module, the shop's taking precedence. */
async function readTexts(modules: CatalogModules, path: string, what: string): Promise<Messages> {
  const load = modules[path]
  if (!load) throw new Error(`No compiled ${what}: run \`npm run build -w @vitrina/reference-shop\` (it compiles both).`)
  const { shop, sdk } = await load()
  return { ...sdk, ...shop }
}

/**
 * The same promise for every call with `key` until it settles, and after it has loaded; one that failed (a deploy, a
 * lost connection) is started again by the next call.
 */
function once<K, T>(pending: Map<K, Promise<T>>, key: K, start: () => Promise<T>): Promise<T> {
  let promise = pending.get(key)
  if (!promise) {
    promise = start()
    pending.set(key, promise)
    promise.catch(() => pending.delete(key))
  }
  return promise
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
  return once(loadingAreas, `${area}/${language}`, async () => {
    const [catalog, texts] = await Promise.all([loadCatalog(language), readArea(area, language)])
    Object.assign(catalog, texts)
    const areas = areasIn.get(language) ?? new Set()
    areas.add(area)
    areasIn.set(language, areas)
  })
}
