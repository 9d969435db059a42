import type { ReadableAtom } from 'nanostores'
import type { Language } from '../language/language.constants'
import type { MediaItem } from '../media/media.item'
import type { Result } from '../result/result.types'

/** An identifier as the backend sends it (a number, or a string on some gateways). */
export type Id = string | number

/** A store of the site (one per shop language or shared). */
export interface SiteStore {
  /** The store's id, sent as the `store` header. */
  storeID: Id
  /** Three-letter language code of the store (`hrv`). */
  language: string
  /** Loyalty programmes of the store. */
  loyalty: unknown[]
}

/** A content language of the site. */
export interface CmsLanguage {
  /** Three-letter code (`hrv`). */
  code: string
  /** Two-letter code (`hr`), sometimes empty. */
  code2: string
  /** Display name. */
  name: string
  /** Whether this is the site's default language. */
  default: boolean
}

/** The site configuration that domain detection returns. */
export interface SiteConfig {
  /** The site's API key, sent as the `apiKey` header. */
  apiKeyToken: string
  /** The key's id, used in media URLs. */
  apiKeyId: Id
  /** The site id, sent as the `site` header. */
  siteID: Id
  /** Name and public URL of the site. */
  site: {
    /** The site's name. */
    name: string
    /** The site's public URL. */
    url: string
  }
  /** The site's subdomain. */
  subdomain?: string | null
  /** Addresses of outside services (PDF generation). */
  externalURLs?: {
    /** The PDF service's base URL, or null when the site has none. */
    pdfService?: string | null
  }
  /** The site's stores. */
  stores: SiteStore[]
  /** The site's content languages. */
  cmsLanguages: CmsLanguage[]
}

/** A language of the embedded list of about 80 languages. */
export interface LanguageInfo {
  /** The language's id. */
  id: Id
  /** Name in Croatian. */
  name_hrv?: string
  /** Name in English. */
  name_eng?: string
  /** Name in German. */
  name_ger?: string
  /** Name in Serbian. */
  name_srp?: string
  /** Three-letter code. */
  code: string
  /** Two-letter code, or `""`. */
  code2: string
  /** Name in the request language where known, else English. */
  name: string
}

/** A country, named in the language it was fetched in. */
export interface Country {
  /** The country's id on the server. */
  id: Id
  /** ISO 3166 alpha-2 code (`HR`). */
  iso: string
  /** ISO 3166 alpha-3 code (`HRV`). */
  code: string
  /** Name in the requested language. */
  name: string
}

/** A currency the shop accepts. */
export interface Currency {
  /** The currency's id. */
  id: Id
  /** Its code (`EUR`). */
  label: string
  /** Its symbol (`€`, `Kn`), when it has one. */
  symbol?: string | null
}

/** The shop's currency configuration. */
export interface CurrencyConfig {
  /** Code of the main currency (`EUR`). */
  mainCurrency: string
  /** Id of the main currency. */
  mainCurrencyId: Id
  /** Symbol of the main currency. */
  mainCurrencySymbol?: string | null
  /** Every accepted currency. */
  allowedCurrencies: Currency[]
}

/** The shop's checkout settings. */
export interface CheckoutSettings {
  /** Whether checkout is on. */
  checkoutEnabled: boolean
  /** The cart type (1). */
  cartType: number
  /** Whether checkout is one page. */
  onePageCheckout: boolean
  /** Whether equal items merge into one line. */
  mergeItems: boolean
  /** How eProducts are delivered (`link`). */
  eProductDelivery: string
  /** Whether social logins are on. */
  socialLogins: boolean
  /** Whether guests may check out (otherwise registered users only). */
  guestCheckout: boolean
  /** Whether the shipping step is skipped (the first applicable method is chosen). */
  skipShippingStep: boolean
  /** Allowed countries as ISO codes: a list, one code, or `"ALL"`. */
  allowedCountries: string[] | string
}

/** A handler of the page-shell elements. */
export type ElementHandler = 'header-section' | 'footer-section' | 'cookie-section'

/** A content-managed static element (header, footer, cookie banner), in the request language. */
export interface CmsElement {
  /** The element's id. */
  id: Id
  /** Its handler (`header-section`). */
  handler: string
  /** Its type (`static-element`). */
  type: string
  /** The language the content is in. */
  language_code?: string | null
  /** Its title. */
  title?: string | null
  /** Its slug. */
  slug?: string | null
  /** The content (shape depends on the handler). */
  meta: Record<string, unknown>
  /** The content for mobile views. */
  mobileMeta?: unknown
  /** Display options. */
  options?: unknown
  /** Display options for mobile views. */
  mobileOptions?: unknown
  /** Sub-parts. */
  parts?: unknown
  /** Link metadata. */
  linkMeta?: unknown
}

/** The id of a navigation tree: the main menu or one of the four footer trees. */
export type NavigationTreeId = 'main' | 'footer1' | 'footer2' | 'footer3' | 'footer4'

/** What a navigation item links to. */
export type NavigationItemType = 'productCategory' | 'page' | 'post' | 'external' | 'social'

/** The product category behind a category navigation item. */
export interface NavigationCategory {
  /** The category's id. */
  id: Id
  /** Its slug. */
  slug: string
  /** Its name. */
  name: string
  /** Its image, when it has one (the fields of {@link MediaItem}; the rest of the backend's media record is left out). */
  media?: MediaItem | null
}

/** An entry of a navigation tree, with its children. */
export interface NavigationItem {
  /** The item's id. */
  id: Id
  /** Its title in the request language. */
  title: string
  /** What it links to. */
  type: NavigationItemType
  /** Slug of the target (the network name for social links). */
  slug?: string | null
  /** The resolved path in the request language, or the external URL. */
  href: string
  /** The category behind a category item, else null. */
  prodcategory: NavigationCategory | null
  /** Sub-items. */
  children: NavigationItem[]
}

/** What happens after a product is added to the cart: 0 redirect to the cart, 1 stay on the page, 2 show a popup. */
export type CartAdditionBehaviour = 0 | 1 | 2

/** The site options that change the storefront's behaviour. */
export interface SiteOptions {
  /** Whether the site shows the maintenance view to everyone but back-office users. */
  maintenanceMode: boolean
  /** What happens after a product is added to the cart. */
  cartAdditionBehaviour: CartAdditionBehaviour
  /** Whether the backend uses redis (shows the admin cache page). */
  redis: boolean
}

/** A path the shop reported as not found, and how often it was reported. */
export interface FailedRequestReport {
  /** The reported path. */
  path: string
  /** How many times it has been reported. */
  count: number
}

/** The site configuration service: domain, languages, countries, currency, checkout settings, layout elements, navigation and options. */
export interface SiteService {
  /** The detected site configuration, or null before {@link SiteService.detectDomain}. */
  readonly $config: ReadableAtom<SiteConfig | null>
  /** The embedded list of languages. */
  readonly $languages: ReadableAtom<LanguageInfo[]>
  /** Countries named in the current language. */
  readonly $countries: ReadableAtom<Country[]>
  /** The currency configuration. */
  readonly $currencyConfig: ReadableAtom<CurrencyConfig | null>
  /** The checkout settings. */
  readonly $checkoutSettings: ReadableAtom<CheckoutSettings | null>
  /** Loaded CMS elements in the current language, by handler. */
  readonly $elements: ReadableAtom<Partial<Record<string, CmsElement>>>
  /** Loaded navigation trees in the current language, by id. */
  readonly $navigation: ReadableAtom<Partial<Record<NavigationTreeId, NavigationItem[]>>>
  /** The site options, or null before they are loaded. */
  readonly $options: ReadableAtom<SiteOptions | null>
  /** Whether maintenance mode is on (false until the options are loaded). */
  readonly $maintenanceMode: ReadableAtom<boolean>
  /** Loads everything the page shell needs, in parallel: elements (header, footer, cookie), navigation main + footer1..4, options; one failure gives `ok: false` but keeps what loaded. */
  loadLayout(): Promise<Result<void>>
  /** Finds the site of a domain (or of the calling page's domain). */
  detectDomain(domain?: string): Promise<Result<SiteConfig>>
  /** Loads the embedded list of languages. */
  fetchLanguages(): Promise<Result<LanguageInfo[]>>
  /** Loads the countries named in `language` (default: the current language); the store holds them only while that is the current language. */
  fetchCountries(language?: Language): Promise<Result<Country[]>>
  /** Loads the currency configuration. */
  fetchCurrencyConfig(): Promise<Result<CurrencyConfig>>
  /** Loads the checkout settings. */
  fetchCheckoutSettings(): Promise<Result<CheckoutSettings>>
  /** Loads CMS elements by handler in the current language and adds them to {@link SiteService.$elements}. */
  fetchElements(handlers: string[]): Promise<Result<CmsElement[]>>
  /** Loads one navigation tree in the current language into {@link SiteService.$navigation}. */
  fetchNavigation(id: NavigationTreeId): Promise<Result<NavigationItem[]>>
  /** Loads the site options (maintenance mode, cart-addition behaviour, redis). */
  fetchOptions(): Promise<Result<SiteOptions>>
  /** Tells whether a deployment pipeline is running. */
  hasRunningPipeline(): Promise<Result<boolean>>
  /** Reports a path that answered 404 in the shop, for the redirect tools; never shows a notice. */
  reportFailedRequest(path: string): Promise<Result<FailedRequestReport>>
}
