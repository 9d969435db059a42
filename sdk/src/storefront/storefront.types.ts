import type { ReadableAtom } from 'nanostores'
import type { AuthService, AuthSnapshot, AuthStrategy } from '../auth/auth.types'
import type { CartSnapshot } from '../cart/cart.types'
import type { Clock } from '../clock/clock.types'
import type { CookieCategory } from '../consent/cookie-consent.types'
import type { Language } from '../language/language.constants'
import type { MediaUrlInput } from '../media/media.url'
import type { Notices } from '../notices/notices.types'
import type { SiteSnapshot } from '../site/site.snapshot'
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
export type StorefrontMediaUrlInput = Omit<MediaUrlInput, 'apiKeyId'> & {
  /** The API key id in the URL; defaults to the instance's `apiKeyId` option, else the site config's once the site service loaded it. */
  apiKeyId?: string | number
}

/** Every store of an instance as JSON data, produced on the server and given to the browser instance. */
export interface StorefrontSnapshot {
  /** Format version; a snapshot from another version is refused. */
  version: 1
  /** The instance's language. */
  language: Language
  /** The site service's stores, when the instance has a site service. */
  site?: SiteSnapshot
  /** The cookie consent, when the instance has a cookie-consent service. */
  cookieConsent?: CookieCategory[] | null
  /**
   * The logged-in user and the session's strategy; absent in snapshots from before authentication existed.
   * Tokens are not in it: the page carrying a snapshot may be cached or logged, so tokens travel only as cookies.
   */
  auth?: AuthSnapshot
  /** The cart session and cart, so the server-rendered header count needs no browser fetch; present when the instance has a cart service. */
  cart?: CartSnapshot
}

/**
 * One storefront: its transport, language, notices and authentication. The other services are made from it by their
 * factories ({@link createSiteService}, {@link createCatalogService}, {@link createCartService}, ...), each once per
 * instance. Create one per browser tab and one per server request.
 */
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
  /** Login, logout, the logged-in user and token refresh: the one service every instance has, since every request goes through it. */
  readonly auth: AuthService
  /**
   * Loads the HTTP client ahead of the first request. The SDK imports it on demand, so a page that hydrates from a
   * snapshot does not carry it in its first load; call this when the browser is idle so the first click does not wait
   * for it. Never rejects: a failed load is tried again by the next request.
   */
  preload(): Promise<void>
  /** Builds a media URL with the instance's media origin and API key id (see {@link @vitrina/sdk!buildMediaUrl}). */
  mediaUrl(media: StorefrontMediaUrlInput): string
  /** JSON-serialisable snapshot of the instance's stores and those of every service made from it, for server-rendered state. */
  dehydrate(): StorefrontSnapshot
  /** Fills the stores from a snapshot without any request; a part whose service the instance does not have yet is applied when the service is made. */
  hydrate(snapshot: StorefrontSnapshot): void
}
