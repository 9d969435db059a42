import type { ReadableAtom } from 'nanostores'
import type { AuthService, AuthSnapshot, AuthStrategy } from '../auth/auth.types'
import type { CartService, CartSnapshot } from '../cart/cart.types'
import type { CatalogService } from '../catalog/catalog.types'
import type { CheckoutService } from '../checkout/checkout.types'
import type { Clock } from '../clock/clock.types'
import type { CookieCategory, CookieConsentService } from '../consent/cookie-consent.types'
import type { ContentService } from '../content/content.types'
import type { Language } from '../language/language.constants'
import type { MediaUrlInput } from '../media/media.url'
import type { Notices } from '../notices/notices.types'
import type { ConsentsService } from '../privacy/privacy.types'
import type { SiteSnapshot } from '../site/site.snapshot'
import type { SiteService } from '../site/site.types'
import type { StorageAdapter } from '../storage/storage.types'

/** How to reach the backend and where to keep state; the input of {@link createStorefront}. */
export interface StorefrontOptions {
  /** Backend origin, for example `http://localhost:4010`; calls go to `{apiUrl}/api/{v}/{service}/...`. */
  apiUrl: string
  /** The site's API key, sent as the `apiKey` header. */
  apiKey: string
  /** The site id, sent as the `site` header. */
  siteId: string | number
  /** The store id, sent as the `store` header. */
  storeId: string | number
  /** The API key's id, for media URLs; defaults to the detected site config's. */
  apiKeyId?: string | number
  /** Origin of media URLs; defaults to `apiUrl`. */
  mediaBaseUrl?: string
  /** The starting language; defaults to the 'i18n_locale' cookie from storage, else 'hr'. */
  language?: Language
  /** Where cookies live; defaults to `memoryStorage()`. */
  storage?: StorageAdapter
  /** The source of time; defaults to `systemClock`. */
  clock?: Clock
  /** The fetch to use; defaults to `globalThis.fetch`, read at call time (so MSW works). */
  fetch?: typeof fetch
  /** Per-request timeout in milliseconds; defaults to 10000. */
  timeoutMs?: number
  /** How users log in; defaults to {@link refreshAuthStrategy}. The four built-in strategies can also be named per login. */
  authStrategy?: AuthStrategy
}

/** A media URL request on an instance: `apiKeyId` may come from the options or the site config. */
export type StorefrontMediaUrlInput = Omit<MediaUrlInput, 'apiKeyId'> & { apiKeyId?: string | number }

/** Every store of an instance as JSON data, produced on the server and given to the browser instance. */
export interface StorefrontSnapshot {
  /** Format version; a snapshot from another version is refused. */
  version: 1
  /** The instance's language. */
  language: Language
  /** The site service's stores. */
  site: SiteSnapshot
  /** The cookie consent. */
  cookieConsent: CookieCategory[] | null
  /**
   * The logged-in user and the session's strategy; absent in snapshots from before authentication existed.
   * Tokens are not in it: the page carrying a snapshot may be cached or logged, so tokens travel only as cookies.
   */
  auth?: AuthSnapshot
  /** The cart session and cart, so the server-rendered header count needs no browser fetch; absent in snapshots from before the cart existed. */
  cart?: CartSnapshot
}

/** One storefront: its stores and services. Create one per browser tab and one per server request. */
export interface Storefront {
  /** The options the instance was created with. */
  readonly options: Readonly<Required<Pick<StorefrontOptions, 'apiUrl' | 'apiKey' | 'siteId' | 'storeId'>>> & StorefrontOptions
  /** Where the instance keeps its cookies. */
  readonly storage: StorageAdapter
  /** The instance's source of time. */
  readonly clock: Clock
  /** The current language. */
  readonly $language: ReadableAtom<Language>
  /** Sets the language (cookie 'i18n_locale', 365 days) and reloads what depends on it (layout elements, navigation, currency config, countries). */
  setLanguage(language: Language): Promise<void>
  /** Notices (toasts) the SDK emits as message keys. */
  readonly notices: Notices
  /** Site configuration: domain, languages, countries, currency, checkout settings, layout and options. */
  readonly site: SiteService
  /** The cookie-banner consent. */
  readonly cookieConsent: CookieConsentService
  /** Login, logout, the logged-in user and token refresh. */
  readonly auth: AuthService
  /** Products, categories, tags, layered filters and category listings. */
  readonly catalog: CatalogService
  /** The cart: session, lines, coupon, member card, guest user and the checkout's change check. */
  readonly cart: CartService
  /** The checkout: address, shipping and payment steps as a state machine, and placing the order. */
  readonly checkout: CheckoutService
  /** Blog posts and pages, terms, events, reviews, the slug finder and language switching of content pages. */
  readonly content: ContentService
  /** The privacy consents of a form (newsletter, contact, registration, checkout, ...) and the consent log. */
  readonly consents: ConsentsService
  /** Builds a media URL with the instance's media origin and API key id (see {@link buildMediaUrl}). */
  mediaUrl(media: StorefrontMediaUrlInput): string
  /** JSON-serialisable snapshot of every store, for server-rendered state. */
  dehydrate(): StorefrontSnapshot
  /** Fills the stores from a snapshot without any request. */
  hydrate(snapshot: StorefrontSnapshot): void
}
