import type { CallOptions } from '../http/http.types'
import { serviceCall } from '../internal/call'
import { lazySchemas } from '../internal/lazy-schemas'
import { serviceOf } from '../internal/per-storefront'
import { refused } from '../internal/refusal'
import type { Language } from '../language/language.constants'
import { SLUG_FORMAT } from '../links/links.form'
import { MESSAGE_KEYS } from '../messages/messages.keys'
import type { Result } from '../result/result.types'
import type { CmsElement, Id } from '../site/site.types'
import type { StorefrontContext } from '../storefront/storefront.context'
import type { Storefront } from '../storefront/storefront.types'

const schemas = /* @__PURE__ */ lazySchemas(() => import('../site/element.schema'))

/** What an edit of a CMS element may change (back-office spec §3 "CMS element"); at least one of them. */
export interface ElementChanges {
  /** A non-empty title. */
  title?: string
  /** The content. */
  meta?: Record<string, unknown>
  /** The content for mobile views. */
  mobileMeta?: Record<string, unknown>
  /** Display options. */
  options?: Record<string, unknown>
  /** Display options for mobile views. */
  mobileOptions?: Record<string, unknown>
  /** Sub-parts. */
  parts?: unknown[]
  /** Link settings. */
  linkMeta?: Record<string, unknown>
}

/** A new CMS element. */
export interface ElementInput extends ElementChanges {
  /** Lowercase letters, digits and dashes (`footer-section`). */
  handler: string
  /** A non-empty title. */
  title: string
  /**
   * The language of the element (`hr`, `sl`, `en` or `de`: elements are chrome, written in every language). By default
   * the backend takes the request's content language (`sl` for sl, else `hr`), so an element made from an en or de
   * page without one is the `hr` element that every language without its own element reads.
   */
  language?: Language
  /** `static-element` by default. */
  type?: string
}

/** The editing calls of CMS elements (back-office spec §7 "CMS elements and pages"), for back-office users. */
export interface ElementsService {
  /** Saves changes to one element (`PATCH element/update/{id}`); the answer is the element as saved. */
  update(id: Id, changes: ElementChanges, options?: CallOptions): Promise<Result<CmsElement>>
  /** Creates an element (`POST element/create`). */
  create(input: ElementInput, options?: CallOptions): Promise<Result<CmsElement>>
}

function buildElementsService(_shop: Storefront, ctx: StorefrontContext): ElementsService {
  const call = serviceCall(ctx.http, 'cms')
  return {
    update(id, changes, options) {
      if (Object.keys(changes).length === 0) return Promise.resolve(refused('changes', MESSAGE_KEYS.required))
      if (changes.title !== undefined && changes.title.trim() === '') return Promise.resolve(refused('title', MESSAGE_KEYS.required))
      return call('PATCH', `element/update/${id}`, schemas('elementSchema'), { id, ...changes }, options)
    },
    create({ language, ...input }, options) {
      // A handler is written as a slug is (`footer-section`), at any length.
      if (!SLUG_FORMAT.test(input.handler)) return Promise.resolve(refused('handler', MESSAGE_KEYS.invalid))
      if (input.title.trim() === '') return Promise.resolve(refused('title', MESSAGE_KEYS.required))
      return call('POST', 'element/create', schemas('elementSchema'), { ...input, ...(language ? { language } : {}) }, options)
    },
  }
}

/**
 * The CMS elements' editing calls of a storefront instance (the header, footer and cookie elements of edit mode).
 * Created on the first call and the same service for every later call with the same instance.
 *
 * @param shop - An instance made by `createStorefront`, logged in as a back-office user.
 *
 * @example
 * ```ts
 * import { createSiteService } from '@vitrina/sdk'
 * import { createElementsService } from '@vitrina/sdk/back-office'
 *
 * const footer = createSiteService(shop).$elements.get()['footer-section']!
 * await createElementsService(shop).update(footer.id, { meta: { ...footer.meta, infoText: 'Novi tekst' } })
 * ```
 */
export function createElementsService(shop: Storefront): ElementsService {
  return serviceOf(shop, buildElementsService)
}
