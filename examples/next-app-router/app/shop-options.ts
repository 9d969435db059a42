import type { StorefrontOptions } from '@vitrina/sdk'

/** How to reach the backend: the part of the SDK's options the browser needs too (none of it is secret). */
export type ShopOptions = Pick<StorefrontOptions, 'apiUrl' | 'apiKey' | 'siteId' | 'storeId'>

/**
 * The backend of this deployment, read from the environment when a request comes in (not at build time), so one
 * build can be pointed at the sandbox, a staging or the real backend. `.env` holds the sandbox's defaults.
 */
export function shopOptions(): ShopOptions {
  return {
    apiUrl: process.env.VITRINA_API_URL ?? 'http://127.0.0.1:4010',
    apiKey: process.env.VITRINA_API_KEY ?? 'vitrina-sandbox-key',
    siteId: process.env.VITRINA_SITE_ID ?? 1,
    storeId: process.env.VITRINA_STORE_ID ?? 1,
  }
}
