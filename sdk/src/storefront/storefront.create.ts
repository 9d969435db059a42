import { createLogoutListeners } from '../auth/auth.listeners'
import { createAuthService } from '../auth/auth.service'
import { systemClock } from '../clock/clock.system'
import { createHttp } from '../http/http.transport'
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE } from '../language/language.constants'
import { createLanguageState } from '../language/language.state'
import { buildMediaUrl } from '../media/media.url'
import { createNotices } from '../notices/notices.service'
import { memoryStorage } from '../storage/storage.memory'
import type { SnapshotPart, StorefrontContext } from './storefront.context'
import { registerContext } from './storefront.internals'
import type { Storefront, StorefrontOptions, StorefrontSnapshot } from './storefront.types'

/** The snapshot's own fields; every other key is an opt-in service's part. */
const CORE_KEYS = new Set(['version', 'language', 'auth'])

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
 * Creates one storefront instance: its transport, language, notices and authentication. Every other service is
 * opt-in: made from the instance by its factory (`createSiteService(shop)`, `createCartService(shop)`, ...), once
 * per instance, so an app's bundle holds only the services its code calls. Nothing is shared between instances,
 * so a server creates one per request.
 *
 * @param options - Backend address, keys, and where to keep state.
 *
 * @example
 * ```ts
 * import { browserCookieStorage, createSiteService, createStorefront } from '@vitrina/sdk'
 *
 * const shop = createStorefront({
 *   apiUrl: 'http://localhost:4010',
 *   apiKey: 'vitrina-sandbox-key',
 *   siteId: 1,
 *   storeId: 1,
 *   storage: browserCookieStorage(),
 * })
 * shop.notices.listen((notice) => console.log(notice.key))
 * const layout = await createSiteService(shop).loadLayout()
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
  // Opt-in services put their stores into the snapshot through these; parts of a snapshot whose service does not
  // exist yet wait in `pending` until it is created.
  const parts = new Map<string, SnapshotPart>()
  const pending = new Map<string, unknown>()
  let apiKeyIdSource: () => string | number | undefined = () => undefined
  const context: StorefrontContext = {
    http,
    storage,
    clock,
    notices,
    $language: language.$language,
    onLanguageChange: language.onLanguageChange,
    onLogout: logoutListeners.onLogout,
    registerSnapshotPart(name, part) {
      parts.set(name, part)
      if (pending.has(name)) {
        part.hydrate(pending.get(name))
        pending.delete(name)
      }
    },
    apiKeyId: () => apiKeyIdSource(),
    provideApiKeyId(source) {
      apiKeyIdSource = source
    },
  }
  // It installs the transport's auth hook, which every request goes through: the one service every instance has.
  const auth = createAuthService(context, { apiKey: options.apiKey, strategy: options.authStrategy, listeners: logoutListeners })
  const storefront: Storefront = {
    options: Object.freeze({ ...options }),
    storage,
    clock,
    $language: language.$language,
    setLanguage: language.setLanguage,
    notices,
    auth,

    preload: () => http.preload().catch(() => undefined),

    mediaUrl(media) {
      const apiKeyId = media.apiKeyId ?? options.apiKeyId ?? context.apiKeyId()
      if (apiKeyId === undefined) throw new Error('mediaUrl needs an apiKeyId: pass it, set options.apiKeyId, or detect the domain first.')
      return buildMediaUrl(options.mediaBaseUrl ?? options.apiUrl, { ...media, apiKeyId })
    },

    dehydrate(): StorefrontSnapshot {
      const snapshot: StorefrontSnapshot = { version: 1, language: language.$language.get(), auth: auth.dehydrate() }
      // Parts not taken up by a service of this instance travel on, so a snapshot passed through an instance that
      // never needed (say) the cart still carries it.
      for (const [name, part] of pending) (snapshot as unknown as Record<string, unknown>)[name] = part
      for (const [name, part] of parts) (snapshot as unknown as Record<string, unknown>)[name] = part.dehydrate()
      // A structured copy, so later store changes on the server cannot leak into a snapshot already handed out.
      return structuredClone(snapshot)
    },

    hydrate(snapshot) {
      if (snapshot?.version !== 1) throw new TypeError('hydrate: the snapshot does not come from this SDK version')
      language.restore(snapshot.language)
      // Optional: snapshots made before authentication existed have no auth part.
      if (snapshot.auth) auth.hydrate(snapshot.auth)
      for (const [name, value] of Object.entries(snapshot)) {
        if (CORE_KEYS.has(name) || value === undefined) continue
        const part = parts.get(name)
        if (part) part.hydrate(value)
        else pending.set(name, value)
      }
    },
  }
  registerContext(storefront, context)
  return storefront
}
