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
} from './site.types'

/** The site service's stores as plain JSON data, for handing server-rendered state to the browser. */
export interface SiteSnapshot {
  /** See {@link SiteService.$config}. */
  config: SiteConfig | null
  /** See {@link SiteService.$languages}. */
  languages: LanguageInfo[]
  /** See {@link SiteService.$countries}. */
  countries: Country[]
  /** See {@link SiteService.$currencyConfig}. */
  currencyConfig: CurrencyConfig | null
  /** See {@link SiteService.$checkoutSettings}. */
  checkoutSettings: CheckoutSettings | null
  /** See {@link SiteService.$elements}. */
  elements: Partial<Record<string, CmsElement>>
  /** See {@link SiteService.$navigation}. */
  navigation: Partial<Record<NavigationTreeId, NavigationItem[]>>
  /** See {@link SiteService.$options}. */
  options: SiteOptions | null
}
