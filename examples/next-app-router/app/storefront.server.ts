import { createStorefront, requestCookieStorage, type Storefront } from '@vitrina/sdk'
import { cookies } from 'next/headers'
import { shopOptions } from './shop-options'

/**
 * Makes this request's SDK instance over the request's cookies (as `proxy.ts` left them). One per request, never one
 * per server: the instance holds the shopper's session and cart. A Server Component cannot set cookies, so it only
 * reads; the session's cookie writes happen in `proxy.ts` and in the browser.
 */
export async function requestStorefront(): Promise<Storefront> {
  // RequestCookies#toString() gives back a `Cookie` header (values URI-encoded, as the SDK writes them).
  return createStorefront({ ...shopOptions(), storage: requestCookieStorage((await cookies()).toString()) })
}
