import { SdkError } from '../errors/errors.classes'
import type { ResponseSchema } from '../http/http.types'
import { serviceCall } from '../internal/call'
import { lazySchemas } from '../internal/lazy-schemas'
import { serviceOf } from '../internal/per-storefront'
import { fail, mapResult, ok } from '../internal/result'
import { isLanguage } from '../language/language.constants'
import type { StorefrontContext } from '../storefront/storefront.context'
import type { Storefront } from '../storefront/storefront.types'
import { BACK_OFFICE_MESSAGE_KEYS } from './back-office.messages.keys'
import { timedCache } from './dev-tools.cache'
import type { DevToolsService, Release } from './dev-tools.types'

const schemas = /* @__PURE__ */ lazySchemas(() => import('./dev-tools.schema'))

/** The core version the development build's badge shows (back-office spec §9 "Core version 1.12.192"). */
export const CORE_VERSION = '1.12.192'

/** How long the latest tag is kept: 1 hour (back-office spec §9 "Latest-tag cache 1 hour"). */
export const LATEST_TAG_CACHE_MS = 60 * 60 * 1000

/** How long a release list is kept: 0.08 hour, 4.8 minutes (back-office spec §9 "release cache about 0.08 hour"). */
export const RELEASES_CACHE_MS = 0.08 * 60 * 60 * 1000

/** The spec's text for a user without the admin UI language (back-office spec §8), the error's developer message. */
export const ADMIN_LANGUAGE_MISSING_MESSAGE = 'settings/general/user has no "global language" setting'

// The helpers the spec writes as `{cli}` and `/_cli`: outside api/, under the backend's origin (docs/contract/devtools.md).
const CLI = '_cli'

function buildDevToolsService(_shop: Storefront, ctx: StorefrontContext): DevToolsService {
  const master = serviceCall(ctx.http, 'master')
  const user = serviceCall(ctx.http, 'user')
  const tag = timedCache<string>(ctx.clock, LATEST_TAG_CACHE_MS)
  const releases = timedCache<Release[]>(ctx.clock, RELEASES_CACHE_MS)
  const cli = <T>(method: 'GET' | 'POST', path: string, schema: ResponseSchema<T>, body?: object, signal?: AbortSignal) =>
    ctx.http.request<T>({ method, version: 'root', path: `${CLI}/${path}`, schema, ...(body ? { body } : {}), ...(signal ? { signal } : {}) })

  return {
    coreVersion: CORE_VERSION,
    latestTag(options) {
      return tag('latest tag', () => cli('GET', 'get-latest-tag', schemas('latestTagSchema')), options?.signal)
    },
    releases({ gitlabProjectId, gitlabBranch }, options) {
      const body = { gitlabProjectId, ...(gitlabBranch === undefined ? {} : { gitlabBranch }) }
      return releases(`releases ${JSON.stringify(body)}`, () => cli('POST', 'get-latest-release', schemas('releasesSchema'), body), options?.signal)
    },
    async domains(query = {}, options) {
      const keywords = query.keywords?.trim()
      const listed = await master('POST', 'domain/filter', schemas('domainsSchema'), keywords ? { keywords } : {}, options)
      return mapResult(listed, (page) => page.records)
    },
    async currentDomain(options) {
      return mapResult(await cli('GET', 'get-domain', schemas('currentDomainSchema'), undefined, options?.signal), (answer) => answer.domain)
    },
    async setDomain(url, options) {
      const set = await cli('POST', 'set-domain', schemas('currentDomainSchema'), { domain: url }, options?.signal)
      return mapResult(set, (answer) => answer.domain ?? url)
    },
    async adminLanguage(options) {
      const settings = await user('GET', 'settings/general/user', schemas('generalSettingsSchema'), { group: 'global', key: 'language' }, options)
      if (!settings.ok) return settings
      const language = settings.data.find((setting) => setting.group === 'global' && setting.key === 'language')?.value
      if (isLanguage(language)) return ok(language)
      return fail(
        new SdkError({
          code: 'ADMIN_LANGUAGE_MISSING',
          message: ADMIN_LANGUAGE_MISSING_MESSAGE,
          messageKey: BACK_OFFICE_MESSAGE_KEYS.adminLanguageMissing,
          status: 404,
        }),
      )
    },
  }
}

/**
 * The development tools of a storefront instance: the version badge's latest tag, the release notes, the domain list
 * and the current domain of development builds, and the admin UI language. Created on the first call and the same
 * service (with the same caches) for every later call with the same instance.
 *
 * @param shop - An instance made by `createStorefront`; setting the domain and the admin UI language need a logged-in
 *   back-office user.
 *
 * @example
 * ```ts
 * import { createDevToolsService } from '@vitrina/sdk/dev-tools'
 *
 * const tools = createDevToolsService(shop)
 * const tag = await tools.latestTag() // cached for an hour
 * if (tag.ok && tag.data !== tools.coreVersion) console.log(`A newer core is out: ${tag.data}`)
 * const notes = await tools.releases({ gitlabProjectId: 4127, gitlabBranch: 'main' }) // sanitise description_html
 * ```
 */
export function createDevToolsService(shop: Storefront): DevToolsService {
  return serviceOf(shop, buildDevToolsService)
}
