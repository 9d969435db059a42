import { type AuthUser, createSiteService, createStorefront, requestCookieStorage, type RequestCookieStorage, type Result, type Storefront } from '@vitrina/sdk'
import type { AppLoadContext } from 'react-router'
import { sanitizeLayoutCookieText } from '../consent/cookie-text.server'
import { splitLanguage } from '../routing/pages'
import { createCachingFetch } from '../server-cache/server-cache.fetch'
import { serverCache } from '../server-cache/server-cache.server'
import { storefrontConfigFrom, type StorefrontPublicConfig } from './storefront.config'
import { screenRequestCookies } from './storefront.cookies'
import { serverTimeoutMs } from './storefront.timeout'

/** The SDK instance of one server request, with what the loaders share about it. */
export interface RequestStorefront {
  shop: Storefront
  storage: RequestCookieStorage
  config: StorefrontPublicConfig
  /** The page shell's data (loadLayout), started once per request by the first loader that needs it. */
  readonly layout: Promise<Result<void>>
  /**
   * The session restored from the request's cookies (`shop.auth.restore()`), started once per request: the
   * logged-in user, or null. The user may come from the display-only `authUser` cookie; decisions that
   * must not trust it use {@link verifiedUser}.
   */
  readonly session: Promise<Result<AuthUser | null>>
  /** The user as the `authUser` cookie claimed it when the instance was created, before anything was fetched. */
  readonly cookieUser: AuthUser | null
}

// Keyed by the load context, which server.mjs (and React Router's dev server) creates fresh for every request,
// so every loader of a request and entry.server's render share one instance, and nothing outlives the request.
const byRequest = new WeakMap<AppLoadContext, RequestStorefront>()
const verified = new WeakMap<RequestStorefront, Promise<AuthUser | null>>()

/** The request's SDK instance: its storage reads the request's cookies and its writes become Set-Cookie headers. */
/**
 * The fetch of a request's SDK instance: each call to the backend says whose it is with `X-Forwarded-For: address`
 * (issue 16), so that the backend's limits per client (failed logins, password resets) count the shopper who logs in
 * through the shop's server, not the server itself for everyone. `globalThis.fetch` is read at call time, as the
 * SDK's default is. Without an address the calls go as they are.
 */
export function forwardingClientAddress(address: string | undefined): typeof fetch {
  if (address === undefined) return (input, init) => globalThis.fetch(input, init)
  return (input, init) => {
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined))
    headers.set('x-forwarded-for', address)
    return globalThis.fetch(input, { ...init, headers })
  }
}

/** What a page loader gets that the server helpers need: the request and the load context. */
export interface LoaderInput {
  request: Request
  context: AppLoadContext
}

export function requestStorefront(request: Request, context: AppLoadContext): RequestStorefront {
  const existing = byRequest.get(context)
  if (existing) return existing
  const config = storefrontConfigFrom(context)
  const cookies = screenRequestCookies(request.headers.get('cookie'))
  // Secure when the browser came over https (server.mjs says so, a proxy's X-Forwarded-Proto included).
  const storage = requestCookieStorage(cookies.header, { secure: context.https === true })
  // Cleared in the browser too, so the tab's own instance and the next request start without them.
  for (const name of cookies.rejected) storage.remove(name)
  const cache = serverCache()
  // Read when a shared call goes out, once the instance exists (it may log in or out during the request).
  let currentUser = (): AuthUser | null => null
  const shop = createStorefront({
    ...config,
    // The URL decides the language (spec: locale-prefixed routes), not the i18n_locale cookie.
    language: splitLanguage(new URL(request.url).pathname).language,
    storage,
    // Data that is the same for every visitor (the layout, options, configuration, category metadata) comes from
    // the server cache; everything else goes to the backend as before. A shopper's session sends those calls
    // without its token, since they answer the same for every shopper; a back-office user's go with it, and
    // uncached (the backend may show editors more).
    ...(cache
      ? {
          fetch: createCachingFetch({
            cache,
            apiUrl: config.apiUrl,
            fetch: forwardingClientAddress(context.clientAddress),
            loadTimeoutMs: serverTimeoutMs(),
            sharedCallsWithoutCredentials: () => isShopper(currentUser()),
          }),
        }
      : { fetch: forwardingClientAddress(context.clientAddress) }),
    // A hanging backend must give the shopper the 503 page within seconds, not the SDK's default 10 s per call.
    timeoutMs: serverTimeoutMs(),
  })
  currentUser = () => shop.auth.$user.get()
  // Lazy: a page loader's data request (client-side navigation) needs the session, not the layout.
  let layout: Promise<Result<void>> | undefined
  let session: Promise<Result<AuthUser | null>> | undefined
  const created: RequestStorefront = {
    shop,
    storage,
    config,
    cookieUser: shop.auth.$user.get(),
    get layout() {
      // The cookie notice's rich text is sanitised here, where the server reads the layout, before any render or snapshot.
      return (layout ??= createSiteService(shop)
        .loadLayout()
        .then((loaded) => {
          sanitizeLayoutCookieText(shop)
          orderNavigationTrees(shop)
          return loaded
        }))
    },
    get session() {
      return (session ??= shop.auth.restore())
    },
  }
  byRequest.set(context, created)
  return created
}

/**
 * Puts the layout's navigation trees in the order of their ids. The site service stores each tree as its answer
 * arrives, so the five parallel calls would leave them in a different order from one request to the next, and two
 * renders of the same page (its HTML, its data for a client-side navigation) would differ in bytes but not in content.
 */
export function orderNavigationTrees(shop: Storefront): void {
  const { language, site } = shop.dehydrate()
  if (!site) return
  const navigation = Object.fromEntries(Object.entries(site.navigation).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
  shop.hydrate({ version: 1, language, site: { ...site, navigation } })
}

function isShopper(user: AuthUser | null): boolean {
  return user !== null && user.isBackofficeUser !== true
}

/**
 * The logged-in user as the backend confirms it: the profile fetched with the request's token (refreshed
 * first when it has expired), or null. Fetched once per request.
 *
 * The `authUser` cookie is display data that anyone can write, so it never decides what a visitor may see;
 * a failed fetch (a refused token, a shopper's token on the back-office profile, the backend away) counts
 * as nobody.
 */
export function verifiedUser(storefront: RequestStorefront): Promise<AuthUser | null> {
  let user = verified.get(storefront)
  if (!user) {
    user = storefront.session.then(async (restored) => {
      if (!restored.ok || restored.data === null) return null
      // With no authUser cookie, restore() fetched the profile itself: that user is confirmed already.
      if (storefront.cookieUser === null) return restored.data
      const fetched = await storefront.shop.auth.fetchUser()
      return fetched.ok ? fetched.data : null
    })
    verified.set(storefront, user)
  }
  return user
}

/** The instance a loader already created for this request, for entry.server's render. */
export function peekRequestStorefront(context: AppLoadContext): Storefront | undefined {
  return byRequest.get(context)?.shop
}

/** The Set-Cookie headers of the SDK's writes during this request, for a loader's response. */
export function storefrontCookieHeaders({ storage }: RequestStorefront): Headers {
  const headers = new Headers()
  for (const cookie of storage.setCookieHeaders()) headers.append('Set-Cookie', cookie)
  return headers
}
