/**
 * The development tools of the Vitrina storefront SDK, as an entry point of its own: the version badge's core version
 * and latest tag (cached 1 hour), the release notes (cached about 5 minutes), the site's domains with the one a
 * development build is forced to, and the admin UI language (`settings/general/user`). For non-production builds and
 * back-office users: a production build never imports this entry, and an editor's media library or link builder
 * (`@vitrina/sdk/back-office`) does not carry it either.
 *
 * @example
 * ```ts
 * import { createStorefront } from '@vitrina/sdk'
 * import { CORE_VERSION, createDevToolsService } from '@vitrina/sdk/dev-tools'
 *
 * const shop = createStorefront({ apiUrl, apiKey, siteId: 1, storeId: 1 })
 * const tools = createDevToolsService(shop)
 * const tag = await tools.latestTag() // cached for an hour on the instance's clock
 * console.log(`core ${CORE_VERSION}`, tag.ok ? `latest ${tag.data}` : tag.error.messageKey)
 * ```
 *
 * @packageDocumentation
 */

// The public surface of @vitrina/sdk/dev-tools. Explicit names only: a change here is a change of its API report.
export {
  ADMIN_LANGUAGE_MISSING_MESSAGE,
  CORE_VERSION,
  createDevToolsService,
  LATEST_TAG_CACHE_MS,
  RELEASES_CACHE_MS,
} from './back-office/dev-tools.service'
export type { DevDomain, DevToolsService, Release, ReleaseSource } from './back-office/dev-tools.types'
