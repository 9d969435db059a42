import { atom, computed } from 'nanostores'
import { serviceOf } from '../internal/per-storefront'
import { mapResult, ok } from '../internal/result'
import type { Language } from '../language/language.constants'
import type { Result } from '../result/result.types'
import type { StorefrontContext } from '../storefront/storefront.context'
import type { Storefront } from '../storefront/storefront.types'
import { type SiteSettings, siteSchemas as schemas, siteSettingsOf } from './site.settings'
import type { SiteSnapshot } from './site.snapshot'
import type {
  CheckoutSettings,
  CmsElement,
  Country,
  ElementHandler,
  LanguageInfo,
  NavigationItem,
  NavigationTreeId,
  SiteConfig,
  SiteService,
} from './site.types'

/** The page shell's elements, loaded by `loadLayout`. */
export const LAYOUT_ELEMENT_HANDLERS: readonly ElementHandler[] = ['header-section', 'footer-section', 'cookie-section']

/** The page shell's navigation trees, loaded by `loadLayout`. */
export const LAYOUT_NAVIGATION_TREES: readonly NavigationTreeId[] = ['main', 'footer1', 'footer2', 'footer3', 'footer4']

/** The site service plus what only the storefront itself calls. */
export interface SiteServiceInternal extends SiteService {
  dehydrate(): SiteSnapshot
  hydrate(snapshot: SiteSnapshot): void
}

export function buildSiteService(ctx: StorefrontContext, settings: SiteSettings): SiteServiceInternal {
  const { $options, $currencyConfig, loadOptions, loadCurrencyConfig, withNotice } = settings
  const $config = atom<SiteConfig | null>(null)
  const $languages = atom<LanguageInfo[]>([])
  const $countries = atom<Country[]>([])
  const $checkoutSettings = atom<CheckoutSettings | null>(null)
  const $elements = atom<Partial<Record<string, CmsElement>>>({})
  const $navigation = atom<Partial<Record<NavigationTreeId, NavigationItem[]>>>({})
  const $maintenanceMode = computed($options, (options) => options?.maintenanceMode ?? false)

  // Handlers asked for so far, including ones the server did not know: a language switch asks for them again.
  const requestedHandlers = new Set<string>()

  /**
   * Writes language-dependent data only if the language is still the one it was fetched in, so a slow
   * answer from before a language switch cannot overwrite the newer language's data.
   */
  function whileLanguageIs(language: Language, write: () => void): void {
    if (ctx.$language.get() === language) write()
  }

  // Loaders: fetch and store, without notices, so composite loads can report one failure once.

  async function loadElements(handlers: string[], language = ctx.$language.get()): Promise<Result<CmsElement[]>> {
    for (const handler of handlers) requestedHandlers.add(handler)
    const result = await ctx.http.request({
      method: 'POST',
      service: 'cms',
      path: 'element/getByHandlers',
      body: { handlers },
      schema: schemas('elementsSchema'),
      language,
    })
    if (result.ok) {
      whileLanguageIs(language, () => {
        const next = { ...$elements.get() }
        for (const element of result.data) next[element.handler] = element
        $elements.set(next)
      })
    }
    return result
  }

  async function loadNavigation(id: NavigationTreeId, language = ctx.$language.get()): Promise<Result<NavigationItem[]>> {
    const result = await ctx.http.request({
      method: 'GET',
      service: 'cms',
      path: `navigation/tree/${encodeURIComponent(id)}`,
      schema: schemas('navigationTreeSchema'),
      language,
    })
    if (result.ok) whileLanguageIs(language, () => $navigation.set({ ...$navigation.get(), [id]: result.data }))
    return result
  }

  async function loadCountries(language = ctx.$language.get()): Promise<Result<Country[]>> {
    const result = await ctx.http.request({
      method: 'GET',
      service: 'master',
      path: 'commons/countries',
      query: { language },
      schema: schemas('countriesSchema'),
      language,
    })
    if (result.ok) whileLanguageIs(language, () => $countries.set(result.data))
    return result
  }

  async function loadLanguages(language = ctx.$language.get()): Promise<Result<LanguageInfo[]>> {
    const result = await ctx.http.request({ method: 'GET', service: 'master', path: 'commons/languages', schema: schemas('languagesSchema'), language })
    if (result.ok) whileLanguageIs(language, () => $languages.set(result.data))
    return result
  }

  /** Runs loads in parallel; fails with the first failure (in the given order) once all settled, keeping what loaded. */
  async function all(loads: Promise<Result<unknown>>[]): Promise<Result<void>> {
    const results = await Promise.all(loads)
    return results.find((result) => !result.ok) ?? ok(undefined)
  }

  // Spec "Language switch": reload the page elements, currency config and countries (and what else was shown
  // in the old language), but only what was loaded before: the new language should not cost extra calls.
  ctx.onLanguageChange(async (language) => {
    const loads: Promise<Result<unknown>>[] = []
    if (requestedHandlers.size > 0) loads.push(loadElements([...requestedHandlers], language))
    for (const id of Object.keys($navigation.get()) as NavigationTreeId[]) loads.push(loadNavigation(id, language))
    if ($currencyConfig.get() !== null) loads.push(loadCurrencyConfig(language))
    if ($countries.get().length > 0) loads.push(loadCountries(language))
    if ($languages.get().length > 0) loads.push(loadLanguages(language))
    withNotice(await all(loads))
  })

  return {
    $config,
    $languages,
    $countries,
    $currencyConfig,
    $checkoutSettings,
    $elements,
    $navigation,
    $options,
    $maintenanceMode,

    async loadLayout() {
      const language = ctx.$language.get()
      return withNotice(
        await all([loadElements([...LAYOUT_ELEMENT_HANDLERS], language), ...LAYOUT_NAVIGATION_TREES.map((id) => loadNavigation(id, language)), loadOptions()]),
      )
    },

    async detectDomain(domain) {
      const result = await ctx.http.request({
        method: 'POST',
        service: 'master',
        version: 'v2',
        path: 'domainDetect',
        // Without a domain the server uses the Referer/Origin of the calling page.
        body: domain === undefined ? {} : { domain },
        schema: schemas('siteConfigSchema'),
      })
      if (result.ok) $config.set(result.data)
      return withNotice(result)
    },

    fetchLanguages: async () => withNotice(await loadLanguages()),
    fetchCountries: async (language) => withNotice(await loadCountries(language)),
    fetchCurrencyConfig: async () => withNotice(await loadCurrencyConfig()),

    async fetchCheckoutSettings() {
      const result = await ctx.http.request({
        method: 'GET',
        service: 'ecommerce',
        version: 'v2',
        path: 'settings/getCheckoutSettings',
        schema: schemas('checkoutSettingsSchema'),
      })
      if (result.ok) $checkoutSettings.set(result.data)
      return withNotice(result)
    },

    fetchElements: async (handlers) => withNotice(await loadElements(handlers)),
    fetchNavigation: async (id) => withNotice(await loadNavigation(id)),
    fetchOptions: settings.fetchOptions,

    async hasRunningPipeline() {
      const result = await ctx.http.request({ method: 'GET', service: 'cms', path: 'pipeline/hasRunningPipeline', schema: schemas('pipelineSchema') })
      return withNotice(mapResult(result, (data) => data.hasRunningPipeline))
    },

    // No notice: this is a background report from a not-found page; the shopper has nothing to do about it.
    reportFailedRequest: (path) =>
      ctx.http.request({ method: 'POST', service: 'cms', path: 'redirect/addFailedRequest', body: { path }, schema: schemas('failedRequestSchema') }),

    dehydrate: () => ({
      config: $config.get(),
      languages: $languages.get(),
      countries: $countries.get(),
      currencyConfig: $currencyConfig.get(),
      checkoutSettings: $checkoutSettings.get(),
      elements: $elements.get(),
      navigation: $navigation.get(),
      options: $options.get(),
    }),

    hydrate(snapshot) {
      $config.set(snapshot.config)
      $languages.set(snapshot.languages)
      $countries.set(snapshot.countries)
      $currencyConfig.set(snapshot.currencyConfig)
      $checkoutSettings.set(snapshot.checkoutSettings)
      $elements.set(snapshot.elements)
      $navigation.set(snapshot.navigation)
      $options.set(snapshot.options)
      for (const handler of Object.keys(snapshot.elements)) requestedHandlers.add(handler)
    },
  }
}

function siteOf(shop: Storefront, ctx: StorefrontContext): SiteServiceInternal {
  const site = buildSiteService(ctx, siteSettingsOf(shop))
  ctx.registerSnapshotPart('site', { dehydrate: site.dehydrate, hydrate: (part) => site.hydrate(part as SiteSnapshot) })
  ctx.provideApiKeyId(() => site.$config.get()?.apiKeyId)
  return site
}

/**
 * The site service of a storefront instance: domain detection, languages, countries, currency, checkout settings,
 * the layout's elements and navigation, and the site options. Created on the first call and the same service for
 * every later call with the same instance; its stores are part of the instance's snapshot.
 *
 * @param shop - An instance made by `createStorefront`.
 *
 * @example
 * ```ts
 * import { createSiteService, type NavigationItem } from '@vitrina/sdk'
 *
 * declare function renderMenu(items: readonly NavigationItem[]): void
 *
 * const site = createSiteService(shop)
 * const layout = await site.loadLayout()
 * if (layout.ok) renderMenu(site.$navigation.get().main ?? [])
 * ```
 */
export function createSiteService(shop: Storefront): SiteService {
  return serviceOf(shop, siteOf)
}
