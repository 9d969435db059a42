import { createStorefront, requestCookieStorage, type RequestCookieStorage, type Result, type Storefront } from '@vitrina/sdk'
import type { AppLoadContext } from 'react-router'
import { splitLanguage } from '../routing/pages'
import { storefrontConfigFrom, type StorefrontPublicConfig } from './storefront.config'

/** The SDK instance of one server request, with what the loaders share about it. */
export interface RequestStorefront {
  shop: Storefront
  storage: RequestCookieStorage
  config: StorefrontPublicConfig
  /** The page shell's data (loadLayout), started once per request and awaited by whichever loader needs it. */
  layout: Promise<Result<void>>
}

// Keyed by the load context, which server.mjs (and React Router's dev server) creates fresh for every request,
// so every loader of a request and entry.server's render share one instance, and nothing outlives the request.
const byRequest = new WeakMap<AppLoadContext, RequestStorefront>()

/** The request's SDK instance: its storage reads the request's cookies and its writes become Set-Cookie headers. */
export function requestStorefront(request: Request, context: AppLoadContext): RequestStorefront {
  const existing = byRequest.get(context)
  if (existing) return existing
  const config = storefrontConfigFrom(context)
  const storage = requestCookieStorage(request.headers.get('cookie'))
  const shop = createStorefront({
    ...config,
    // The URL decides the language (spec: locale-prefixed routes), not the i18n_locale cookie.
    language: splitLanguage(new URL(request.url).pathname).language,
    storage,
  })
  const created: RequestStorefront = { shop, storage, config, layout: shop.site.loadLayout() }
  byRequest.set(context, created)
  return created
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
