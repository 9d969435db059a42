import { useStore } from '@nanostores/react'
import { createSiteService } from '@vitrina/sdk'
import type {
  CheckoutSettings,
  CmsElement,
  Country,
  CurrencyConfig,
  LanguageInfo,
  NavigationItem,
  NavigationTreeId,
  SiteConfig,
  SiteOptions,
  SiteService,
} from '@vitrina/sdk'
import { useStorefront } from './storefront.context'

/** What {@link useSite} returns: the site stores' current values and the site service's methods. */
export interface UseSiteResult {
  /** The detected site configuration, or null before domain detection. */
  config: SiteConfig | null
  /** Loaded layout elements in the current language, by handler. */
  elements: Partial<Record<string, CmsElement>>
  /** Loaded navigation trees in the current language, by id. */
  navigation: Partial<Record<NavigationTreeId, NavigationItem[]>>
  /** The site options, or null before they are loaded. */
  options: SiteOptions | null
  /** Whether maintenance mode is on. */
  maintenanceMode: boolean
  /** The embedded list of languages. */
  languages: LanguageInfo[]
  /** Countries named in the current language. */
  countries: Country[]
  /** The currency configuration, or null before it is loaded. */
  currencyConfig: CurrencyConfig | null
  /** The checkout settings, or null before they are loaded. */
  checkoutSettings: CheckoutSettings | null
  /** Loads everything the page shell needs (elements, navigation trees, options). */
  loadLayout: SiteService['loadLayout']
  /** Loads the countries named in a language. */
  fetchCountries: SiteService['fetchCountries']
  /** Loads the currency configuration (`GET settings/getCurrencyConfig`) into `currencyConfig`. */
  fetchCurrencyConfig: SiteService['fetchCurrencyConfig']
  /** Reports a path that answered 404. */
  reportFailedRequest: SiteService['reportFailedRequest']
}

/** Subscribes to the site configuration, layout elements, navigation trees and site options. */
export function useSite(): UseSiteResult {
  const site = createSiteService(useStorefront())
  return {
    config: useStore(site.$config),
    elements: useStore(site.$elements),
    navigation: useStore(site.$navigation),
    options: useStore(site.$options),
    maintenanceMode: useStore(site.$maintenanceMode),
    languages: useStore(site.$languages),
    countries: useStore(site.$countries),
    currencyConfig: useStore(site.$currencyConfig),
    checkoutSettings: useStore(site.$checkoutSettings),
    loadLayout: site.loadLayout,
    fetchCountries: site.fetchCountries,
    fetchCurrencyConfig: site.fetchCurrencyConfig,
    reportFailedRequest: site.reportFailedRequest,
  }
}
