import { createLogoutListeners } from '../auth/auth.listeners'
import { createAuthService } from '../auth/auth.service'
import { createCartService } from '../cart/cart.service'
import { createCatalogService } from '../catalog/catalog.service'
import { createCheckoutService } from '../checkout/checkout.service'
import { systemClock } from '../clock/clock.system'
import { createCookieConsentService } from '../consent/cookie-consent.service'
import { createContentService } from '../content/content.service'
import { createHttp } from '../http/http.transport'
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE } from '../language/language.constants'
import { createLanguageState } from '../language/language.state'
import { buildMediaUrl } from '../media/media.url'
import { createNotices } from '../notices/notices.service'
import { createConsentsService } from '../privacy/privacy.service'
import { createSiteService } from '../site/site.service'
import { memoryStorage } from '../storage/storage.memory'
import type { StorefrontContext } from './storefront.context'
import { registerContext } from './storefront.internals'
import type { Storefront, StorefrontOptions, StorefrontSnapshot } from './storefront.types'

const DEFAULT_TIMEOUT_MS = 10_000

function assertOptions(options: StorefrontOptions): void {
  for (const name of ['apiUrl', 'apiKey'] as const) {
    if (typeof options[name] !== 'string' || options[name] === '') throw new TypeError(`createStorefront: "${name}" must be a non-empty string`)
  }
  for (const name of ['siteId', 'storeId'] as const) {
    if (options[name] === undefined || options[name] === null || options[name] === '') throw new TypeError(`createStorefront: "${name}" is required`)
  }
  const strategy = options.authStrategy
  if (strategy !== undefined && (typeof strategy.name !== 'string' || typeof strategy.login !== 'function' || typeof strategy.fetchUser !== 'function')) {
    throw new TypeError('createStorefront: "authStrategy" needs a name, login and fetchUser')
  }
  if (options.language !== undefined && !isLanguage(options.language)) {
    throw new TypeError(`createStorefront: unknown language ${JSON.stringify(options.language)}`)
  }
}

/**
 * Creates one storefront instance: its stores, services and transport. Nothing is shared between instances,
 * so a server creates one per request.
 *
 * @param options - Backend address, keys, and where to keep state.
 *
 * @example
 * ```ts
 * import { createStorefront, browserCookieStorage } from '@vitrina/sdk'
 *
 * const shop = createStorefront({
 *   apiUrl: 'http://localhost:4010',
 *   apiKey: 'vitrina-sandbox-key',
 *   siteId: 1,
 *   storeId: 1,
 *   storage: browserCookieStorage(),
 * })
 * shop.notices.listen((notice) => console.log(notice.key))
 * const layout = await shop.site.loadLayout()
 * if (!layout.ok) console.error(layout.error.code)
 * ```
 */
export function createStorefront(options: StorefrontOptions): Storefront {
  assertOptions(options)
  const storage = options.storage ?? memoryStorage()
  const clock = options.clock ?? systemClock
  const storedLanguage = storage.get(LANGUAGE_COOKIE)
  const language = createLanguageState({
    storage,
    initial: options.language ?? (isLanguage(storedLanguage) ? storedLanguage : DEFAULT_LANGUAGE),
  })
  const notices = createNotices()
  const http = createHttp({
    apiUrl: options.apiUrl,
    apiKey: options.apiKey,
    siteId: options.siteId,
    storeId: options.storeId,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    getLanguage: () => language.$language.get(),
  })
  const logoutListeners = createLogoutListeners()
  const context: StorefrontContext = {
    http,
    storage,
    clock,
    notices,
    $language: language.$language,
    onLanguageChange: language.onLanguageChange,
    onLogout: logoutListeners.onLogout,
  }
  // First: it installs the transport's auth hook, which every later request goes through.
  const auth = createAuthService(context, { apiKey: options.apiKey, strategy: options.authStrategy, listeners: logoutListeners })
  const site = createSiteService(context)
  const cookieConsent = createCookieConsentService({ storage })
  const catalog = createCatalogService(context, options.storeId)
  const cart = createCartService(context, { site, auth, catalog })
  const checkout = createCheckoutService(context, { cart, auth, site })
  const storefront: Storefront = {
    options: Object.freeze({ ...options }),
    storage,
    clock,
    $language: language.$language,
    setLanguage: language.setLanguage,
    notices,
    site,
    cookieConsent,
    auth,
    catalog,
    cart,
    checkout,
    content: createContentService(context),
    consents: createConsentsService(context),

    mediaUrl(media) {
      const apiKeyId = media.apiKeyId ?? options.apiKeyId ?? site.$config.get()?.apiKeyId
      if (apiKeyId === undefined) throw new Error('mediaUrl needs an apiKeyId: pass it, set options.apiKeyId, or detect the domain first.')
      return buildMediaUrl(options.mediaBaseUrl ?? options.apiUrl, { ...media, apiKeyId })
    },

    dehydrate(): StorefrontSnapshot {
      // A structured copy, so later store changes on the server cannot leak into a snapshot already handed out.
      return structuredClone({
        version: 1,
        language: language.$language.get(),
        site: site.dehydrate(),
        cookieConsent: cookieConsent.dehydrate(),
        auth: auth.dehydrate(),
        cart: cart.dehydrate(),
      } satisfies StorefrontSnapshot)
    },

    hydrate(snapshot) {
      if (snapshot?.version !== 1) throw new TypeError('hydrate: the snapshot does not come from this SDK version')
      language.restore(snapshot.language)
      site.hydrate(snapshot.site)
      cookieConsent.hydrate(snapshot.cookieConsent)
      // Optional: snapshots made before authentication existed have no auth part.
      if (snapshot.auth) auth.hydrate(snapshot.auth)
      if (snapshot.cart) cart.hydrate(snapshot.cart)
    },
  }
  registerContext(storefront, context)
  return storefront
}
