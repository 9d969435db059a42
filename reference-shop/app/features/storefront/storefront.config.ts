import type { AppLoadContext } from 'react-router'

/**
 * The backend settings the shop needs to build an SDK instance. All of it is public (the API key is the
 * site's browser key), so the root loader hands it to the browser, which builds its own instance from it.
 */
export interface StorefrontPublicConfig {
  apiUrl: string
  apiKey: string
  siteId: string
  storeId: string
  apiKeyId: string
}

declare module 'react-router' {
  interface AppLoadContext {
    /** Set by server.mjs from VITRINA_* environment variables. */
    vitrina?: StorefrontPublicConfig
    /** Set by server.mjs: true for the data request of a client-side navigation (`/path.data`), not a document. */
    dataRequest?: boolean
    /** Set by server.mjs: the shop's public origin (`VITRINA_PUBLIC_ORIGIN`, else the server's own address). */
    publicOrigin?: string
    /**
     * Set by server.mjs: the shopper's network address (client-address.mjs), which the request's calls to the backend
     * forward in `X-Forwarded-For`; undefined when unknown (`react-router dev`, tests).
     */
    clientAddress?: string
  }
}

/** The same defaults as server.mjs: the local sandbox's demo site. */
export const SANDBOX_DEFAULTS: StorefrontPublicConfig = {
  apiUrl: 'http://127.0.0.1:4010',
  apiKey: 'vitrina-sandbox-key',
  siteId: '1',
  storeId: '1',
  apiKeyId: '7',
}

/**
 * The config from the load context; `react-router dev` has no custom server and gives no context, so the
 * development server falls back to the environment (or the sandbox defaults).
 */
export function storefrontConfigFrom(context: AppLoadContext): StorefrontPublicConfig {
  if (context.vitrina) return context.vitrina
  const env = typeof process === 'undefined' ? {} : process.env
  return {
    apiUrl: env.VITRINA_API_URL ?? SANDBOX_DEFAULTS.apiUrl,
    apiKey: env.VITRINA_API_KEY ?? SANDBOX_DEFAULTS.apiKey,
    siteId: env.VITRINA_SITE_ID ?? SANDBOX_DEFAULTS.siteId,
    storeId: env.VITRINA_STORE_ID ?? SANDBOX_DEFAULTS.storeId,
    apiKeyId: env.VITRINA_API_KEY_ID ?? SANDBOX_DEFAULTS.apiKeyId,
  }
}

/**
 * The shop's public origin, for every absolute link it writes (canonical, hreflang and share links, the sitemap):
 * server.mjs sets it from `VITRINA_PUBLIC_ORIGIN` or its own address, never from the request's `Host` header, which
 * any client can set (issue 16). The development server gives no context: `VITRINA_PUBLIC_ORIGIN`, else the origin
 * of the request, which there is the developer's own browser.
 */
export function publicOriginFrom(context: AppLoadContext, request: Request): string {
  if (context.publicOrigin) return context.publicOrigin
  const env = typeof process === 'undefined' ? {} : process.env
  return env.VITRINA_PUBLIC_ORIGIN ?? new URL(request.url).origin
}
